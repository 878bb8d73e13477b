import { type BidView, bidExpiresAt } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { assertDriverMayBid, lockDriverForBooking } from '../../drivers';
import { assertSubscriptionPaidUp } from '../../subscriptions';
import { hasCancelledTrip } from '../reliability/repo';
import { listBookedTripsOfDriver, lockTrip } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { publishTripEvents, type TripEvent } from '../trips/trip-events';
import { pushBidPlaced } from '../trips/trip-pushes';
import { bidRefusals } from './bid-errors';
import { toBidView } from './bid-view';
import { type BidRow, closeActiveBid, findActiveBidOfDriver, insertBid } from './repo';
import { busyWindow, windowsOverlap } from './trip-window';

export type PlaceBidInput = {
  /** drivers.id (not the user id). */
  driverId: number;
  tripId: number;
  /** The driver's own fare in whole taka; or */
  driverFare?: number;
  /** agree to the passenger's offer (the trip's bid_amount). Exactly one of the two. */
  acceptOffer?: boolean;
  now: Date;
};

export type PlacedBid = {
  bid: BidRow;
  /** The driver's earlier active bid on the trip, closed by this one. */
  replaced: BidRow | undefined;
  /** To publish after the transaction commits. */
  events: TripEvent[];
};

/**
 * A driver bids on a requested trip of their car type, picking up later than `now`. One live bid per
 * driver per trip: a new bid replaces the driver's earlier one (closed as withdrawn, or expired if it
 * had lapsed) instead of editing it, so a passenger accepting the old id never gets a fare they did
 * not see. The bid lives BID_TTL_MIN or until pickup, whichever is first (DESIGN.md §6).
 *
 * Lock order, shared with accept-bid: the driver, then the trip (shared: an accept waits for this bid
 * and then rejects it), then bids. Runs in the caller's transaction; publish `events` after commit.
 */
export async function placeBidInTx(
  tx: DbOrTx,
  input: PlaceBidInput,
  { bidTtlMin }: { bidTtlMin: number },
): Promise<PlacedBid> {
  const { driverId, tripId, now } = input;
  const driver = await lockDriverForBooking(tx, driverId);
  if (!driver) throw new Error(`placeBid: no driver ${driverId}`);
  // Only an active driver with their mandatory papers approved and in date bids (DESIGN.md §17): the
  // refusal names the paper in the way, whether or not the expiry job has paused them yet.
  await assertDriverMayBid(tx, driver, now);
  await assertSubscriptionPaidUp(tx, driver.id, now);
  const trip = await lockTrip(tx, tripId, 'share');
  // A trip of another car type is not open to this driver at all: as unknown as another's trip.
  if (!trip || trip.carType !== driver.carType) throw tripNotFound();
  if (trip.status !== 'requested' || trip.pickupAt.getTime() <= now.getTime())
    throw bidRefusals.tripNotOpen();
  // A driver who gave this trip back (or did not come to it) does not bid on it again (DESIGN.md §17).
  if (await hasCancelledTrip(tx, trip.id, driverId)) throw bidRefusals.gaveTripBack();

  let driverFare: number;
  let bidAmount: number | null = null;
  if (input.acceptOffer) {
    if (trip.bidAmount === null) throw bidRefusals.noPassengerOffer();
    driverFare = trip.bidAmount;
    bidAmount = trip.bidAmount;
  } else if (input.driverFare !== undefined) {
    driverFare = input.driverFare;
  } else {
    throw new Error('placeBid: give driverFare or acceptOffer');
  }

  const window = busyWindow(trip);
  const booked = await listBookedTripsOfDriver(tx, driverId, trip.id);
  if (booked.some((b) => windowsOverlap(busyWindow(b), window))) throw bidRefusals.driverBooked();

  const previous = await findActiveBidOfDriver(tx, trip.id, driverId);
  const replaced = previous
    ? await closeActiveBid(tx, {
        id: previous.id,
        to: previous.expiresAt.getTime() <= now.getTime() ? 'expired' : 'withdrawn',
        now,
      })
    : undefined;
  const bid = await insertBid(tx, {
    tripId: trip.id,
    driverId,
    driverFare,
    bidAmount,
    status: 'active',
    expiresAt: bidExpiresAt(now, trip.pickupAt, bidTtlMin),
    createdAt: now,
    updatedAt: now,
  });
  const events: TripEvent[] = [];
  if (replaced) {
    events.push({
      type: replaced.status === 'withdrawn' ? 'bid.withdrawn' : 'bid.updated',
      trip_id: trip.id,
      bid_id: replaced.id,
    });
  }
  events.push({ type: 'bid.created', trip_id: trip.id, bid_id: bid.id });
  await pushBidPlaced(tx, trip, { driverName: driver.name, fare: bid.driverFare }, now);
  return { bid, replaced, events };
}

/**
 * POST /driver/bids and the demo fleet: places the bid in its own transaction, publishes its events
 * after commit, and returns the bid as the driver sees it. Refusals are AppErrors (404 trip not
 * found or not of the driver's car type; 400 tripNotOpen, noPassengerOffer, driverBooked, a paper's
 * paperBlocks… or driverNotActive).
 */
export async function placeBid(
  app: FastifyInstance,
  input: PlaceBidInput,
): Promise<{ bid: BidView; replaced_bid_id: number | null }> {
  const placed = await app.database.db.transaction((tx) =>
    placeBidInTx(tx, input, { bidTtlMin: app.config.booking.bidTtlMin }),
  );
  await publishTripEvents(app, placed.events);
  return { bid: toBidView(placed.bid, input.now), replaced_bid_id: placed.replaced?.id ?? null };
}
