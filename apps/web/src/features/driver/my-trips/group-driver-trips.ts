import type { DriverTripItem } from '../driver-api';

export type DriverTripGroups = {
  /** Booked, the passenger has checked in. */
  ongoing: DriverTripItem[];
  /** Booked, not started yet. */
  upcoming: DriverTripItem[];
  /** The driver's live bid waits for the passenger's answer. */
  waiting: DriverTripItem[];
  /** Done, or no longer this driver's to drive (cancelled, another driver chosen, withdrawn). */
  past: DriverTripItem[];
};

/**
 * The driver's bids grouped by what the driver has to do next. A trip bid on twice (a bid replaced)
 * shows once, by its newest bid: the API lists bids newest first.
 */
export function groupDriverTrips(items: readonly DriverTripItem[]): DriverTripGroups {
  const groups: DriverTripGroups = { ongoing: [], upcoming: [], waiting: [], past: [] };
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.trip.id)) continue;
    seen.add(item.trip.id);
    const status = item.trip.status;
    if (item.bid.status === 'accepted' && status === 'started') groups.ongoing.push(item);
    else if (item.bid.status === 'accepted' && (status === 'confirmed' || status === 'cancel_requested'))
      groups.upcoming.push(item);
    else if (item.bid.status === 'active' && status === 'requested') groups.waiting.push(item);
    else groups.past.push(item);
  }
  // Soonest pickup first for what is ahead; the API's newest-first order suits the past.
  const byPickup = (a: DriverTripItem, b: DriverTripItem) => a.trip.pickup_at.localeCompare(b.trip.pickup_at);
  groups.upcoming.sort(byPickup);
  groups.waiting.sort(byPickup);
  return groups;
}
