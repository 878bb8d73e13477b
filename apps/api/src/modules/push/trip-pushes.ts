import type { DbOrTx } from '../../db/client';
import { enqueueNotifications, type NotificationToSend } from '../notifications';
import { type PushMessage, pushMessages, type TripFacts } from './push-messages';
import { driversToAlert, usersWithSubscriptions } from './repo';
import type { TripPushFacts } from './trip-facts';

// The pushes of each trip event, written into the outbox in the transaction that made the event (so
// the event and its pushes commit together, or neither). Each has a dedupe key naming the event and the
// recipient: a retried request or the loser of a race writes nothing twice. Only people with a device
// get a row; their switched-off kinds are left out by the outbox (essential ones are always sent).

/** The bids after the first are told of at most this often, in one digest. */
export const BID_DIGEST_MS = 5 * 60_000;
/** "Your driver has arrived" an hour late is noise: given up after this. */
const ARRIVAL_RELEVANCE_MS = 30 * 60_000;

export type PushTrip = TripFacts & {
  passengerId: number;
  carType: string;
  pickupDistrict: string | null;
  driverId: number | null;
};

type Push = { userId: number; message: PushMessage; dedupeKey: string; expiresAt?: Date; notBefore?: Date };

async function enqueue(tx: DbOrTx, tripId: number, pushes: Push[], now: Date) {
  const reachable = await usersWithSubscriptions(
    tx,
    pushes.map((p) => p.userId),
  );
  const items: NotificationToSend[] = pushes
    .filter((p) => reachable.has(p.userId))
    .map((p) => ({
      kind: p.message.kind,
      channel: 'push',
      message: p.message,
      dedupeKey: p.dedupeKey,
      userId: p.userId,
      tripId,
      expiresAt: p.expiresAt ?? null,
      notBefore: p.notBefore ?? null,
    }));
  if (items.length > 0) await enqueueNotifications(tx, items, now);
}

const factsOf = (trip: PushTrip): TripFacts => ({
  id: trip.id,
  pickupAddress: trip.pickupAddress,
  dropoffAddress: trip.dropoffAddress,
  pickupAt: trip.pickupAt,
});

/** A trip was requested: every driver of its car type who asked (and chose its district, if any). */
async function pushNewTrip(facts: TripPushFacts, tx: DbOrTx, trip: PushTrip, now: Date) {
  const candidates = await facts.driverAccounts(tx, trip.carType);
  const driverUsers = await driversToAlert(tx, candidates, trip.pickupDistrict);
  const message = pushMessages.newTrip(factsOf(trip));
  await enqueue(
    tx,
    trip.id,
    driverUsers.map((userId) => ({
      userId,
      message,
      dedupeKey: `push:new_trip:trip:${trip.id}:user:${userId}`,
      expiresAt: trip.pickupAt,
    })),
    now,
  );
}

/**
 * A bid was placed (in the bid's transaction, after its insert): the first bid is told at once; later
 * ones go into the digest of their five-minute window, sent at the window's end with the bids open
 * then (the push channel counts them when it sends).
 */
async function pushBidPlaced(
  facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip,
  bid: { driverName: string; fare: number },
  now: Date,
) {
  const soFar = await facts.bidsSoFar(tx, trip.id, now);
  if (soFar.placed <= 1 || !soFar.firstAt) {
    const message = pushMessages.firstBid(factsOf(trip), { driverName: bid.driverName, amount: bid.fare });
    await enqueue(
      tx,
      trip.id,
      [
        {
          userId: trip.passengerId,
          message,
          dedupeKey: `push:first_bid:trip:${trip.id}`,
          expiresAt: trip.pickupAt,
        },
      ],
      now,
    );
    return;
  }
  const window = Math.floor((now.getTime() - soFar.firstAt.getTime()) / BID_DIGEST_MS) + 1;
  const notBefore = new Date(soFar.firstAt.getTime() + window * BID_DIGEST_MS);
  const message = pushMessages.bidDigest(factsOf(trip), {
    count: soFar.open,
    lowest: soFar.lowest ?? bid.fare,
  });
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message,
        dedupeKey: `push:bid_digest:trip:${trip.id}:${window}`,
        notBefore,
        expiresAt: trip.pickupAt,
      },
    ],
    now,
  );
}

