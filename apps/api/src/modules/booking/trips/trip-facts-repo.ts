import type { BidStatus } from '@pothik/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bids, drivers, trips } from '../../../db/schema/index';
import { effectiveBidStatus } from '../bids/bid-view';

/**
 * What the server needs to route an event: whose trip it is, who drives it (the driver's account, as
 * sockets know it; null until booked), and what drivers filter on.
 */
export type TripFacts = Pick<typeof trips.$inferSelect, 'id' | 'passengerId' | 'status' | 'carType'> & {
  driverUserId: number | null;
};

/** Whose bid it is (the driver's account, as sockets know it) and its status as the driver sees it. */
export type BidFacts = { id: number; tripId: number; driverUserId: number; status: BidStatus };

/** What a batch of events is routed by; a trip or bid that no longer exists is simply absent. */
export type EventFacts = { trips: Map<number, TripFacts>; bids: Map<number, BidFacts> };

/** One query for a batch of events; a trip that no longer exists is simply absent. */
async function readTripFacts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, TripFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: trips.id,
      passengerId: trips.passengerId,
      status: trips.status,
      carType: trips.carType,
      driverUserId: drivers.userId,
    })
    .from(trips)
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .where(inArray(trips.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One query for the bids named by a batch; `now` turns an active bid past its expiry into expired. */
async function readBidFacts(db: DbOrTx, ids: readonly number[], now: Date): Promise<Map<number, BidFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: bids.id,
      tripId: bids.tripId,
      status: bids.status,
      expiresAt: bids.expiresAt,
      driverUserId: drivers.userId,
    })
    .from(bids)
    .innerJoin(drivers, eq(drivers.id, bids.driverId))
    .where(inArray(bids.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        tripId: row.tripId,
        driverUserId: row.driverUserId,
        status: effectiveBidStatus(row, now),
      },
    ]),
  );
}

/** The trips and bids of a batch, read side by side (two queries however many events). */
export async function readEventFacts(
  db: DbOrTx,
  ids: { tripIds: readonly number[]; bidIds: readonly number[] },
  now: Date,
): Promise<EventFacts> {
  const [tripFacts, bidFacts] = await Promise.all([
    readTripFacts(db, ids.tripIds),
    readBidFacts(db, ids.bidIds, now),
  ]);
  return { trips: tripFacts, bids: bidFacts };
}
