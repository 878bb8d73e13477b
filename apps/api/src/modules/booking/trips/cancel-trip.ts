import {
  type CancelOption,
  type CancelTrip,
  cancelOption,
  type TripStatus,
  validationMessage,
} from '@pothik/domain';
import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { releasePromoUse } from '../../promos';
import { bidEvents } from '../bids/bid-events';
import { activeBidsOfTrips, endActiveBids } from '../bids/repo';
import { refundCarriedAdvances } from '../reliability/carried-advance';
import { refundAdvanceOf } from './advance-refund';
import { findActiveReason } from './cancel-reasons-repo';
import { findTripOfPassenger, transitionTrip } from './repo';
import { tripNotFound } from './trip-errors';
import type { TripEvent } from './trip-events';
import { pushTripCancelled } from './trip-pushes';

/** `cancel`: POST /user/trips/cancelled. `request`: POST /user/trip-cancel-request (resolved by an admin). */
export type CancelMode = Exclude<CancelOption, 'none'>;

export const cancelRefusals = {
  requestInstead: () => refuse('cancelRequestRequired'),
  cancelInstead: () => refuse('cancelDirectly'),
  alreadyRequested: () => refuse('cancelRequestPending'),
  notCancellable: () => refuse('tripNotCancellable'),
  changedMeanwhile: () => refuse('tripStatusConflict'),
};

/** Why a trip whose option is not the one asked for is refused. */
function refusal(option: CancelOption, status: TripStatus) {
  if (option === 'request') return cancelRefusals.requestInstead();
  if (option === 'cancel') return cancelRefusals.cancelInstead();
  return status === 'cancel_requested' ? cancelRefusals.alreadyRequested() : cancelRefusals.notCancellable();
}

/**
 * Cancels a trip (requested: always; confirmed: until the window before pickup) or asks to (confirmed,
 * inside the window), as `cancelOption` decides. One transaction: the status the decision was made on
 * is re-checked by the UPDATE, so a trip that changed meanwhile (the expiry job, a second tab) is refused.
 * A cancelled requested trip rejects its open bids; a cancelled confirmed one gives its promo use back.
 * Returns the trip and the events to publish after commit.
 */
export async function cancelTrip(
  db: Db,
  input: { passengerId: number; body: CancelTrip; mode: CancelMode; now: Date; windowMinutes: number },
) {
  const { passengerId, body, mode, now, windowMinutes } = input;
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfPassenger(tx, body.trip_id, passengerId);
    if (!trip) throw tripNotFound();
    if (!(await findActiveReason(tx, body.reason_id))) {
      throw refuse('validationError', 422, {
        reason_id: [validationMessage('reasonRequired')],
      });
    }
    const option = cancelOption({ status: trip.status, pickupAt: trip.pickupAt, now, windowMinutes });
    if (option !== mode) throw refusal(option, trip.status);
    const changed = await transitionTrip(tx, {
      tripId: trip.id,
      passengerId,
      from: trip.status,
      to: mode === 'cancel' ? 'cancelled' : 'cancel_requested',
      actor: 'passenger',
      now,
      note: body.note || null,
      set: {
        cancelReasonId: body.reason_id,
        cancelNote: body.note || null,
        ...(mode === 'cancel' ? { cancelledAt: now } : {}),
      },
    });
    if (!changed) throw cancelRefusals.changedMeanwhile();
    const events: TripEvent[] = [{ type: 'trip.updated', trip_id: changed.id }];
    if (changed.status === 'cancelled' && trip.status === 'confirmed') {
      await releasePromoUse(tx, changed.id);
      await pushTripCancelled(tx, changed, now);
      await refundAdvanceOf(tx, changed, 'passenger', now);
    }
    if (changed.status === 'cancelled' && trip.status === 'requested') {
      const ended = await endActiveBids(tx, activeBidsOfTrips([changed.id]), { outcome: 'rejected', now });
      // An advance carried over from a booking its driver gave back (DESIGN.md §17) is the driver's doing.
      await refundCarriedAdvances(tx, [changed.id], now);
      events.push(...bidEvents('bid.updated', ended));
    }
    return { trip: changed, events };
  });
}
