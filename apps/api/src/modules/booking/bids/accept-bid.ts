import { type AcceptBid, calculateFare, calculateFees, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { currentUser } from '../../auth';
import { lockDriverForBooking } from '../../drivers';
import { claimPromo, toPromoInput } from '../../promos';
import { getPricingSettings } from '../../settings';
import { heldFareOf, holdIfAdvanceDue, releaseAwaitingHold } from '../advance/hold';
import { tripsHoldingDriver } from '../advance/holds-repo';
import { tripDetailOf } from '../trips/read-trips';
import { findTripOfPassenger, listBookedTripsOfDriver, lockTrip } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { publishTripEvents, type TripEvent } from '../trips/trip-events';
import { type AcceptContext, acceptContextOf } from './accept-context';
import { bidRefusals, DriverUnavailableError, isUniqueViolation } from './bid-errors';
import { bidEvents } from './bid-events';
import { effectiveBidStatus, fareOfBid } from './bid-view';
import { confirmBooking } from './confirm-booking';
import { bidsWithIds, endActiveBids, findBid, listActiveBidTripsOfDriver } from './repo';
import { busyWindow, windowsOverlap } from './trip-window';

/** The index behind "one accepted bid per trip" (DESIGN.md §8). */
const ONE_ACCEPTED_PER_TRIP = 'bids_one_accepted_per_trip';

/**
 * POST /user/accept-bid, in the caller's transaction. Locks in the order every booking path uses —
 * the bid's driver, the trip, the promo, then bids — and re-checks each state under its lock:
 * the trip still requested and the passenger's, the bid still active and unexpired, the driver neither
 * booked nor held for another passenger at an overlapping time, the promo valid and under its limits.
 * Then calculateFare makes the fare with the current fees, and the trip is booked (confirmBooking), or,
 * when its trip type asks an advance and none was paid, the driver is held until it is (issue 44 §2).
 */
async function acceptBidInTx(
  tx: DbOrTx,
  {
    passengerId,
    body,
    now,
    windowMinutes,
    sms,
    gateways,
  }: AcceptContext & { passengerId: number; body: AcceptBid },
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
  const holding = await tripsHoldingDriver(tx, bid.driverId, now, trip.id);
  if (holding.some((b) => windowsOverlap(busyWindow(b), window))) throw bidRefusals.unavailable();
  // A passenger who turns to another bid lets the driver they held go (and their promo use with it).
  const released = await releaseAwaitingHold(tx, trip.id, now);

  const promo = body.promo_code
    ? await claimPromo(tx, { code: body.promo_code, userId: passengerId, tripId: trip.id, now })
    : undefined;
  const fees = calculateFees(fareOfBid(bid), await getPricingSettings(tx));
  const result = calculateFare({
    driver_fare: bid.driverFare,
    bid_amount: bid.bidAmount,
    ...fees,
    promo: promo ? toPromoInput(promo) : null,
  });
  const fare = heldFareOf(result, promo?.code ?? null);
  const detailOptions = { now, windowMinutes, gateways };

  // No gateway configured (payments off): nothing could be paid, so nothing is asked ahead.
  const hold =
    gateways.length > 0 ? await holdIfAdvanceDue(tx, { trip, bid, fare, passengerId, now }) : undefined;
  if (hold) {
    const detail = await tripDetailOf(tx, trip, detailOptions);
    return { detail, events: [...released, ...hold.events], code: 'advanceRequired' as const };
  }
  const { confirmed, events } = await confirmBooking(tx, {
    trip,
    passengerId,
    bidId: bid.id,
    fare,
    now,
    sms,
  });
  const detail = await tripDetailOf(tx, confirmed, detailOptions);
  return { detail, events: [...released, ...events], code: 'bidAccepted' as const };
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
      const accepted = await acceptBidInTx(tx, { passengerId, body, ...acceptContextOf(app, now) });
      events = accepted.events;
      return {
        statusCode: 200,
        body: {
          message: messageCatalogue[accepted.code].en,
          code: accepted.code,
          data: accepted.detail,
        },
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
