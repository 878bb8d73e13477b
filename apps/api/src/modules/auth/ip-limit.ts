import type { DbOrTx } from '../../db/client';
import { addHit, deleteWindowsBefore } from './rate-counter-repo';

const HOUR_MS = 60 * 60 * 1000;

export type IpLimitScope = 'login' | 'verify' | 'lead' | 'staff-login' | 'staff-account';

/**
 * Counts one request from `ip` in the current clock hour (SMS pumping and code guessing). The counter
 * is in the database, so it holds across restarts and across every API process.
 */
export async function consumeIpAllowance(
  db: DbOrTx,
  input: { scope: IpLimitScope; ip: string; limitPerHour: number; now: Date },
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(input.now.getTime() / HOUR_MS) * HOUR_MS);
  const hits = await addHit(db, `${input.scope}:${input.ip}`, windowStart);
  // The first hit of a window is a cheap moment to forget windows no one reads any more.
  if (hits === 1) await deleteWindowsBefore(db, new Date(windowStart.getTime() - 24 * HOUR_MS));
  if (hits <= input.limitPerHour) return { allowed: true };
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + HOUR_MS - input.now.getTime()) / 1000);
  return { allowed: false, retryAfterSeconds };
}