/** A bid was accepted: the passenger learns who is coming, with which car, for how much; the driver, the job. */
async function pushBooked(
  facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip & { total: number },
  driverId: number,
  now: Date,
) {
  const driver = await facts.driver(tx, driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.passengerBooked(factsOf(trip), {
          driverName: driver.name,
          carModel: driver.carModel,
          plateNumber: driver.plateNumber,
          total: trip.total,
        }),
        dedupeKey: `push:booked:trip:${trip.id}:passenger`,
      },
      {
        userId: driver.userId,
        message: pushMessages.driverBooked(factsOf(trip)),
        dedupeKey: `push:booked:trip:${trip.id}:driver`,
      },
    ],
    now,
  );
}

async function pushDriverArrived(facts: TripPushFacts, tx: DbOrTx, trip: PushTrip, now: Date) {
  const driver = trip.driverId === null ? undefined : await facts.driver(tx, trip.driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.driverArrived(factsOf(trip), driver.name),
        dedupeKey: `push:driver_arrived:trip:${trip.id}`,
        expiresAt: new Date(now.getTime() + ARRIVAL_RELEVANCE_MS),
      },
    ],
    now,
  );
}

/** A link the passenger shared was opened for the first time: the passenger hears, once per link. */
async function pushShareLinkOpened(
  _facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip,
  linkId: number,
  now: Date,
) {
  const message = pushMessages.shareOpened(factsOf(trip));
  await enqueue(
    tx,
    trip.id,
    [{ userId: trip.passengerId, message, dedupeKey: `push:share_opened:link:${linkId}` }],
    now,
  );
}

/** "Is everything all right?": the passenger is asked during the trip, once per guardian check. */
async function pushGuardianCheck(
  _facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip,
  checkId: number,
  now: Date,
) {
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.guardianCheck(factsOf(trip)),
        dedupeKey: `push:guardian_check:check:${checkId}`,
        // After the answer's 3 minutes staff are alerted; the question on the page stays until answered.
        expiresAt: new Date(now.getTime() + 15 * 60_000),
      },
    ],
    now,
  );
}

/** The driver tapped "on my way": the passenger hears, and can follow the car on the trip page. */
async function pushDriverOnMyWay(facts: TripPushFacts, tx: DbOrTx, trip: PushTrip, now: Date) {
  const driver = trip.driverId === null ? undefined : await facts.driver(tx, trip.driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.driverOnMyWay(factsOf(trip), driver.name),
        dedupeKey: `push:driver_on_my_way:trip:${trip.id}`,
        expiresAt: new Date(Math.max(trip.pickupAt.getTime(), now.getTime() + ARRIVAL_RELEVANCE_MS)),
      },
    ],
    now,
  );
}

/** The driver has not tapped "on my way" 30 minutes before the pickup: reminded once. */
async function pushOnMyWayReminder(facts: TripPushFacts, tx: DbOrTx, trip: PushTrip, now: Date) {
  const driver = trip.driverId === null ? undefined : await facts.driver(tx, trip.driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: driver.userId,
        message: pushMessages.onMyWayReminder(factsOf(trip)),
        dedupeKey: `push:on_my_way_reminder:trip:${trip.id}`,
        expiresAt: new Date(Math.max(trip.pickupAt.getTime(), now.getTime() + ARRIVAL_RELEVANCE_MS)),
      },
    ],
    now,
  );
}

