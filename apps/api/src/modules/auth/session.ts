import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/changes/changes';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import { signAccessToken } from './access-token';
import { revokeSessionAccessTokens } from './access-token-denylist';
import {
  claimForRotation,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  setSuccessorBox,
} from './refresh-token-repo';
import {
  hashRefreshToken,
  newRefreshToken,
  openSuccessor,
  sealSuccessor,
  type TokenPair,
} from './refresh-token-secret';
import { findUserById, type UserRow } from './users-repo';

/** After a rotation, the old token returns the same pair for this long (two tabs refreshing at once). */
const ROTATION_GRACE_MS = 30_000;

export type SessionDeps = {
  jwtSecret: string;
  tokens: { accessTtlMin: number; refreshTtlDays: number };
};

async function issuePair(
  tx: DbOrTx,
  deps: SessionDeps,
  user: UserRow,
  familyId: string,
  now: Date,
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + deps.tokens.refreshTtlDays * 86_400_000);
  const accessExpiresAt = new Date(now.getTime() + deps.tokens.accessTtlMin * 60_000);
  await insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: refreshExpiresAt,
  });
  const accessToken = await signAccessToken(deps.jwtSecret, user, now, accessExpiresAt, familyId);
  return {
    access_token: accessToken,
    // JWT expiries are whole seconds; report the instant the token really stops working.
    accessTokenExpiresIn: new Date(Math.floor(accessExpiresAt.getTime() / 1000) * 1000).toISOString(),
    refresh_token: refreshToken,
    refreshTokenExpiresIn: refreshExpiresAt.toISOString(),
  };
}

/** A login: a new token family. Runs inside the caller's transaction. */
export function startSession(tx: DbOrTx, deps: SessionDeps, user: UserRow, now: Date) {
  return issuePair(tx, deps, user, randomUUID(), now);
}

export type RefreshResult = { ok: true; pair: TokenPair; user: UserRow } | { ok: false };

const isUsable = (user: UserRow | undefined, role: UserRole): user is UserRow =>
  !!user && user.role === role && user.isActive;

/**
 * Ends a login: its refresh tokens, and every access token it minted (they carry its family id as
 * `sid`), each of those until it would have expired: none is minted after `now`.
 */
async function revokeLogin(tx: DbOrTx, deps: SessionDeps, familyId: string, now: Date) {
  await revokeFamily(tx, familyId, now);
  const lastAccessExpiry = new Date(now.getTime() + deps.tokens.accessTtlMin * 60_000);
  await revokeSessionAccessTokens(tx, familyId, lastAccessExpiry);
}

/**
 * Exchanges a refresh token for a new pair (DESIGN.md §7). A token already rotated returns the same
 * successor pair within the grace window (two tabs refreshing at once); later, it is a stolen token
 * replayed, and its whole family is revoked, the access tokens it minted with it (whoever stole it may
 * hold one, and its sockets close).
 */
export async function refreshSession(
  db: Db,
  deps: SessionDeps,
  input: { refreshToken: string; role: UserRole; now: Date },
): Promise<RefreshResult> {
  const { refreshToken, role, now } = input;
  const tokenHash = hashRefreshToken(refreshToken);
  return inTransaction(db, async (tx): Promise<RefreshResult> => {
    const claimed = await claimForRotation(tx, tokenHash, role, now);
    if (claimed) {
      const user = (await findUserById(tx, claimed.userId))!;
      const pair = await issuePair(tx, deps, user, claimed.familyId, now);
      await setSuccessorBox(tx, claimed.id, sealSuccessor(refreshToken, deps.jwtSecret, pair));
      return { ok: true, pair, user };
    }
    const row = await findRefreshToken(tx, tokenHash);
    if (!row || row.revokedAt || !row.rotatedAt) return { ok: false };
    const isWithinGrace = now.getTime() - row.rotatedAt.getTime() <= ROTATION_GRACE_MS;
    const pair =
      isWithinGrace && row.successorBox
        ? openSuccessor(refreshToken, deps.jwtSecret, row.successorBox)
        : null;
    if (pair) {
      const user = await findUserById(tx, row.userId);
      return isUsable(user, role) ? { ok: true, pair, user } : { ok: false };
    }
    await revokeLogin(tx, deps, row.familyId, now);
    return { ok: false };
  });
}

/** A login that ended: its account and its refresh-token family (the access tokens' `sid`). */
export type EndedSession = { userId: number; sessionId: string };

/**
 * Logout: ends the login the refresh token belongs to (the token, any successor of it, and the access
 * tokens they minted). Returns that login, even one ended before (so what hangs on it, such as its
 * device's push subscription, can still go), or null for a token we never issued. In a transaction
 * opened by `inTransaction`.
 */
export async function endSession(
  db: DbOrTx,
  deps: SessionDeps,
  refreshToken: string,
  now: Date,
): Promise<EndedSession | null> {
  const row = await findRefreshToken(db, hashRefreshToken(refreshToken));
  if (!row) return null;
  // A login already ended (logout, reuse, a blocked account) has nothing left to revoke.
  if (!row.revokedAt) await revokeLogin(db, deps, row.familyId, now);
  return { userId: row.userId, sessionId: row.familyId };
}
