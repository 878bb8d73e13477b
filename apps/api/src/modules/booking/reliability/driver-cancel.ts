import type { DriverCancelTrip } from '@pothik/domain';
import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { lockDriverForBooking } from '../../drivers';
import { lockTrip } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import type { TripSmsSettings } from '../trips/trip-sms';
import { returnTripToBidding } from './return-to-bidding';

export const driverCancelRefusals = {
  notBooked: () => refuse('driverCancelNotAllowed'),
};

/**
 * POST /driver/trips/{id}/cancel (DESIGN.md §17): the booked driver gives a confirmed trip back with a
 * reason. Locks the driver then the trip (the accept's order), re-checks that the trip is still theirs
 * and confirmed, and returns it to bidding in one transaction.
 */
export async function cancelTripAsDriver(
  db: Db,
  input: {
    driverId: number;
    tripId: number;
    body: DriverCancelTrip;
    now: Date;
    bidTtlMin: number;
    sms: TripSmsSettings;
  },
) {
  return inTransaction(db, async (tx) => {
    await lockDriverForBooking(tx, input.driverId);
    const trip = await lockTrip(tx, input.tripId, 'update');
    if (!trip || trip.driverId !== input.driverId) throw tripNotFound();
    if (trip.status !== 'confirmed' || trip.confirmedAt === null) throw driverCancelRefusals.notBooked();
    const done = await returnTripToBidding(tx, {
      trip: { ...trip, driverId: input.driverId, confirmedAt: trip.confirmedAt },
      kind: 'cancelled',
      reason: input.body.reason,
      note: input.body.note || null,
      actor: 'driver',
      now: input.now,
      bidTtlMin: input.bidTtlMin,
      sms: input.sms,
    });
    if (!done) throw driverCancelRefusals.notBooked();
    return done;
  });
}
