import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { disconnectedChannels } from '../../db/changes/listen-on-channel';
import type { Database } from '../../db/client';
import { pendingMigrations } from '../../db/pending-migrations';

// A probe has its own timeout (a few seconds); a database that does not answer within this is down to us.
const DATABASE_TIMEOUT_MS = 2000;

export type Readiness = {
  status: 'ok' | 'unavailable';
  failing: ('database' | 'migrations' | 'listeners')[];
  pendingMigrations: string[];
  disconnectedChannels: string[];
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether this process can serve now, and which checks say it cannot. */
export async function checkReadiness(database: Database, log: FastifyBaseLogger): Promise<Readiness> {
  const failing: Readiness['failing'] = [];
  let pending: string[] = [];
  try {
    await withTimeout(database.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
    pending = (await withTimeout(pendingMigrations(database.db), DATABASE_TIMEOUT_MS)).map((m) => m.tag);
    if (pending.length > 0) failing.push('migrations');
  } catch (err) {
    log.error({ err }, 'readiness: the database does not answer');
    failing.push('database');
  }
  const disconnected = disconnectedChannels(database);
  if (disconnected.length > 0) failing.push('listeners');
  return {
    status: failing.length === 0 ? 'ok' : 'unavailable',
    failing,
    pendingMigrations: pending,
    disconnectedChannels: disconnected,
  };
}
