import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authRateCounters, otpChallenges, refreshTokens, smsOutbox } from '../../db/schema/index';
import { deleteLapsedRevocations } from './access-token-denylist';
import { deleteLapsedGoogleNonces } from './google-nonce';

const HOUR_MS = 3_600_000;
// Codes count towards the Dhaka day's limit, and the rate counters are hourly windows: each row is
// kept a little past the longest window that still reads it.
const OTP_KEEP_MS = 48 * HOUR_MS;
const RATE_COUNTER_KEEP_MS = 2 * HOUR_MS;
const SMS_OUTBOX_KEEP_MS = 48 * HOUR_MS;

/**
 * Deletes the auth rows nothing reads any more: one-time codes past every limit window, refresh
 * tokens past their expiry (a spent or revoked one too: its family is over once all have expired),
 * old rate counters, the dev SMS outbox, deny-list entries whose token has expired, and the spent
 * nonces of Google ID tokens that have expired.
 */
export async function deleteLapsedAuthRows(db: DbOrTx, now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before(OTP_KEEP_MS)));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db.delete(authRateCounters).where(lt(authRateCounters.windowStart, before(RATE_COUNTER_KEEP_MS)));
  await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before(SMS_OUTBOX_KEEP_MS)));
  await deleteLapsedRevocations(db, now);
  await deleteLapsedGoogleNonces(db, now);
}
