import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAuthBackoff } from '../../db/schema/index';

/**
 * Password guessing against one staff account is slowed, never stopped: the first FREE_FAILURES
 * failures cost nothing; each one after them makes the bucket wait before its next attempt is even
 * checked, twice as long as the last wait, up to MAX_WAIT_MS. An attempt during the wait is refused
 * (429 with Retry-After) and changes nothing, so hammering does not stretch the wait, and once it is
 * over a correct password always gets in: whoever guesses cannot lock the owner out, and at most
 * FREE_FAILURES + 96 guesses a day get checked. The streak ends with a success or after a quiet day.
 *
 * Each attempt is counted as a failure before the password is checked (one locked row, so concurrent
 * attempts cannot all slip through one free slot) and the bucket is cleared when it turns out right.
 */
export const FREE_FAILURES = 10;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
const QUIET_MS = 24 * 60 * 60_000;

/** The wait after the `failures`-th failure in a row (0 while they are free). */
export function waitAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_MS);
}

export type BackoffBucket = `login:${string}` | `password:${number}`;
export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims the right to check one attempt in `bucket`, counting it as a failure until `clearBackoff`
 * says otherwise; refused while the bucket waits.
 */
export async function claimAttempt(db: DbOrTx, bucket: BackoffBucket, now: Date): Promise<AttemptVerdict> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(staffAuthBackoff)
      .values({ bucket, failures: 0, lastFailureAt: now })
      .onConflictDoNothing()
      .returning({ bucket: staffAuthBackoff.bucket });
    // A new bucket is a cheap moment to forget the streaks that ended a quiet day ago.
    if (created.length > 0) {
      await tx
        .delete(staffAuthBackoff)
        .where(lt(staffAuthBackoff.lastFailureAt, new Date(now.getTime() - QUIET_MS)));
    }
    const [row] = await tx
      .select()
      .from(staffAuthBackoff)
      .where(eq(staffAuthBackoff.bucket, bucket))
      .for('update');
    if (row?.nextAllowedAt && row.nextAllowedAt > now) {
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((row.nextAllowedAt.getTime() - now.getTime()) / 1000),
      };
    }
    const isStreak = row && now.getTime() - row.lastFailureAt.getTime() < QUIET_MS;
    const failures = (isStreak ? row.failures : 0) + 1;
    const wait = waitAfter(failures);
    await tx
      .update(staffAuthBackoff)
      .set({ failures, lastFailureAt: now, nextAllowedAt: wait > 0 ? new Date(now.getTime() + wait) : null })
      .where(eq(staffAuthBackoff.bucket, bucket));
    return { allowed: true };
  });
}

/** The attempt was right: the streak is over. */
export async function clearBackoff(db: DbOrTx, bucket: BackoffBucket) {
  await db.delete(staffAuthBackoff).where(eq(staffAuthBackoff.bucket, bucket));
}
