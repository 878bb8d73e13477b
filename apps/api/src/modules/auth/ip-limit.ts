import type { DbOrTx } from '../../db/client';
import { ipLimitKey } from '../../lib/ip-limit-key';
import { addHit, deleteWindowsBefore } from './rate-counter-repo';

const HOUR_MS = 60 * 60 * 1000;

export type IpLimitScope = 'login' | 'verify' | 'google' | 'lead' | 'staff-login' | 'ticket';
/** Limits keyed by an account rather than an address (a staff email, an account's id). */
export type AccountLimitScope = 'staff-totp' | 'picture-upload' | 'push-subscribe' | 'ticket-mobile';

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt under `scope:key` in the current window (a clock hour unless `windowMs` says
 * otherwise). The counter is in the database, so it holds across restarts and across every API process.
 */
export async function consumeAllowance(
  db: DbOrTx,
  input: {
    scope: IpLimitScope | AccountLimitScope;
    key: string;
    limit: number;
    now: Date;
    windowMs?: number;
  },
): Promise<Allowance> {
  const windowMs = input.windowMs ?? HOUR_MS;
  const windowStart = new Date(Math.floor(input.now.getTime() / windowMs) * windowMs);
  const hits = await addHit(db, `${input.scope}:${input.key}`, windowStart);
  // The first hit of a window is a cheap moment to forget windows no one reads any more.
  if (hits === 1) await deleteWindowsBefore(db, new Date(windowStart.getTime() - 24 * HOUR_MS));
  if (hits <= input.limit) return { allowed: true };
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - input.now.getTime()) / 1000);
  return { allowed: false, retryAfterSeconds };
}

/**
 * Counts one request from `ip` in the current clock hour (SMS pumping and code guessing). An IPv6 client
 * counts per /64, an IPv4-mapped address as IPv4 (lib/ip-limit-key.ts).
 */
export function consumeIpAllowance(
  db: DbOrTx,
  input: { scope: IpLimitScope; ip: string; limitPerHour: number; now: Date },
): Promise<Allowance> {
  return consumeAllowance(db, {
    scope: input.scope,
    key: ipLimitKey(input.ip),
    limit: input.limitPerHour,
    now: input.now,
  });
}
