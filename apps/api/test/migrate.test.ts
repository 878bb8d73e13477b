import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { pendingMigrations } from '../src/db/pending-migrations';
import { createPostgresDatabase, createTestDatabase, testDbKind } from './helpers/database';

// Issue 30, item 4: `npm run migrate` applies each pending migration once, in a transaction of its own,
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
      expect(await migrateDatabase(database, folder)).toEqual(tags);
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
      expect(await migrateDatabase(database, folder)).toEqual([]);
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
        const applied = await Promise.all([migrateDatabase(a!, folder), migrateDatabase(b!, folder)]);
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
});
