import { bidExpiresAt } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { releasePromoUse } from '../../promos';
import { bidEvents } from '../bids/bid-events';
import { type TripRow, transitionTrip } from '../trips/repo';
import type { TripEvent } from '../trips/trip-events';
import { pushDriverCancelled } from '../trips/trip-pushes';
import { enqueueTripSms, type TripSmsSettings } from '../trips/trip-sms';
import { warnIfUnreliable } from './reliability-warning';
import {
  cancelAcceptedBid,
  clearBookingTracking,
  insertDriverCancellation,
  reviveBidsRejectedAtBooking,
  userIdsOfDrivers,
} from './repo';

export type GiveBack = {
  /** The booked trip as the caller read it, locked or re-checked by the transition's UPDATE. */
  trip: TripRow & { driverId: number; confirmedAt: Date };
  kind: 'cancelled' | 'no_show';
  reason: string | null;
  note: string | null;
  actor: 'driver' | 'admin';
  now: Date;
  bidTtlMin: number;
  sms: TripSmsSettings;
};

/**
 * DESIGN.md §17, in the caller's transaction: a booked trip goes back to bidding because its driver
 * gave it back or did not come. The trip is requested again without its driver and fare; the driver's
 * accepted bid is `cancelled`; the bids the booking rejected are live again (a fresh bid lifetime); the
 * booking's promo use, trip code and shared positions go; the driver's cancellation is written (it
 * counts against them). An advance paid stays attached to the trip for the next booking. The passenger
 * hears by push and SMS, the drivers whose bids are live again by push. Returns undefined when the
 * trip was no longer confirmed (the caller refuses), else the trip and the events to publish after commit.
 */
export async function returnTripToBidding(tx: DbOrTx, g: GiveBack) {
  const { trip, now } = g;
  const reopened = await transitionTrip(tx, {
    tripId: trip.id,
    from: 'confirmed',
    to: 'requested',
    actor: g.actor,
    now,
    note: g.kind === 'cancelled' ? `driver_cancelled:${g.reason}` : 'driver_no_show',
    set: {
      driverId: null,
      fare: null,
      insuranceFee: null,
      platformFee: null,
      amount: null,
      discountAmount: null,
      total: null,
      promoCode: null,
      confirmedAt: null,
      onMyWayAt: null,
      onMyWayRemindedAt: null,
      arrivedAt: null,
    },
  });
  if (!reopened) return undefined;
  const cancelledBid = await cancelAcceptedBid(tx, trip.id, trip.driverId, now);
  const revived = await reviveBidsRejectedAtBooking(tx, {
    tripId: trip.id,
    confirmedAt: trip.confirmedAt,
    exceptDriverId: trip.driverId,
    expiresAt: bidExpiresAt(now, trip.pickupAt, g.bidTtlMin),
    now,
  });
  await releasePromoUse(tx, trip.id);
  await clearBookingTracking(tx, trip.id);
  const cancellation = await insertDriverCancellation(tx, {
    tripId: trip.id,
    driverId: trip.driverId,
    kind: g.kind,
    reason: g.reason,
    note: g.note,
    pickupAt: trip.pickupAt,
    createdAt: now,
  });
  const revivedUsers = await userIdsOfDrivers(
    tx,
    revived.map((b) => b.driverId),
  );
  await pushDriverCancelled(tx, reopened, revivedUsers, now);
  await enqueueTripSms(tx, { tripId: trip.id, event: { kind: 'driver_cancelled' }, now, settings: g.sms });
  await warnIfUnreliable(tx, trip.driverId, now);
  const events: TripEvent[] = [
    { type: 'trip.updated', trip_id: trip.id },
    ...bidEvents('bid.updated', cancelledBid ? [cancelledBid, ...revived] : revived),
  ];
  return { trip: reopened, cancellation, revived, events };
}
