import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bids, trips } from '../../../db/schema/index';
import { accountsOfWorkingDrivers, findDriver } from '../../drivers';
import { type BidsSoFar, type TripPushFacts, tripPushes } from '../../push';

// The pushes of trip events are push's to write and send; what they tell of (the trip, its bids, the
// driver) is booking's to give.

/** The trip's bids so far: how many were placed, when the first was, and what is open now. */
async function bidsSoFar(db: DbOrTx, tripId: number, now: Date): Promise<BidsSoFar> {
  const [row] = await db
    .select({
      placed: sql<number>`count(*)::int`,
      firstAt: sql<Date | string | null>`min(${bids.createdAt})`,
      open: sql<number>`(count(*) filter (where ${bids.status} = 'active' and ${bids.expiresAt} > ${now}))::int`,
      lowest: sql<
        number | null
      >`min(${bids.driverFare}) filter (where ${bids.status} = 'active' and ${bids.expiresAt} > ${now})`,
    })
    .from(bids)
    .where(eq(bids.tripId, tripId));
  return {
    placed: Number(row?.placed ?? 0),
    firstAt: row?.firstAt ? new Date(row.firstAt) : null,
    open: Number(row?.open ?? 0),
    lowest: row?.lowest === null || row?.lowest === undefined ? null : Number(row.lowest),
  };
}

async function tripForPush(db: DbOrTx, tripId: number) {
  const rows = await db
    .select({
      id: trips.id,
      status: trips.status,
      pickupAddress: trips.pickupAddress,
      dropoffAddress: trips.dropoffAddress,
      pickupAt: trips.pickupAt,
    })
    .from(trips)
    .where(eq(trips.id, tripId))
    .limit(1);
  return rows[0];
}

/** Trips as their pushes need them (the expiry job knows only their ids). */
function pushTripsOf(db: DbOrTx, tripIds: readonly number[]) {
  if (tripIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: trips.id,
      passengerId: trips.passengerId,
      carType: trips.carType,
      pickupDistrict: trips.pickupDistrict,
      driverId: trips.driverId,
      pickupAddress: trips.pickupAddress,
      dropoffAddress: trips.dropoffAddress,
      pickupAt: trips.pickupAt,
    })
    .from(trips)
    .where(inArray(trips.id, [...tripIds]));
}

/** What the pushes of trip events read of booking's trips and bids and of drivers. */
export const bookingPushFacts: TripPushFacts = {
  driverAccounts: accountsOfWorkingDrivers,
  async driver(db, driverId) {
    const driver = await findDriver(db, driverId);
    return (
      driver && {
        userId: driver.userId,
        name: driver.name,
        carModel: driver.carModel,
        plateNumber: driver.plateNumber,
      }
    );
  },
  bidsSoFar,
  trip: tripForPush,
  trips: pushTripsOf,
};

export const {
  pushBidPlaced,
  pushBooked,
  pushCancelDecided,
  pushCheckedInOrOut,
  pushDriverArrived,
  pushGuardianCheck,
  pushShareLinkOpened,
  pushDriverOnMyWay,
  pushOnMyWayReminder,
  pushNewTrip,
  pushTripCancelled,
  pushDriverCancelled,
  pushTripsExpired,
} = tripPushes(bookingPushFacts);
