import { and, asc, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type StaffRole, staffAccounts, staffSessions } from '../../db/schema/index';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/**
 * An email as accounts are stored, looked up and throttled: trimmed and lower-cased, so ` Admin@X` and
 * `admin@x` are one account and one login bucket.
 */
export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normaliseStaffEmail(email)));
  return row;
}

export async function insertStaff(
  db: DbOrTx,
  values: { email: string; passwordHash: string; role: StaffRole; now: Date; mustChangePassword?: boolean },
): Promise<StaffAccountRow> {
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: normaliseStaffEmail(values.email),
      passwordHash: values.passwordHash,
      role: values.role,
      mustChangePassword: values.mustChangePassword ?? false,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  change: Partial<
    Pick<
      StaffAccountRow,
      | 'passwordHash'
      | 'role'
      | 'totpSecret'
      | 'totpEnabled'
      | 'totpLastStep'
      | 'isActive'
      | 'mustChangePassword'
      | 'consoleLanguage'
    >
  >,
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
  values: {
    staffId: number;
    tokenHash: string;
    csrfToken: string;
    now: Date;
    expiresAt: Date;
    totpVerifiedAt?: Date;
  },
) {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: values.staffId,
      tokenHash: values.tokenHash,
      csrfToken: values.csrfToken,
      totpVerifiedAt: values.totpVerifiedAt ?? null,
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

/**
 * Records `step` as the account's last accepted TOTP step, unless a code of that step or a later one was
 * already accepted (a replay, or the same code sent twice at once): then false.
 */
export async function acceptTotpStep(db: DbOrTx, staffId: number, step: number) {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of an account (suspension, a new password), but `keep` when given. */
export async function revokeSessionsOf(db: DbOrTx, staffId: number, now: Date, keep?: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep === undefined ? undefined : ne(staffSessions.id, keep),
      ),
    );
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
