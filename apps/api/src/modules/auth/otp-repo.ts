import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpChallenges, type UserRole } from '../../db/schema/index';

// Any constant: the first key of the two-int advisory lock space, so these locks never meet others.
const OTP_LOCK_SPACE = 727_002;

/** Serialises all code work on one mobile (login and verify) across every API process. */
export async function lockMobile(tx: DbOrTx, mobile: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${OTP_LOCK_SPACE}::int, hashtext(${mobile}))`);
}

/**
 * Codes sent to one account (a mobile in a role) since `since`, newest first: a passenger's codes do
 * not use up the same number's driver login.
 */
export function listChallengesSince(db: DbOrTx, mobile: string, role: UserRole, since: Date) {
  return db
    .select({ id: otpChallenges.id, createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.role, role), gt(otpChallenges.createdAt, since)),
    )
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id));
}

export async function insertChallenge(db: DbOrTx, values: typeof otpChallenges.$inferInsert) {
  const rows = await db.insert(otpChallenges).values(values).returning({ id: otpChallenges.id });
  return rows[0]!.id;
}

/** Voids a code that never reached the phone: it neither counts toward a limit nor delays a resend. */
export async function deleteChallenge(db: DbOrTx, id: number) {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/** Only the newest code of an account counts: sending a new one replaces the old. */
export async function findLatestChallenge(db: DbOrTx, mobile: string, role: UserRole) {
  const rows = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.role, role)))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return rows[0];
}

/** Counts a wrong try if the code is still open; returns the new count, or undefined when it was not. */
export async function recordWrongTry(db: DbOrTx, id: number, maxTries: number) {
  const rows = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt), lt(otpChallenges.attempts, maxTries)),
    )
    .returning({ attempts: otpChallenges.attempts });
  return rows[0]?.attempts;
}

/** Uses the code up, only if it is still open at `now`; true when this call used it. */
export async function consumeChallenge(db: DbOrTx, id: number, now: Date, maxTries: number) {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, maxTries),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
