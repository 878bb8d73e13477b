import type { DbOrTx } from '../../db/client';
import { addHit, readHits } from './rate-counter-repo';

const MINUTE_MS = 60_000;
// One counter for every number and both roles: SMS pumping spreads over many numbers and addresses,
// which the per-number and per-address limits each let through.
const BUCKET = 'login-sms';

export type LoginSmsVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** This refusal starts a pause: the minute before was under the ceiling. Staff are told once. */
      startsPause: boolean;
      retryAfterSeconds: number;
    };

/**
 * Counts one login code about to be handed to the gateway in the current clock minute, across every API
 * process (the counter is a row in PostgreSQL), and says whether it stays under `perMinute`.
 */
export async function consumeLoginSmsAllowance(
  db: DbOrTx,
  { perMinute, now }: { perMinute: number; now: Date },
): Promise<LoginSmsVerdict> {
  const windowStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const hits = await addHit(db, BUCKET, new Date(windowStart));
  if (hits <= perMinute) return { allowed: true };
  const startsPause =
    hits === perMinute + 1 && (await readHits(db, BUCKET, new Date(windowStart - MINUTE_MS))) <= perMinute;
  return {
    allowed: false,
    startsPause,
    retryAfterSeconds: Math.ceil((windowStart + MINUTE_MS - now.getTime()) / 1000),
  };
}

/** The email that tells staff login codes have stopped going out. */
export function loginSmsPauseEmail(to: string, { perMinute, now }: { perMinute: number; now: Date }) {
  return {
    to,
    subject: `Login codes paused: more than ${perMinute} a minute`,
    text: [
      `At ${now.toISOString()} the site was asked for more than ${perMinute} login codes within one minute,`,
      'the ceiling set by OTP_SMS_PER_MINUTE. Codes above it are not sent: people who ask are told to try',
      'again in a minute, and sending resumes by itself at the next minute under the ceiling.',
      '',
      'This is often SMS pumping (someone making the site send codes to numbers they are paid for). Look at',
      'the API log for the numbers and addresses asking, and at the gateway’s bill. If the traffic is real,',
      'raise OTP_SMS_PER_MINUTE.',
      '',
      'This email is sent once per pause.',
    ].join('\n'),
  };
}
