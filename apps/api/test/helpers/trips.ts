import type { TripStatus } from '@pothik/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { tripValues } from '../../src/db/factories/trips';
import { tripCodes, tripStatusEvents, trips } from '../../src/db/schema/index';
import { insertTrip, type NewTrip, type TripRow } from '../../src/modules/booking/trips/repo';

export const places = {
  gulshan: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
  sylhet: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
  dhanmondi: { address: 'Dhanmondi 27, Dhaka', lat: 23.7509, lng: 90.3935 },
};

const HOUR = 3_600_000;

/**
 * A trip row in any status, as bidding and check-in will leave it (STYLE.md §12): a requested
 * one-way sedan trip from Gulshan to Sylhet, a day after `now`, unless overridden.
 */
export function createTrip(
  db: DbOrTx,
  overrides: Partial<NewTrip> & { passengerId: number; status?: TripStatus; now?: Date },
): Promise<TripRow> {
  const { now = new Date(), ...values } = overrides;
  return insertTrip(db, {
    ...tripValues({
      passengerId: values.passengerId,
      tripType: 'one_way',
      carType: 'sedan',
      pickup: places.gulshan,
      dropoff: places.sylhet,
      pickupDistrict: 'dhaka',
      dropoffDistrict: 'sylhet',
      pickupAt: new Date(now.getTime() + 24 * HOUR),
      createdAt: now,
      estimate: { fare: 7000, min: 6300, max: 7700, road_km: 248.3 },
    }),
    ...values,
  });
}

export async function readTrip(db: DbOrTx, id: number) {
  const [row] = await db.select().from(trips).where(eq(trips.id, id));
  return row;
}

export function readEvents(db: DbOrTx, tripId: number) {
  return db
    .select()
    .from(tripStatusEvents)
    .where(eq(tripStatusEvents.tripId, tripId))
    .orderBy(asc(tripStatusEvents.id));
}

/** A valid POST /user/trips body: a one-way sedan trip picking up a day after `now`. */
export function oneWayBody(now: Date, overrides: Record<string, unknown> = {}) {
  return {
    trip_type: 'one_way',
    car_type: 'sedan',
    pickup: places.gulshan,
    dropoff: places.sylhet,
    pickup_at: new Date(now.getTime() + 24 * HOUR).toISOString(),
    ...overrides,
  };
}

/** A valid POST /user/airport-rental-request body. */
export function airportBody(now: Date, overrides: Record<string, unknown> = {}) {
  return {
    trip_type: 'from_airport',
    airport_code: 'DAC',
    flight_number: 'BG 147',
    location: places.dhanmondi,
    car_type: 'noah',
    pickup_at: new Date(now.getTime() + 6 * HOUR).toISOString(),
    ...overrides,
  };
}

/** Test app settings for trip tests: no background expiry or tracking timers, tokens that outlive clock jumps. */
export const tripTestEnv = {
  EXPIRY_INTERVAL_SEC: '0',
  TRACKING_INTERVAL_SEC: '0',
  GUARDIAN_CHECK_INTERVAL_SEC: '0',
  ACCESS_TOKEN_TTL_MIN: '1440',
};
/** The code the driver's app shows for a booked trip, which the passenger types at check-in. */
export async function tripCodeOf(db: DbOrTx, tripId: number) {
  const [row] = await db.select().from(tripCodes).where(eq(tripCodes.tripId, tripId));
  return row?.code;
}
