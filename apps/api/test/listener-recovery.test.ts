import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/changes/pg-listener';
import { type Database, openDatabase, POOL_SIZE } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createPostgresDatabase, testDbKind } from './helpers/database';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

// Processes that stay told (DESIGN.md §13): an API process holds one LISTEN connection for every
// channel, and a heartbeat NOTIFY finds one that died silently (a NAT or firewall that forgot the
// flow: nothing closes, nothing errors). Until the connection is replaced and what it missed is
// reloaded, readiness answers 503. Only PostgreSQL has a LISTEN connection to lose: PGlite's
// notifications are delivered inside the process, so this file runs on PostgreSQL only.
const HEARTBEAT_MS = 300;
// Every channel an API process listens on, as readiness lists them while it cannot hear them.
const CHANNELS = [
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
];

describe.runIf(testDbKind === 'postgres')('the LISTEN connection of an API process', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  // A: the process under test, whose every connection goes through the proxy. B: another process.
  let aDatabase: Database;
  let bDatabase: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    created = await createPostgresDatabase({ template: inject('postgresTemplate') });
    proxy = await startTcpProxy(created.url);
    aDatabase = await openDatabase(
      { kind: 'postgres', url: proxy.url, listenHeartbeatMs: HEARTBEAT_MS },
      { migrate: false },
    );
    bDatabase = await openDatabase({ kind: 'postgres', url: created.url }, { migrate: false });
    a = await buildTestApp({}, { database: aDatabase });
    b = await buildTestApp({}, { database: bDatabase });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await aDatabase?.close();
    await bDatabase?.close();
    await proxy?.close();
    await created?.drop();
  });

  const ready = async () => {
    const res = await a.inject('/health/ready');
    return { status: res.statusCode, body: res.json() };
  };

  it(`holds ${POOL_SIZE + 1} connections at most: its pool and one LISTEN for all ${CHANNELS.length} channels`, async () => {
    // Twice as many queries at once as the pool holds: it opens every connection it may.
    await Promise.all(
      Array.from({ length: 2 * POOL_SIZE }, () => a.database.db.execute(sql`select pg_sleep(0.1)`)),
    );
    expect([proxy.count(LISTENER_APPLICATION_NAME), proxy.count('')]).toEqual([1, POOL_SIZE + 1]);
  });

  it('finds a silently dead LISTEN connection by its heartbeat, is not ready until it has reloaded, and misses no logout', async () => {
    const passenger = await loginAs(b);
    const profile = async () =>
      (await a.inject({ url: '/api/v3/user/profile', headers: passenger.headers })).statusCode;
    expect(await profile()).toBe(200);
    expect((await ready()).status).toBe(200);

    proxy.blackHole(LISTENER_APPLICATION_NAME);
    await expect
      .poll(async () => (await ready()).body, { timeout: 5000, interval: 50 })
      .toMatchObject({ status: 'unavailable', failing: ['listeners'], disconnectedChannels: CHANNELS });

    // Meanwhile another process logs the passenger out; its NOTIFY cannot reach A.
    const out = await b.inject({
      method: 'POST',
      url: '/api/v3/user/logout',
      headers: passenger.headers,
      payload: { refresh_token: passenger.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect((await b.inject({ url: '/api/v3/user/profile', headers: passenger.headers })).statusCode).toBe(
      401,
    );
    // A missed it (what a balancer is kept from by the 503), and still cannot connect again.
    expect(await profile()).toBe(200);
    expect((await ready()).status).toBe(503);

    proxy.restore();
    // Reconnect attempts back off from 100 ms (each silenced one timed out after two heartbeats).
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 50 }).toBe(200);
    // Ready means reloaded: the logout it missed is known the moment it is ready.
    expect(await profile()).toBe(401);
    // The silenced connection and every timed-out attempt were closed: one LISTEN connection again.
    await expect.poll(() => proxy.count(LISTENER_APPLICATION_NAME), { timeout: 2000 }).toBe(1);
  });
});
