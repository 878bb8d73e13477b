import type { DbOrTx } from '../../../db/client';
import { listBookedTripsOfDrivers, listTripsAwaitingDemoBids, type TripRow } from '../trips/repo';
import { type BidRow, bidPairKey, listBidPairs } from './repo';
import { busyWindow, type WindowFields, windowsOverlap } from './trip-window';

// What the demo fleet may ask of booking before it bids through placeBidInTx as a driver would: the
// trips it may still answer, which of its drivers are booked over a trip, and which answers it gave.

export type { BidRow, TripRow };

/**
 * Requested trips created in (since, until] that still pick up after `now`: the trips demo drivers
 * may still answer. Oldest first, so a backlog is worked off in the order passengers asked.
 */
export function tripsAwaitingDemoBids(
  db: DbOrTx,
  window: { since: Date; until: Date; now: Date; limit: number },
) {
  return listTripsAwaitingDemoBids(db, window);
}

/**
 * These drivers' bookings, as a function of a trip: the drivers booked over its window, whom placeBid
 * would refuse round after round (DESIGN.md §8).
 */
export async function bookedDriversOver(
  tx: DbOrTx,
  driverIds: readonly number[],
): Promise<(trip: WindowFields) => Set<number>> {
  const bookings = await listBookedTripsOfDrivers(tx, driverIds);
  return (trip) => {
    const window = busyWindow(trip);
    return new Set(
      bookings.flatMap((b) =>
        b.driverId !== null && windowsOverlap(busyWindow(b), window) ? [b.driverId] : [],
      ),
    );
  };
}

/** Those of `answers` whose driver has no bid on the trip in any status: a demo driver answers once, ever. */
export async function withoutBidsYet<T extends { tripId: number; driverId: number }>(
  tx: DbOrTx,
  answers: T[],
): Promise<T[]> {
  const taken = await listBidPairs(
    tx,
    [...new Set(answers.map((a) => a.tripId))],
    [...new Set(answers.map((a) => a.driverId))],
  );
  return answers.filter((a) => !taken.has(bidPairKey(a.tripId, a.driverId)));
}
