import { gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { announceChange, listenForChanges } from '../../db/changes/changes';
import type { Database, DbOrTx } from '../../db/client';
import { revokedAccessTokens, revokedSessions } from '../../db/schema/index';

const CHANNEL = 'access_token_revoked';
// A login's payload is told apart from a token's by this prefix (token ids are bare UUIDs).
const SESSION_PREFIX = 'sid:';
const PRUNE_EVERY = 1000;

/** What was revoked: one access token (by its `jti`), or every access token of a login (its `sid`). */
export type Revocation = { tokenId: string } | { sessionId: string };

/**
 * Access tokens are stateless for speed: the deny-list of the few ended early lives in every API
 * process's memory, filled from the tables at start and kept current by NOTIFY, so checking a request
 * costs a map lookup, not a query. It holds single tokens (a logout's bearer) and whole logins (a
 * logout, a replayed refresh token: every access token whose `sid` names the login). An entry goes
 * when every token it refuses would have expired anyway. Whoever holds something a token opened (a
 * socket) is told of each revocation, here at commit and from other processes by their NOTIFY.
 */
export async function createAccessTokenDenyList(database: Database, log: FastifyBaseLogger, now: () => Date) {
  const revokedTokens = new Map<string, number>();
  const revokedLogins = new Map<string, number>();
  const whenRevoked = new Set<(revocation: Revocation) => void>();

  let addedSincePrune = 0;

  // An entry no request asks about again would otherwise stay: every so many, the lapsed ones go.
  function pruneLapsed(atMs: number) {
    for (const entries of [revokedTokens, revokedLogins]) {
      for (const [key, expiresAt] of entries) if (expiresAt <= atMs) entries.delete(key);
    }
  }

  function apply(revocation: Revocation, expiresAtMs: number) {
    const [entries, key] =
      'tokenId' in revocation ? [revokedTokens, revocation.tokenId] : [revokedLogins, revocation.sessionId];
    const isNew = !entries.has(key);
    entries.set(key, Math.max(expiresAtMs, entries.get(key) ?? 0));
    if (!isNew) return;
    const atMs = now().getTime();
    addedSincePrune += 1;
    if (addedSincePrune >= PRUNE_EVERY) {
      addedSincePrune = 0;
      pruneLapsed(atMs);
    }
    if (expiresAtMs > atMs) {
      for (const listener of whenRevoked) listener(revocation);
    }
  }

  // Merged into what is known, never in place of it: a revocation heard while the query runs stays.
  // Nothing leaves but by expiry, so a row the query missed only waits for its NOTIFY.
  async function reload() {
    const at = now();
    const [tokens, logins] = await Promise.all([
      database.db.select().from(revokedAccessTokens).where(gt(revokedAccessTokens.expiresAt, at)),
      database.db.select().from(revokedSessions).where(gt(revokedSessions.expiresAt, at)),
    ]);
    for (const row of tokens) apply({ tokenId: row.jti }, row.expiresAt.getTime());
    for (const row of logins) apply({ sessionId: row.sessionId }, row.expiresAt.getTime());
  }

  // Listening before the first load: a logout committed between the two is heard either way.
  const stop = await listenForChanges(database, log, {
    channel: CHANNEL,
    onChange: (payload) => {
      const [id, expiresAtMs] = payload.split(' ');
      const expiresAt = Number(expiresAtMs);
      if (!id || !(expiresAt > 0)) return;
      if (id.startsWith(SESSION_PREFIX)) {
        const sessionId = id.slice(SESSION_PREFIX.length);
        if (sessionId) apply({ sessionId }, expiresAt);
      } else {
        apply({ tokenId: id }, expiresAt);
      }
    },
    // Readiness fails until this reload has finished (a failed one is tried again).
    onMissed: reload,
  });
  await reload();

  function isIn(entries: Map<string, number>, key: string | undefined, at: Date) {
    if (key === undefined) return false;
    const expiresAt = entries.get(key);
    if (expiresAt === undefined) return false;
    if (expiresAt <= at.getTime()) {
      entries.delete(key);
      return false;
    }
    return true;
  }

  return {
    /** Whether a token was ended early: by its own id, or with every token of its login. */
    isRevoked(token: { tokenId: string | undefined; sessionId: string | undefined }, at: Date) {
      return isIn(revokedTokens, token.tokenId, at) || isIn(revokedLogins, token.sessionId, at);
    },
    /** Called with each revocation from now on (the sockets a revoked token opened are ended). */
    onRevoked(listener: (revocation: Revocation) => void) {
      whenRevoked.add(listener);
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

/**
 * Ends every access token of a login (its `sid`), as revokeAccessToken ends one. `expiresAt` is the
 * latest any of them can live: the login mints none after this.
 */
export async function revokeSessionAccessTokens(db: DbOrTx, sessionId: string, expiresAt: Date) {
  await db
    .insert(revokedSessions)
    .values({ sessionId, expiresAt })
    .onConflictDoUpdate({
      target: revokedSessions.sessionId,
      set: { expiresAt: sql`greatest(${revokedSessions.expiresAt}, excluded.expires_at)` },
    });
  await announceChange(db, CHANNEL, `${SESSION_PREFIX}${sessionId} ${expiresAt.getTime()}`);
}

/** Housekeeping: entries whose tokens have expired anyway. */
export async function deleteLapsedRevocations(db: DbOrTx, now: Date) {
  await db.delete(revokedAccessTokens).where(lte(revokedAccessTokens.expiresAt, now));
  await db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, now));
}
