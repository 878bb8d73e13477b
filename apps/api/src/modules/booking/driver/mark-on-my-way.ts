import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { findAccount } from '../../auth';
import { advancePaidByTrip } from '../../payments';
import { findTripOfDriver, recordOnMyWay } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { pushDriverOnMyWay } from '../trips/trip-pushes';
import { enqueueTripSms, type TripSmsSettings } from '../trips/trip-sms';
import { toDriverTripView } from './trip-views';

const onMyWayRefusals = {
  notConfirmed: () => refuse('onMyWayNotAllowed'),
  already: () => refuse('onMyWayAlreadyMarked'),
};

/**
 * POST /driver/trips/{id}/on-my-way (DESIGN.md §15): the booked driver set off for the pickup. Stamped
 * once, before arrival, in the timeline as a confirmed → confirmed event noted `on_my_way`; from here
 * the trip takes the driver's positions. The passenger hears by push and SMS.
 */
export async function markOnMyWay(
  db: Db,
  { driverId, tripId, now, sms }: { driverId: number; tripId: number; now: Date; sms: TripSmsSettings },
) {
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfDriver(tx, tripId, driverId);
    if (!trip) throw tripNotFound();
    if (trip.status !== 'confirmed') throw onMyWayRefusals.notConfirmed();
    if (trip.onMyWayAt || trip.arrivedAt) throw onMyWayRefusals.already();
    const marked = await recordOnMyWay(tx, { tripId, driverId, now });
    // The passenger checked in or cancelled (or another tap won) between the read and the update.
    if (!marked) throw onMyWayRefusals.notConfirmed();
    await pushDriverOnMyWay(tx, marked, now);
    await enqueueTripSms(tx, { tripId, event: { kind: 'driver_on_my_way' }, now, settings: sms });
    const passenger = (await findAccount(tx, marked.passengerId))!;
    const advancePaid = (await advancePaidByTrip(tx, [marked.id])).get(marked.id);
    return toDriverTripView(marked, { driverId, passenger, advancePaid });
  });
}
