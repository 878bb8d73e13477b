import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { pendingMigrations } from '../src/db/pending-migrations';
import { createPostgresDatabase, createTestDatabase, testDbKind } from './helpers/database';

// `npm run migrate` applies each pending migration once, in a transaction of its own,
// or statement by statement when its file starts with `-- migrate: outside transaction`, which is how
// an index on a large table is built CONCURRENTLY (impossible inside a transaction).
const folder = resolve(import.meta.dirname, 'fixtures/migrations');
const tags = ['0000_places', '0001_places_name_index', '0002_places_district'];

const rowsOf = async <T>(pending: Promise<unknown>) => ((await pending) as { rows: T[] }).rows;

describe('npm run migrate', () => {
  it('builds an index CONCURRENTLY outside a transaction and applies each migration once', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const pending = await pendingMigrations(database.db, folder);
      expect(pending.map((m) => [m.tag, m.outsideTransaction])).toEqual([
        ['0000_places', false],
        ['0001_places_name_index', true],
        ['0002_places_district', false],
      ]);
      expect(await migrateDatabase(database, { folder })).toEqual(tags);
      const [index] = await rowsOf<{ valid: boolean }>(
        database.db.execute(
          sql`select indisvalid as valid from pg_index where indexrelid = 'places_name_idx'::regclass`,
        ),
      );
      expect(index?.valid).toBe(true);
      expect(await rowsOf(database.db.execute(sql`select name, district from places order by id`))).toEqual([
        { name: 'Sylhet', district: 'Sylhet' },
        { name: 'Khulna', district: 'Khulna' },
      ]);
      expect(await pendingMigrations(database.db, folder)).toEqual([]);
      expect(await migrateDatabase(database, { folder })).toEqual([]);
    } finally {
      await database.close();
    }
  });

  // Two processes on one PostgreSQL: the second waits on the advisory lock without holding a snapshot,
  // which CREATE INDEX CONCURRENTLY in the first would wait for. PGlite belongs to one process.
  it.runIf(testDbKind === 'postgres')(
    'lets two steps started together apply each migration once',
    async () => {
      const created = await createPostgresDatabase();
      const [a, b] = await Promise.all(
        [1, 2].map(() => openDatabase({ kind: 'postgres', url: created.url }, { migrate: false })),
      );
      try {
        const applied = await Promise.all([migrateDatabase(a!, { folder }), migrateDatabase(b!, { folder })]);
        expect(applied.flat().sort()).toEqual(tags);
        const [recorded] = await rowsOf<{ n: number }>(
          a!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        );
        expect(recorded?.n).toBe(tags.length);
      } finally {
        await a!.close();
        await b!.close();
        await created.drop();
      }
    },
  );

  // A migration waiting for a table's lock queues every later query on that table behind it: it gives up
  // after lock_timeout, rolls back, lets the queue go and tries again later; one statement running long
  // is stopped by statement_timeout. Two sessions at once: PostgreSQL only (PGlite has one connection).
  describe.runIf(testDbKind === 'postgres')('behind a long-running query', () => {
    /** The fixture migrated, then its last migration pending again; a session reading places, still open. */
    async function pendingBehindReader() {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ kind: 'postgres', url: created.url }, { migrate: false });
      await migrateDatabase(database, { folder });
      await database.db.execute(sql`alter table places drop column district`);
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const reader = new pg.Client({ connectionString: created.url });
      await reader.connect();
      await reader.query('begin');
      await reader.query('select count(*) from places');
      const done = async () => {
        await reader.end().catch(() => {});
        await database.close();
        await created.drop();
      };
      return { database, reader, done };
    }
    const columns = async (database: Awaited<ReturnType<typeof pendingBehindReader>>['database']) =>
      (
        await rowsOf<{ name: string }>(
          database.db.execute(
            sql`select column_name as name from information_schema.columns where table_name = 'places' order by ordinal_position`,
          ),
        )
      ).map((c) => c.name);

    it('gives up on a lock after lock_timeout and tries again until the reader is done', async () => {
      const { database, reader, done } = await pendingBehindReader();
      try {
        const retries: number[] = [];
        const applied = await migrateDatabase(database, {
          folder,
          lockTimeoutMs: 100,
          retryDelayMs: 10,
          attempts: 5,
          onRetry: async ({ attempt }) => {
            retries.push(attempt);
            // The reader finishes before the third attempt.
            if (attempt === 2) await reader.query('commit');
          },
        });
        expect(applied).toEqual(['0002_places_district']);
        expect(retries).toEqual([1, 2]);
        expect(await columns(database)).toEqual(['id', 'name', 'district']);
      } finally {
        await done();
      }
    });

    it('stops after its attempts with nothing applied, naming the migration', async () => {
      const { database, done } = await pendingBehindReader();
      try {
        const retries: number[] = [];
        await expect(
          migrateDatabase(database, {
            folder,
            lockTimeoutMs: 50,
            retryDelayMs: 10,
            attempts: 3,
            onRetry: ({ attempt }) => {
              retries.push(attempt);
            },
          }),
        ).rejects.toThrow(
          'migration 0002_places_district: a lock it needs was held by others through 3 attempts',
        );
        expect(retries).toEqual([1, 2]);
        expect(await columns(database)).toEqual(['id', 'name']);
        expect((await pendingMigrations(database.db, folder)).map((m) => m.tag)).toEqual([
          '0002_places_district',
        ]);
      } finally {
        await done();
      }
    });

    it('stops a statement that runs past statement_timeout, without retrying it', async () => {
      const { database, done } = await pendingBehindReader();
      try {
        const retries: number[] = [];
        await expect(
          migrateDatabase(database, {
            folder,
            lockTimeoutMs: 60_000,
            statementTimeoutMs: 100,
            onRetry: ({ attempt }) => {
              retries.push(attempt);
            },
          }),
        ).rejects.toThrow('migration 0002_places_district: a statement ran longer than 100 ms');
        expect(retries).toEqual([]);
        expect(await columns(database)).toEqual(['id', 'name']);
      } finally {
        await done();
      }
    });
  });
});
