import { DEFAULT_BID_TTL_MIN } from '../reference/limits';

/** DESIGN.md §6: a bid lives BID_TTL_MIN minutes or until pickup, whichever comes first. */
export function bidExpiresAt(
  createdAt: Date,
  pickupAt: Date,
  ttlMinutes: number = DEFAULT_BID_TTL_MIN,
): Date {
  const ttlEnd = createdAt.getTime() + ttlMinutes * 60_000;
  return new Date(Math.min(ttlEnd, pickupAt.getTime()));
}

export function isBidExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}
