import type { FastifyReply } from 'fastify';
import { refuse } from '../../lib/errors';
import type { requireStaff } from './staff-session';

/**
 * Attempts per hour per address (a script trying many accounts). One account being guessed is slowed
 * by its own backoff (login-backoff.ts), which never refuses a right password once its wait is over.
 */
export const LOGIN_PER_IP = 30;
/**
 * TOTP codes per account per 15 minutes, a bucket of its own (keyed by the account's id, which no login
 * can name): five guesses at three live codes in a million, 480 a day at most.
 */
export const TOTP_TRIES = 5;
export const TOTP_WINDOW_MS = 15 * 60_000;

/** What the /admin/api/auth routes share: their document tags and security, and the sign-in guard. */
export type StaffAuthRouteParts = {
  tags: string[];
  security: { staffSession: never[] }[];
  signingIn: ReturnType<typeof requireStaff>;
};

/** A 429 with Retry-After when the allowance is spent. */
export async function refuseWhenSpent(
  reply: FastifyReply,
  verdict: Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>,
) {
  const spent = await verdict;
  if (spent.allowed) return;
  reply.header('retry-after', String(spent.retryAfterSeconds));
  throw refuse('tooManyRequests', 429);
}
