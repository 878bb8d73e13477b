import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from '../src/db/pending-migrations';
import { buildTestApp } from './helpers/app';
import { createTestDatabase, testDbKind } from './helpers/database';

// Liveness and readiness (DESIGN.md §13): a load balancer sends traffic only to a ready process.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

const ready = async (target: FastifyInstance = app) => {
  const res = await target.inject('/health/ready');
  return { status: res.statusCode, body: res.json() };
};

describe('liveness', () => {
  it('answers /health/live and /health (the older probe) while the process runs', async () => {
    for (const url of ['/health/live', '/health']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: testDbKind });
    }
  });
});

describe('readiness', () => {
  it('is ready when the database answers, is migrated and every LISTEN is in place', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: testDbKind,
        failing: [],
        pendingMigrations: [],
        disconnectedChannels: [],
      },
    });
  });

  it('is not ready while the database lacks a migration this build has', async () => {
    const [last] = (
      (await app.database.db.execute(
        sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error('the test database has no migrations recorded');
    await app.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const pending = (await pendingMigrations(app.database.db)).map((m) => m.tag);
      expect(pending).toHaveLength(1);
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 'unavailable',
        failing: ['migrations'],
        pendingMigrations: pending,
      });
    } finally {
      await app.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const database = await createTestDatabase();
    const lonely = await buildTestApp({}, { database });
    await lonely.ready();
    expect((await ready(lonely)).status).toBe(200);
    await database.close();
    const res = await ready(lonely);
    expect(res.status).toBe(503);
    expect(res.body.failing).toContain('database');
    await lonely.close();
  });

  // PGlite's notifications are in process: it has no LISTEN connection to lose.
  it.runIf(testDbKind === 'postgres')(
    'is not ready while a LISTEN connection is lost, and ready again once it is back',
    async () => {
      const [{ name }] = (
        (await app.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows as [{ name: string }];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // Nobody may connect for a moment, so the listener cannot come straight back (the pool keeps its
      // idle connections, and the probe uses those).
      await admin.query(`alter database "${name}" allow_connections false`);
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = $1 and application_name = 'pothik-listener'`,
          [name],
        );
        await expect
          .poll(async () => (await ready()).body, { timeout: 5000 })
          .toMatchObject({
            status: 'unavailable',
            failing: ['listeners'],
            // One connection for every channel: all of them are unheard while it is away.
            disconnectedChannels: [
              'access_token_revoked',
              'account_standing',
              'content_changed',
              'fare_guidance_changed',
              'pothik_incident_changes',
              'pothik_share_links_revoked',
              'pothik_trip_events',
              'pothik_trip_positions',
              'settings_changed',
              'trip_list_changed',
            ],
          });
        expect((await ready()).status).toBe(503);
      } finally {
        await admin.query(`alter database "${name}" allow_connections true`);
        await admin.end();
      }
      // The listener retries with backoff (100 ms, doubling) until it is back.
      await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 200 }).toBe(200);
    },
  );
});
