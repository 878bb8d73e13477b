import { gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { revokedAccessTokens } from '../../db/schema/index';
import { announceChange, listenForChanges } from '../realtime/changes';

const CHANNEL = 'access_token_revoked';

/**
 * Access tokens are stateless for speed: the deny-list of the few ended early by a logout lives in
 * every API process's memory, filled from the table at start and kept current by NOTIFY, so checking
 * a request costs a map lookup, not a query. An entry goes when its token would have expired anyway.
 */
export async function createAccessTokenDenyList(database: Database, log: FastifyBaseLogger, now: () => Date) {
  const revoked = new Map<string, number>();

  // Merged into what is known, never in place of it: a revocation heard while the query runs stays.
  // Nothing leaves but by expiry, so a row the query missed only waits for its NOTIFY.
  async function reload() {
    const rows = await database.db
      .select()
      .from(revokedAccessTokens)
      .where(gt(revokedAccessTokens.expiresAt, now()));
    for (const row of rows) revoked.set(row.jti, row.expiresAt.getTime());
  }

  // Listening before the first load: a logout committed between the two is heard either way.
  const stop = await listenForChanges(database, log, {
    channel: CHANNEL,
    onChange: (payload) => {
      const [jti, expiresAtMs] = payload.split(' ');
      if (jti && Number(expiresAtMs) > 0) revoked.set(jti, Number(expiresAtMs));
    },
    // Readiness fails until this reload has finished (a failed one is tried again).
    onMissed: reload,
  });
  await reload();

  return {
    isRevoked(jti: string, at: Date) {
      const expiresAt = revoked.get(jti);
      if (expiresAt === undefined) return false;
      if (expiresAt <= at.getTime()) {
        revoked.delete(jti);
        return false;
      }
      return true;
    },
    stop,
  };
}

export type AccessTokenDenyList = Awaited<ReturnType<typeof createAccessTokenDenyList>>;

/**
 * Ends one access token before its expiry, in a transaction opened by `inTransaction`: this process
 * refuses it once that commits, every other process when its NOTIFY arrives.
 */
export async function revokeAccessToken(db: DbOrTx, jti: string, expiresAt: Date) {
  await db.insert(revokedAccessTokens).values({ jti, expiresAt }).onConflictDoNothing();
  await announceChange(db, CHANNEL, `${jti} ${expiresAt.getTime()}`);
}

/** Housekeeping: entries whose token has expired anyway. */
export async function deleteLapsedRevocations(db: DbOrTx, now: Date) {
  await db.delete(revokedAccessTokens).where(lte(revokedAccessTokens.expiresAt, now));
}
