import { DEFAULT_CANCEL_WINDOW_MIN } from '../reference/limits';
import type { TripStatus } from '../reference/trip-status';

/**
 * `cancel`: POST /user/trips/cancelled may cancel outright.
 * `request`: only POST /user/trip-cancel-request, resolved by an admin.
 * `none`: the trip can no longer be cancelled.
 */
export const cancelOptions = ['cancel', 'request', 'none'] as const;
export type CancelOption = (typeof cancelOptions)[number];

export type CancelPolicyInput = {
  status: TripStatus;
  pickupAt: Date;
  now: Date;
  windowMinutes?: number;
};

// DESIGN.md §5: requested trips cancel always; confirmed ones until CANCEL_WINDOW_MIN before pickup.
// A requested trip whose pickup has passed is expired (§6) even before the expiry job marks it so.
export function cancelOption({
  status,
  pickupAt,
  now,
  windowMinutes = DEFAULT_CANCEL_WINDOW_MIN,
}: CancelPolicyInput): CancelOption {
  if (status === 'requested') return shouldExpireTrip(status, pickupAt, now) ? 'none' : 'cancel';
  if (status !== 'confirmed') return 'none';
  const windowStart = pickupAt.getTime() - windowMinutes * 60_000;
  return now.getTime() <= windowStart ? 'cancel' : 'request';
}

/** DESIGN.md §6: a requested trip whose pickup time has passed without an accepted bid expires. */
export function shouldExpireTrip(status: TripStatus, pickupAt: Date, now: Date): boolean {
  return status === 'requested' && now.getTime() >= pickupAt.getTime();
}