/** The passenger checked in (the trip started) or out (it is complete): the driver hears. */
async function pushCheckedInOrOut(
  facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip,
  action: 'check_in' | 'check_out',
  now: Date,
) {
  const driver = trip.driverId === null ? undefined : await facts.driver(tx, trip.driverId);
  if (!driver) return;
  const message =
    action === 'check_in' ? pushMessages.checkedIn(factsOf(trip)) : pushMessages.checkedOut(factsOf(trip));
  await enqueue(
    tx,
    trip.id,
    [{ userId: driver.userId, message, dedupeKey: `push:${message.kind}:trip:${trip.id}` }],
    now,
  );
}

/** A booked trip was cancelled (by the passenger, or staff approving their request): the driver hears. */
async function pushTripCancelled(facts: TripPushFacts, tx: DbOrTx, trip: PushTrip, now: Date) {
  const driver = trip.driverId === null ? undefined : await facts.driver(tx, trip.driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: driver.userId,
        message: pushMessages.tripCancelled(factsOf(trip)),
        dedupeKey: `push:trip_cancelled:trip:${trip.id}`,
      },
    ],
    now,
  );
}

/**
 * The booked driver gave the trip back, or did not come (DESIGN.md §17): the passenger hears the trip
 * is open for bids again; each driver whose bid is live again hears of it, as of a new trip. Keyed by
 * the time it happened: a trip can be given back more than once.
 */
async function pushDriverCancelled(
  _facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip,
  revivedDriverUserIds: readonly number[],
  now: Date,
) {
  const stamp = now.getTime();
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.driverCancelled(factsOf(trip)),
        dedupeKey: `push:driver_cancelled:trip:${trip.id}:${stamp}`,
      },
      ...revivedDriverUserIds.map((userId) => ({
        userId,
        message: pushMessages.tripReopened(factsOf(trip)),
        dedupeKey: `push:trip_reopened:trip:${trip.id}:${stamp}:user:${userId}`,
        expiresAt: trip.pickupAt,
      })),
    ],
    now,
  );
}

/** Staff answered the passenger's cancellation request (once per request: keyed by its time). */
async function pushCancelDecided(
  _facts: TripPushFacts,
  tx: DbOrTx,
  trip: PushTrip,
  approved: boolean,
  now: Date,
) {
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.cancelDecided(factsOf(trip), approved),
        dedupeKey: `push:cancel_decided:trip:${trip.id}:${now.getTime()}`,
      },
    ],
    now,
  );
}

/** Pickup passed with no bid at all: the passenger may request again. */
async function pushTripsExpired(facts: TripPushFacts, tx: DbOrTx, tripIds: readonly number[], now: Date) {
  for (const trip of await facts.trips(tx, tripIds)) {
    if ((await facts.bidsSoFar(tx, trip.id, now)).placed > 0) continue;
    await enqueue(
      tx,
      trip.id,
      [
        {
          userId: trip.passengerId,
          message: pushMessages.tripExpired(factsOf(trip)),
          dedupeKey: `push:trip_expired:trip:${trip.id}`,
        },
      ],
      now,
    );
  }
}

/**
 * The pushes of trip events, reading what they need of trips, bids and drivers through `facts` (booking
 * gives them): each is written into the outbox in the event's transaction.
 */
export function tripPushes(facts: TripPushFacts) {
  return {
    pushNewTrip: pushNewTrip.bind(null, facts),
    pushBidPlaced: pushBidPlaced.bind(null, facts),
    pushBooked: pushBooked.bind(null, facts),
    pushDriverArrived: pushDriverArrived.bind(null, facts),
    pushShareLinkOpened: pushShareLinkOpened.bind(null, facts),
    pushGuardianCheck: pushGuardianCheck.bind(null, facts),
    pushDriverOnMyWay: pushDriverOnMyWay.bind(null, facts),
    pushOnMyWayReminder: pushOnMyWayReminder.bind(null, facts),
    pushCheckedInOrOut: pushCheckedInOrOut.bind(null, facts),
    pushTripCancelled: pushTripCancelled.bind(null, facts),
    pushDriverCancelled: pushDriverCancelled.bind(null, facts),
    pushCancelDecided: pushCancelDecided.bind(null, facts),
    pushTripsExpired: pushTripsExpired.bind(null, facts),
  };
}
