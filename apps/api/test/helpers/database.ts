import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';

/** Which database this run of the suite uses: `TEST_DB=postgres` needs TEST_DATABASE_URL. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * How a race test runs here, for its name: PGlite has one connection, so "concurrent" requests queue
 * and the test proves the state checks, not the row locks; only PostgreSQL runs them truly at once.
 */
export const raceKind =
  testDbKind === 'postgres'
    ? 'PostgreSQL (transactions truly concurrent)'
    : 'PGlite (one connection: requests queue; the locks are proved on PostgreSQL)';

/**
 * A fresh, migrated database per test file (STYLE.md §11): in-memory PGlite, or a new PostgreSQL
 * database that is dropped again when the file's app closes. `migrate: false`: a new, empty one.
 * Migrated ones are copies of one migrated template (migrating took most of a small file's time):
 * PGlite loads a dump made once per worker; PostgreSQL copies the database global-setup.ts made.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<Database> {
  if (testDbKind === 'pglite') {
    if (!migrate) return openDatabase({ kind: 'pglite', dataDir: undefined }, { migrate: false });
    const loadDataDir = await migratedPgliteDump();
    return openDatabase({ kind: 'pglite', dataDir: undefined }, { migrate: false, loadDataDir });
  }
  const created = await createPostgresDatabase(migrate ? { template: inject('postgresTemplate') } : {});
  const database = await openDatabase({ kind: 'postgres', url: created.url }, { migrate: false });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await created.drop();
    },
  };
}

/**
 * A new, empty PostgreSQL database on TEST_DATABASE_URL's server, for what needs its address: `drop`,
 * and `empty` (dropped and created again, as after a lost disk).
 */
export async function createPostgresDatabase({ template }: { template?: string } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
  empty: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pothik_t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const empty = async () => {
    await drop();
    await admin(`CREATE DATABASE ${name}`);
  };
  return { url: url.toString(), drop, empty };
}

let pgliteDump: Promise<Blob> | undefined;

/** This worker's migrated PGlite, dumped once; every migrated test database starts from it. */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      return await database.pglite!.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  return pgliteDump;
}
