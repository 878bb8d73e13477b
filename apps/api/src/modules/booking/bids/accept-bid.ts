import { type AcceptBid, calculateFare, calculateFees, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { currentUser } from '../../auth';
import { lockDriverForBooking } from '../../drivers';
import { claimPromo, toPromoInput } from '../../promos';
import { getPricingSettings } from '../../settings';
import { createTripCode } from '../safety/trip-code';
import { tripDetailOf } from '../trips/read-trips';
import { findTripOfPassenger, listBookedTripsOfDriver, lockTrip, transitionTrip } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { publishTripEvents, type TripEvent } from '../trips/trip-events';
import { pushBooked } from '../trips/trip-pushes';
import { enqueueTripSms, type TripSmsSettings, tripSmsSettingsOf } from '../trips/trip-sms';
import { bidRefusals, DriverUnavailableError, isUniqueViolation } from './bid-errors';
import { bidEvents } from './bid-events';
import { effectiveBidStatus, fareOfBid } from './bid-view';
import {
  bidsOfTripOrWithIds,
  bidsWithIds,
  closeActiveBid,
  endActiveBids,
  findBid,
  listActiveBidTripsOfDriver,
} from './repo';
import { busyWindow, windowsOverlap } from './trip-window';

/** The index behind "one accepted bid per trip" (DESIGN.md §8). */
const ONE_ACCEPTED_PER_TRIP = 'bids_one_accepted_per_trip';

/**
 * POST /user/accept-bid, in the caller's transaction. Locks in the order every booking path uses —
 * the bid's driver, the trip, the promo, then bids — and re-checks each state under its lock:
 * the trip still requested and the passenger's, the bid still active and unexpired, the driver not
 * booked on an overlapping trip, the promo valid and under its limits. Then it stores the fare
 * calculateFare makes with the current fees, confirms the trip, and rejects the trip's other bids and
 * the driver's bids on trips this booking overlaps.
 */
async function acceptBidInTx(
  tx: DbOrTx,
  {
    passengerId,
    body,
    now,
    windowMinutes,
    sms,
  }: { passengerId: number; body: AcceptBid; now: Date; windowMinutes: number; sms: TripSmsSettings },
) {
  const seen = await findTripOfPassenger(tx, body.trip_id, passengerId);
  if (!seen) throw tripNotFound();
  if (seen.status !== 'requested') throw bidRefusals.tripChanged();
  if (seen.pickupAt.getTime() <= now.getTime()) throw bidRefusals.tripNotOpen();
  const bid = await findBid(tx, body.bid_id);
  if (!bid || bid.tripId !== seen.id || effectiveBidStatus(bid, now) !== 'active')
    throw bidRefusals.unavailable();

  await lockDriverForBooking(tx, bid.driverId);
  const trip = await lockTrip(tx, seen.id, 'update');
  // Another accept got here first (the trip is confirmed), or the trip was cancelled meanwhile.
  if (trip?.status !== 'requested') throw bidRefusals.unavailable();
  const window = busyWindow(trip);
  const booked = await listBookedTripsOfDriver(tx, bid.driverId, trip.id);
  if (booked.some((b) => windowsOverlap(busyWindow(b), window)))
    throw new DriverUnavailableError(bid.driverId);

  const promo = body.promo_code
    ? await claimPromo(tx, { code: body.promo_code, userId: passengerId, tripId: trip.id, now })
    : undefined;
  const accepted = await closeActiveBid(tx, { id: bid.id, to: 'accepted', now });
  if (!accepted) throw bidRefusals.unavailable();

  const fees = calculateFees(fareOfBid(accepted), await getPricingSettings(tx));
  const result = calculateFare({
    driver_fare: accepted.driverFare,
    bid_amount: accepted.bidAmount,
    ...fees,
    promo: promo ? toPromoInput(promo) : null,
  });
  const confirmed = await transitionTrip(tx, {
    tripId: trip.id,
    passengerId,
    from: 'requested',
    to: 'confirmed',
    actor: 'passenger',
    now,
    set: {
      driverId: accepted.driverId,
      fare: result.breakdown.fare,
      insuranceFee: result.breakdown.insurance_fee,
      platformFee: result.breakdown.platform_fee,
      amount: result.amount,
      discountAmount: result.discount_amount,
      total: result.breakdown.total,
      promoCode: promo?.code ?? null,
      confirmedAt: now,
    },
  });
  if (!confirmed) throw bidRefusals.unavailable();
  // The code the driver's app shows and the passenger types at check-in (docs/decisions/0019).
  await createTripCode(tx, trip.id, now);
  await pushBooked(
    tx,
    { ...confirmed, total: confirmed.total ?? result.breakdown.total },
    accepted.driverId,
    now,
  );

  const overlapping = (await listActiveBidTripsOfDriver(tx, accepted.driverId))
    .filter((b) => b.tripId !== trip.id && windowsOverlap(busyWindow(b), window))
    .map((b) => b.bidId);
  const ended = await endActiveBids(tx, bidsOfTripOrWithIds(trip.id, overlapping), {
    outcome: 'rejected',
    now,
  });

  // The booking's SMS to both, in this transaction: a lost race rolls them back with the rest.
  await enqueueTripSms(tx, { tripId: trip.id, event: { kind: 'booked' }, now, settings: sms });

  const events: TripEvent[] = [
    { type: 'trip.updated', trip_id: trip.id },
    ...bidEvents('bid.updated', [accepted, ...ended]),
  ];
  return { detail: await tripDetailOf(tx, confirmed, { now, windowMinutes }), events };
}

/**
 * After a refusal because the driver is booked at that time: their active bids on trips overlapping
 * any of their bookings are rejected (DESIGN.md §8), so no passenger is offered them again.
 */
async function rejectOverlappingBids(tx: DbOrTx, driverId: number, now: Date) {
  await lockDriverForBooking(tx, driverId);
  const windows = (await listBookedTripsOfDriver(tx, driverId)).map((t) => ({
    tripId: t.id,
    ...busyWindow(t),
  }));
  const overlapping = (await listActiveBidTripsOfDriver(tx, driverId))
    .filter((b) => windows.some((w) => w.tripId !== b.tripId && windowsOverlap(w, busyWindow(b))))
    .map((b) => b.bidId);
  if (overlapping.length === 0) return [];
  return endActiveBids(tx, bidsWithIds(overlapping), { outcome: 'rejected', now });
}

/**
 * The whole accept: idempotent by `Idempotency-Key` (a retry gets the first response), events
 * published after commit, and every way of losing a race answered with 400, never 500.
 */
export async function acceptBid(app: FastifyInstance, request: FastifyRequest, body: AcceptBid) {
  const passengerId = currentUser(request).id;
  const now = app.clock.now();
  let events: TripEvent[] = [];
  try {
    const result = await app.idempotency.run(request, async (tx) => {
      const accepted = await acceptBidInTx(tx, {
        passengerId,
        body,
        now,
        windowMinutes: app.config.booking.cancelWindowMin,
        sms: tripSmsSettingsOf(app.config),
      });
      events = accepted.events;
      return {
        statusCode: 200,
        body: { message: messageCatalogue.bidAccepted.en, code: 'bidAccepted', data: accepted.detail },
      };
    });
    if (!result.isReplay) {
      await publishTripEvents(app, events);
    }
    return result;
  } catch (err) {
    if (err instanceof DriverUnavailableError) {
      const ended = await app.database.db.transaction((tx) => rejectOverlappingBids(tx, err.driverId, now));
      await publishTripEvents(app, bidEvents('bid.updated', ended));
    }
    // The trip's row lock makes this unreachable in practice; the index is the guarantee if not.
    if (isUniqueViolation(err, ONE_ACCEPTED_PER_TRIP)) throw bidRefusals.unavailable();
    throw err;
  }
}
