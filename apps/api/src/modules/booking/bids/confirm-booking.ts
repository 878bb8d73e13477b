import type { DbOrTx } from '../../../db/client';
import type { HeldFare } from '../../../db/schema/index';
import { createTripCode } from '../safety/trip-code';
import { autoShareBooking } from '../share/share-sms';
import { type TripRow, transitionTrip } from '../trips/repo';
import type { TripEvent } from '../trips/trip-events';
import { pushBooked } from '../trips/trip-pushes';
import { enqueueTripSms, type TripSmsSettings } from '../trips/trip-sms';
import { bidRefusals } from './bid-errors';
import { bidEvents } from './bid-events';
import { bidsOfTripOrWithIds, closeActiveBid, endActiveBids, listActiveBidTripsOfDriver } from './repo';
import { busyWindow, windowsOverlap } from './trip-window';

export type BookingInput = {
  /** The trip, locked and still requested. */
  trip: TripRow;
  passengerId: number;
  bidId: number;
  fare: HeldFare;
  now: Date;
  sms: TripSmsSettings;
  /** A paid advance's bid may be past its own expiry: the hold kept it for the passenger. */
  isHeld?: boolean;
};

/**
 * The booking itself, in the caller's transaction, its locks already taken (the driver, then the trip):
 * the bid accepted, the trip confirmed with the fare calculateFare made, its trip code, the pushes and
 * SMS to both, a live link texted to the contacts who follow every trip, and the trip's other bids and the driver's overlapping ones rejected. Called by accepting a
 * bid that needs no advance, and by the advance's capture (booking/advance).
 */
export async function confirmBooking(
  tx: DbOrTx,
  { trip, passengerId, bidId, fare, now, sms, isHeld }: BookingInput,
) {
  const accepted = await closeActiveBid(tx, { id: bidId, to: 'accepted', now, ignoreExpiry: isHeld });
  if (!accepted) throw bidRefusals.unavailable();
  const confirmed = await transitionTrip(tx, {
    tripId: trip.id,
    passengerId,
    from: 'requested',
    to: 'confirmed',
    actor: 'passenger',
    now,
    set: { driverId: accepted.driverId, ...fare, confirmedAt: now },
  });
  if (!confirmed) throw bidRefusals.unavailable();
  // The code the driver's app shows and the passenger types at check-in (docs/decisions/0019).
  await createTripCode(tx, trip.id, now);
  await pushBooked(tx, { ...confirmed, total: confirmed.total ?? fare.total }, accepted.driverId, now);

  const window = busyWindow(trip);
  const overlapping = (await listActiveBidTripsOfDriver(tx, accepted.driverId))
    .filter((b) => b.tripId !== trip.id && windowsOverlap(busyWindow(b), window))
    .map((b) => b.bidId);
  const ended = await endActiveBids(tx, bidsOfTripOrWithIds(trip.id, overlapping), {
    outcome: 'rejected',
    now,
  });

  // The booking's SMS to both, in this transaction: a lost race rolls them back with the rest.
  await enqueueTripSms(tx, { tripId: trip.id, event: { kind: 'booked' }, now, settings: sms });
  await autoShareBooking(tx, { trip: confirmed, now, settings: sms });

  const events: TripEvent[] = [
    { type: 'trip.updated', trip_id: trip.id },
    ...bidEvents('bid.updated', [accepted, ...ended]),
  ];
  return { confirmed, events };
}
