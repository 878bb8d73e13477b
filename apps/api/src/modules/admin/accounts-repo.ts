import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
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

export async function findStaffById(db: DbOrTx, id: number, { forUpdate = false } = {}) {
  const select = db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row;
}

/** Accounts by email, each with how many sessions are live now. */
export async function listStaff(db: DbOrTx, now: Date, { offset, limit }: { offset: number; limit: number }) {
  const live = db
    .select({ staffId: staffSessions.staffId, n: count().as('n') })
    .from(staffSessions)
    .where(and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .groupBy(staffSessions.staffId)
    .as('live');
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: staffAccounts, liveSessions: sql<number>`coalesce(${live.n}, 0)::int` })
      .from(staffAccounts)
      .leftJoin(live, eq(live.staffId, staffAccounts.id))
      .orderBy(asc(staffAccounts.email))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(staffAccounts),
  ]);
  return { rows, total: total?.n ?? 0 };
}
