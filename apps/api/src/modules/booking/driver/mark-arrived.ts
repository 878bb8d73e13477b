import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { findAccount } from '../../auth';
import { advancePaidByTrip } from '../../payments';
import { findTripOfDriver, recordArrival } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { pushDriverArrived } from '../trips/trip-pushes';
import { enqueueTripSms, type TripSmsSettings } from '../trips/trip-sms';
import { toDriverTripView } from './trip-views';

const arrivalRefusals = {
  notConfirmed: () => refuse('arrivalNotAllowed'),
  already: () => refuse('arrivalAlreadyMarked'),
};

/**
 * POST /driver/trips/{id}/arrived: the booked driver is at the pickup. Stamped once, in the trip's
 * timeline as a `driver_arrived` event; the status stays confirmed until the passenger checks in.
 */
export async function markArrived(
  db: Db,
  { driverId, tripId, now, sms }: { driverId: number; tripId: number; now: Date; sms: TripSmsSettings },
) {
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfDriver(tx, tripId, driverId);
    if (!trip) throw tripNotFound();
    if (trip.status !== 'confirmed') throw arrivalRefusals.notConfirmed();
    if (trip.arrivedAt) throw arrivalRefusals.already();
    const arrived = await recordArrival(tx, { tripId, driverId, now });
    // The passenger checked in or cancelled between the read and the update.
    if (!arrived) throw arrivalRefusals.notConfirmed();
    await pushDriverArrived(tx, arrived, now);
    await enqueueTripSms(tx, { tripId, event: { kind: 'driver_arrived' }, now, settings: sms });
    const passenger = (await findAccount(tx, arrived.passengerId))!;
    const advancePaid = (await advancePaidByTrip(tx, [arrived.id])).get(arrived.id);
    return toDriverTripView(arrived, { driverId, passenger, advancePaid });
  });
}
