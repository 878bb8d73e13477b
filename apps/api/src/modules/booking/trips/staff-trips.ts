import { reliabilitySince } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { passengerCancelCounts } from '../reliability/repo';
import { findLatestPosition, listTrack } from '../tracking/positions-repo';
import { listCancelRequests, listTimeline } from './repo';
import {
  findTripForStaff,
  listAllBidsOfTrip,
  listTripsForStaff,
  type StaffTripFilter,
  type StaffTripRow,
} from './staff-trips-repo';

// Trips for the staff console: every trip, searched and filtered; one trip with its timeline and every
// bid it received; and the passengers' cancel requests waiting for a decision.

export type { StaffTripFilter, StaffTripRow };

type Page = { offset: number; limit: number };

/** Trips newest pickup first, a page at a time, with the passenger and the driver. */
export function listTripsForConsole(db: DbOrTx, filter: StaffTripFilter, page: Page) {
  return listTripsForStaff(db, filter, page);
}

/** The trip, its status changes in order and its bids (live or not, first first); undefined if none. */
export async function tripForConsole(
  db: DbOrTx,
  tripId: number,
  { now, windowMinutes }: { now: Date; windowMinutes: number },
) {
  const row = await findTripForStaff(db, tripId);
  if (!row) return undefined;
  const [timeline, bids, position, track, passengers] = await Promise.all([
    listTimeline(db, row.trip.id),
    listAllBidsOfTrip(db, row.trip.id),
    // Staff see where the car is and, for a dispute, its thinned track up to it (DESIGN.md §15).
    findLatestPosition(db, row.trip.id),
    listTrack(db, row.trip.id),
    // The passenger's cancellations of booked trips over 90 days (DESIGN.md §17).
    passengerCancelCounts(db, [row.trip.passengerId], { since: reliabilitySince(now), windowMinutes }),
  ]);
  return {
    row,
    timeline,
    bids,
    position,
    track,
    passengerCancellations: passengers.get(row.trip.passengerId)!,
  };
}

/** Trips whose passenger asked to cancel, the longest waiting first. */
export function cancelRequestsForConsole(db: DbOrTx, page: Page) {
  return listCancelRequests(db, page);
}
