import type { DbOrTx } from '../../db/client';
import { enqueueNotifications, type NotificationToSend } from '../notifications/service';
import { type PushMessage, pushMessages, type TripFacts } from './push-messages';
import { bidsSoFar, driverFacts, driversToAlert, pushTripsOf, usersWithSubscriptions } from './repo';

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

const facts = (trip: PushTrip): TripFacts => ({
  id: trip.id,
  pickupAddress: trip.pickupAddress,
  dropoffAddress: trip.dropoffAddress,
  pickupAt: trip.pickupAt,
});

/** A trip was requested: every driver of its car type who asked (and chose its district, if any). */
export async function pushNewTrip(tx: DbOrTx, trip: PushTrip, now: Date) {
  const driverUsers = await driversToAlert(tx, trip);
  const message = pushMessages.newTrip(facts(trip));
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
export async function pushBidPlaced(
  tx: DbOrTx,
  trip: PushTrip,
  bid: { driverName: string; fare: number },
  now: Date,
) {
  const soFar = await bidsSoFar(tx, trip.id, now);
  if (soFar.placed <= 1 || !soFar.firstAt) {
    const message = pushMessages.firstBid(facts(trip), { driverName: bid.driverName, amount: bid.fare });
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
  const message = pushMessages.bidDigest(facts(trip), {
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
export async function pushBooked(
  tx: DbOrTx,
  trip: PushTrip & { total: number },
  driverId: number,
  now: Date,
) {
  const driver = await driverFacts(tx, driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.passengerBooked(facts(trip), {
          driverName: driver.name,
          carModel: driver.carModel,
          plateNumber: driver.plateNumber,
          total: trip.total,
        }),
        dedupeKey: `push:booked:trip:${trip.id}:passenger`,
      },
      {
        userId: driver.userId,
        message: pushMessages.driverBooked(facts(trip)),
        dedupeKey: `push:booked:trip:${trip.id}:driver`,
      },
    ],
    now,
  );
}

export async function pushDriverArrived(tx: DbOrTx, trip: PushTrip, now: Date) {
  const driver = trip.driverId === null ? undefined : await driverFacts(tx, trip.driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.driverArrived(facts(trip), driver.name),
        dedupeKey: `push:driver_arrived:trip:${trip.id}`,
        expiresAt: new Date(now.getTime() + ARRIVAL_RELEVANCE_MS),
      },
    ],
    now,
  );
}

/** The passenger checked in (the trip started) or out (it is complete): the driver hears. */
export async function pushCheckedInOrOut(
  tx: DbOrTx,
  trip: PushTrip,
  action: 'check_in' | 'check_out',
  now: Date,
) {
  const driver = trip.driverId === null ? undefined : await driverFacts(tx, trip.driverId);
  if (!driver) return;
  const message =
    action === 'check_in' ? pushMessages.checkedIn(facts(trip)) : pushMessages.checkedOut(facts(trip));
  await enqueue(
    tx,
    trip.id,
    [{ userId: driver.userId, message, dedupeKey: `push:${message.kind}:trip:${trip.id}` }],
    now,
  );
}

/** A booked trip was cancelled (by the passenger, or staff approving their request): the driver hears. */
export async function pushTripCancelled(tx: DbOrTx, trip: PushTrip, now: Date) {
  const driver = trip.driverId === null ? undefined : await driverFacts(tx, trip.driverId);
  if (!driver) return;
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: driver.userId,
        message: pushMessages.tripCancelled(facts(trip)),
        dedupeKey: `push:trip_cancelled:trip:${trip.id}`,
      },
    ],
    now,
  );
}

/** Staff answered the passenger's cancellation request (once per request: keyed by its time). */
export async function pushCancelDecided(tx: DbOrTx, trip: PushTrip, approved: boolean, now: Date) {
  await enqueue(
    tx,
    trip.id,
    [
      {
        userId: trip.passengerId,
        message: pushMessages.cancelDecided(facts(trip), approved),
        dedupeKey: `push:cancel_decided:trip:${trip.id}:${now.getTime()}`,
      },
    ],
    now,
  );
}

/** Pickup passed with no bid at all: the passenger may request again. */
export async function pushTripsExpired(tx: DbOrTx, tripIds: readonly number[], now: Date) {
  for (const trip of await pushTripsOf(tx, tripIds)) {
    if ((await bidsSoFar(tx, trip.id, now)).placed > 0) continue;
    await enqueue(
      tx,
      trip.id,
      [
        {
          userId: trip.passengerId,
          message: pushMessages.tripExpired(facts(trip)),
          dedupeKey: `push:trip_expired:trip:${trip.id}`,
        },
      ],
      now,
    );
  }
}
