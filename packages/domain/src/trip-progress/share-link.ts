import type { TripStatus } from '../reference/trip-status';

// DESIGN.md §15: family can follow from confirmation until a day after check-out (time to look back at
// how the trip went), then the public page shows nothing.
export const SHARE_LINK_AFTER_CHECKOUT_MS = 24 * 60 * 60_000;

export type ShareLinkTrip = {
  status: TripStatus;
  checkedOutAt?: Date | null;
  /** When the passenger revoked this link, if they did. */
  revokedAt?: Date | null;
};

export function shareLinkExpiresAt(checkedOutAt: Date): Date {
  return new Date(checkedOutAt.getTime() + SHARE_LINK_AFTER_CHECKOUT_MS);
}

/** Whether a share link's public page shows the trip at `now`. */
export function shareLinkAlive(trip: ShareLinkTrip, now: Date): boolean {
  if (trip.revokedAt && trip.revokedAt.getTime() <= now.getTime()) return false;
  switch (trip.status) {
    // A pending cancellation may be declined: until then the car may still be on its way.
    case 'confirmed':
    case 'cancel_requested':
    case 'started':
      return true;
    case 'completed':
      return trip.checkedOutAt ? now.getTime() < shareLinkExpiresAt(trip.checkedOutAt).getTime() : false;
    default:
      return false;
  }
}

// A link per contact or group is plenty; more live links than this is a link being sprayed about.
export const MAX_LIVE_SHARE_LINKS = 10;
