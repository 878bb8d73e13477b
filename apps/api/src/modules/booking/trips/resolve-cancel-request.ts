import { inTransaction } from '../../../db/changes/changes';
import type { Db, Tx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { releasePromoUse } from '../../promos';
import { refundAdvanceOf } from './advance-refund';
import { findTrip, type TripRow, transitionTrip } from './repo';
import { tripNotFound } from './trip-errors';
import type { TripEvent } from './trip-events';
import { pushCancelDecided, pushTripCancelled } from './trip-pushes';
import { enqueueTripSms, type TripSmsSettings } from './trip-sms';

export type CancelDecision = 'approve' | 'decline';

/**
 * Staff answer a passenger's cancellation request (DESIGN.md §5): approve → the trip is cancelled and
 * its promo use given back; decline → it is confirmed again. One transaction that re-checks the status,
 * so a request answered twice (two staff, a double click) changes the trip once. `record` writes the
 * audit entry inside the same transaction.
 */
export async function resolveCancelRequest(
  db: Db,
  input: { tripId: number; decision: CancelDecision; note: string | null; now: Date; sms: TripSmsSettings },
  record: (tx: Tx, before: TripRow, after: TripRow) => Promise<void>,
) {
  const { tripId, decision, note, now } = input;
  return inTransaction(db, async (tx) => {
    const trip = await findTrip(tx, tripId);
    if (!trip) throw tripNotFound();
    if (trip.status !== 'cancel_requested') throw refuse('tripStatusConflict', 409);
    const changed = await transitionTrip(tx, {
      tripId,
      from: 'cancel_requested',
      to: decision === 'approve' ? 'cancelled' : 'confirmed',
      actor: 'admin',
      now,
      note,
      set: decision === 'approve' ? { cancelledAt: now } : {},
    });
    if (!changed) throw refuse('tripStatusConflict', 409);
    if (decision === 'approve') {
      await releasePromoUse(tx, tripId);
      await pushTripCancelled(tx, changed, now);
      // Staff agreed the passenger should not pay for it: an advance goes back in full.
      await refundAdvanceOf(tx, changed, 'staff_approved', now);
    }
    await pushCancelDecided(tx, changed, decision === 'approve', now);
    // The request's own time (the row's last change) tells this answer from one to a later request.
    const event = {
      kind: 'cancel_decided',
      approved: decision === 'approve',
      requestedAt: trip.updatedAt,
    } as const;
    await enqueueTripSms(tx, { tripId, event, now, settings: input.sms });
    await record(tx, trip, changed);
    const events: TripEvent[] = [{ type: 'trip.updated', trip_id: tripId }];
    return { trip: changed, events };
  });
}
