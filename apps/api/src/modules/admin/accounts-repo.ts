import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type StaffRole, staffAccounts, staffSessions } from '../../db/schema/index';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function findStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase()));
  return row;
}

export async function insertStaff(
  db: DbOrTx,
  values: { email: string; passwordHash: string; role: StaffRole; now: Date },
): Promise<StaffAccountRow> {
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: values.email.toLowerCase(),
      passwordHash: values.passwordHash,
      role: values.role,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  change: Partial<Pick<StaffAccountRow, 'passwordHash' | 'role' | 'totpSecret' | 'totpEnabled' | 'isActive'>>,
  now: Date,
) {
  const [row] = await db
    .update(staffAccounts)
    .set({ ...change, updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row;
}

export async function insertSession(
  db: DbOrTx,
  values: { staffId: number; tokenHash: string; csrfToken: string; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: values.staffId,
      tokenHash: values.tokenHash,
      csrfToken: values.csrfToken,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

/** A live session (not revoked, not expired) and its account. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function markSessionTotpVerified(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(staffSessions).set({ totpVerifiedAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of an account (suspension, password change). */
export async function revokeSessionsOf(db: DbOrTx, staffId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
