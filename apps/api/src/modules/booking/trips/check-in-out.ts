import type { CheckInOut } from '@pothik/domain';
import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { recordCompletedTrip } from '../../drivers';
import type { StaffAlertSettings } from '../safety/incidents';
import { checkTripCodeInTx, type TripCodeCheck } from '../safety/trip-code';
import { cancelRefusals } from './cancel-trip';
import { findTripOfPassenger, transitionTrip } from './repo';
import { tripNotFound } from './trip-errors';
import { announceTripListChange } from './trip-list-changes';
import { pushCheckedInOrOut } from './trip-pushes';
import { enqueueTripSms, type TripSmsSettings } from './trip-sms';

const checkRefusals = {
  checkIn: () => refuse('checkInNotAllowed'),
  checkOut: () => refuse('checkOutNotAllowed'),
};

export type TripCodeRefused = Extract<TripCodeCheck, { ok: false }>;

/**
 * POST /user/check-in-out: check_in moves a confirmed trip to started, check_out a started one to
 * completed and counts it for the driver. The driver's row is updated before the trip's, the order
 * accept-bid locks them in, so the two never wait on each other in a cycle. A check-in needs the trip
 * code the driver's app shows (docs/decisions/0019): a wrong one is counted in this transaction, which
 * commits, and comes back as `{ refused }` for the route to answer 400.
 */
export async function checkInOut(
  db: Db,
  {
    passengerId,
    body,
    now,
    sms,
    alerts,
  }: { passengerId: number; body: CheckInOut; now: Date; sms: TripSmsSettings; alerts: StaffAlertSettings },
) {
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfPassenger(tx, body.trip_id, passengerId);
    if (!trip) throw tripNotFound();
    const isCheckIn = body.action === 'check_in';
    if (isCheckIn && trip.status !== 'confirmed') throw checkRefusals.checkIn();
    if (!isCheckIn && trip.status !== 'started') throw checkRefusals.checkOut();
    if (isCheckIn) {
      const code = await checkTripCodeInTx(tx, { trip, code: body.trip_code, now, alerts });
      if (!code.ok) return { refused: code, trip: null };
    }
    if (!isCheckIn && trip.driverId !== null) {
      await recordCompletedTrip(tx, trip.driverId, now);
      // The driver's count of trips is on every card of theirs, in any passenger's list.
      await announceTripListChange(tx);
    }
    const changed = await transitionTrip(tx, {
      tripId: trip.id,
      passengerId,
      from: trip.status,
      to: isCheckIn ? 'started' : 'completed',
      actor: 'passenger',
      now,
      set: isCheckIn ? { startedAt: now } : { completedAt: now },
    });
    // A concurrent cancel or a second tab's check-in got there first; the rollback undoes the count.
    if (!changed) throw cancelRefusals.changedMeanwhile();
    await pushCheckedInOrOut(tx, changed, body.action, now);
    // The thank-you with the survey's link, once the trip is done.
    if (!isCheckIn)
      await enqueueTripSms(tx, { tripId: trip.id, event: { kind: 'trip_completed' }, now, settings: sms });
    return { refused: null, trip: changed };
  });
}
