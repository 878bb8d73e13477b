import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bids, trips } from '../../db/schema/index';
import { bidEvents } from './bids/bid-events';
import { activeBidsOfTrips, endActiveBids } from './bids/repo';
import { transitionTrip } from './trips/repo';
import type { TripEvent } from './trips/trip-events';

/** What staff read on a trip a blocked passenger's account took down (its cancel note and timeline). */
export const PASSENGER_BLOCKED_NOTE = 'Cancelled by staff: the passenger’s account was blocked.';

/**
 * A driver staff suspended: their active bids end (rejected) in the suspending
 * transaction, so no passenger can accept one any more. Returns the events to publish after commit:
 * the passengers watching see the bids go, the driver hears of their own.
 */
export async function endBidsOfSuspendedDriver(
  tx: DbOrTx,
  driverId: number,
  now: Date,
): Promise<TripEvent[]> {
  const ended = await endActiveBids(tx, eq(bids.driverId, driverId), { outcome: 'rejected', now });
  return bidEvents('bid.updated', ended);
}

/**
 * A passenger staff blocked: their open requests are cancelled by staff with a note staff read in the
 * console, and the bids on them rejected. Returns the events to publish after commit: the drivers who
 * bid hear that their bids ended, the open-trips lists drop the requests.
 */
export async function cancelRequestsOfBlockedPassenger(
  tx: DbOrTx,
  passengerId: number,
  now: Date,
): Promise<TripEvent[]> {
  const open = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.passengerId, passengerId), eq(trips.status, 'requested')))
    .orderBy(asc(trips.id))
    .for('update');
  const events: TripEvent[] = [];
  const cancelled: number[] = [];
  for (const { id } of open) {
    const changed = await transitionTrip(tx, {
      tripId: id,
      from: 'requested',
      to: 'cancelled',
      actor: 'admin',
      now,
      note: PASSENGER_BLOCKED_NOTE,
      set: { cancelledAt: now, cancelNote: PASSENGER_BLOCKED_NOTE },
    });
    if (changed) {
      cancelled.push(changed.id);
      events.push({ type: 'trip.updated', trip_id: changed.id });
    }
  }
  if (cancelled.length === 0) return events;
  const ended = await endActiveBids(tx, activeBidsOfTrips(cancelled), { outcome: 'rejected', now });
  return [...events, ...bidEvents('bid.updated', ended)];
}
