import { spawn } from 'node:child_process';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { appliedMigrationLevel } from '../db/pending-migrations';
import { BackupError } from './manifest';
import { checkScript, runScript } from './restore-script';

/**
 * The client tools take the address without its password, which goes in their environment instead:
 * a command line is visible to every user of the machine (ps).
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Whether restoring here would overwrite a database: any table of ours or of drizzle's. */
export function postgresHasData(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')) as found`,
    );
    return rows[0]!.found;
  });
}

/** `pg_dump --format=custom` of the database into `toFile`; it runs while the API runs (one snapshot). */
export async function dumpPostgres(url: string, toFile: string) {
  const facts = await withClient(url, async (client) => ({
    migrationWhen: await appliedMigrationLevel(drizzle({ client })),
    postgresVersion: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version,
  }));
  const { dbname, env } = connection(url);
  await runTool('pg_dump', ['--format=custom', `--file=${toFile}`, `--dbname=${dbname}`], env);
  return facts;
}

/** Refuses while another session is connected to the database: the API would see tables vanish. */
export async function assertPostgresFree(url: string) {
  const others = await withClient(url, async (client) => {
    const { rows } = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'a client') || coalesce(' from ' || client_addr, '') as who
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.who);
  });
  if (others.length > 0) {
    throw new BackupError(
      `${others.length} other session(s) are connected to the database (${[...new Set(others)].join(', ')}): ` +
        'stop every API process first',
    );
  }
}

/**
 * Replaces the database's contents with the dump's, in one transaction: pg_restore turns the dump into
 * SQL (in full, before the database is touched: a dump it cannot read must change nothing), which is
 * checked whole (restore-script.ts) and then run by our own client, never psql, after dropping
 * everything in the public and drizzle schemas (tables a newer migration added would otherwise outlive
 * the restore and break the next migration). A failure leaves the database as it was.
 */
export async function loadPostgres(url: string, dumpFile: string) {
  const { env } = connection(url);
  const sqlFile = `${dumpFile}.sql`;
  await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${sqlFile}`, dumpFile], env);
  await checkScript(sqlFile);
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      await client.query(wipeSql);
      await runScript(sqlFile, client);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      if (err instanceof BackupError) throw err;
      throw new BackupError(`the database did not load, and is as it was: ${(err as Error).message}`);
    }
  });
}

// Extension members are left alone: an extension is dropped as a whole or not at all.
const wipeSql = `
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.relkind, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS public.%I CASCADE', CASE r.relkind WHEN 'v' THEN 'VIEW'
      WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
      r.relname);
  END LOOP;
  FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP TYPE IF EXISTS public.%I CASCADE', r.typname);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', r.signature);
  END LOOP;
END $$;`;

/** Runs one of PostgreSQL's client tools; fails with its error output. */
function runTool(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${cmd} was not found: install PostgreSQL's client tools, of the server's major version or newer`,
            )
          : err,
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${cmd} failed: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}
