import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { announceChange, listenForChanges } from '../../db/changes/changes';
import type { Database, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

const CHANNEL = 'account_standing';

/**
 * The accounts staff have closed (a blocked passenger, a suspended or unapproved driver: `is_active`
 * false), in every API process's memory as the logout deny-list is: filled at start, kept current by
 * the change helper, so a closed account's live access tokens are refused on the next request or
 * socket message of any process, at no query's cost.
 */
export async function createClosedAccounts(database: Database, log: FastifyBaseLogger) {
  let closed = new Set<number>();
  const whenClosed = new Set<(userId: number) => void>();
  // The changes heard while a reload's query runs, applied again over its answer: a reload never
  // loses a change it did not see (merge, not clear-then-fill).
  let heardDuringReload: Map<number, boolean> | null = null;

  function apply(userId: number, isActive: boolean) {
    if (isActive) {
      closed.delete(userId);
      return;
    }
    closed.add(userId);
    for (const listener of whenClosed) listener(userId);
  }

  async function reload() {
    heardDuringReload = new Map();
    try {
      const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.isActive, false));
      const fresh = new Set(rows.map((r) => r.id));
      const newlyClosed = [...fresh].filter((id) => !closed.has(id));
      closed = fresh;
      for (const [userId, isActive] of heardDuringReload) {
        if (isActive) closed.delete(userId);
        else closed.add(userId);
      }
      for (const userId of newlyClosed) {
        if (closed.has(userId)) for (const listener of whenClosed) listener(userId);
      }
    } finally {
      heardDuringReload = null;
    }
  }

  const stop = await listenForChanges(database, log, {
    channel: CHANNEL,
    onChange: (payload) => {
      const [id, active] = payload.split(' ');
      const userId = Number(id);
      if (!Number.isInteger(userId) || (active !== '0' && active !== '1')) return;
      heardDuringReload?.set(userId, active === '1');
      apply(userId, active === '1');
    },
    // Readiness fails until this reload has finished (a failed one is tried again).
    onMissed: reload,
  });
  await reload();

  return {
    isClosed: (userId: number) => closed.has(userId),
    /** Called with each account closed from now on (open sockets of it are ended). */
    onClosed(listener: (userId: number) => void) {
      whenClosed.add(listener);
    },
    stop,
  };
}

export type ClosedAccounts = Awaited<ReturnType<typeof createClosedAccounts>>;

/**
 * Announces that an account was opened or closed, in the transaction that changes it (opened by
 * `inTransaction`): this process applies it at commit, every other process on its NOTIFY.
 */
export async function announceAccountStanding(db: DbOrTx, userId: number, isActive: boolean) {
  await announceChange(db, CHANNEL, `${userId} ${isActive ? 1 : 0}`);
}
