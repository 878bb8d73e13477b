import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, type UserRole, users } from '../../db/schema/index';

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert) {
  const rows = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  return rows[0]!.id;
}

/**
 * The rotation itself: one conditional UPDATE, so of any number of concurrent refreshes with the
 * same token exactly one claims it; the others see it rotated and take the grace path. A token of
 * another role or of a disabled account is not claimed, so it is refused without being spent.
 */
export async function claimForRotation(db: DbOrTx, tokenHash: string, role: UserRole, now: Date) {
  const usableAccounts = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.isActive, true)));
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
        inArray(refreshTokens.userId, usableAccounts),
      ),
    )
    .returning({ id: refreshTokens.id, userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return rows[0];
}

export async function setSuccessorBox(db: DbOrTx, id: number, box: string) {
  await db.update(refreshTokens).set({ successorBox: box }).where(eq(refreshTokens.id, id));
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every login of a user (a blocked passenger, a suspended driver). */
export async function revokeTokensOfUser(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
