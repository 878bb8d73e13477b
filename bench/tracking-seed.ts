// Run inside an API process of bench tracking (realtime-server.ts): the trips the bench drives, written
// straight to the database as bidding and "on my way" leave them (1,000 logins through the SMS outbox
// would take longer than the run), and the size of the track tables.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { driverAccountValues, driverProfileValues } from '../apps/api/src/db/factories/drivers';
import { tripValues } from '../apps/api/src/db/factories/trips';
import { drivers, trips } from '../apps/api/src/db/schema/index';
import { signAccessToken } from '../apps/api/src/modules/auth/access-token';
import { insertUser } from '../apps/api/src/modules/auth/users-repo';
import { createShareLink } from '../apps/api/src/modules/booking/share/share-links';

export type SeededTrip = { tripId: number; passenger: string; driver: string; shareToken: string };

const HOUR = 3_600_000;
const mobile = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
export const benchPickup = { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 };
const dropoff = { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 };

/**
 * `count` confirmed trips whose driver has tapped "on my way", each with its passenger's and driver's
 * access tokens and a live share link. `run` numbers the accounts, so a second seeding on the same
 * database (the two-process setup after the one-process one) makes new ones.
 */
export async function seedTrackedTrips(app: FastifyInstance, count: number, run: number) {
  const db = app.database.db;
  const now = app.clock.now();
  const expires = new Date(now.getTime() + 6 * HOUR);
  const token = (id: number, role: 'passenger' | 'driver') =>
    signAccessToken(app.config.jwtSecret, { id, role }, now, expires);
  const seeded: SeededTrip[] = [];
  for (let i = 0; i < count; i++) {
    const n = run * 100_000 + i;
    const passenger = await insertUser(db, { mobile: mobile('0178', n), role: 'passenger' });
    const name = `Bench Driver ${n}`;
    const driverUser = await insertUser(db, driverAccountValues({ mobile: mobile('0198', n), name }));
    const [driver] = await db
      .insert(drivers)
      .values(
        driverProfileValues(driverUser.id, {
          mobile: driverUser.mobile,
          name,
          carType: 'sedan',
          carModel: 'Toyota Allion 2015',
          plateNumber: `DHAKA METRO-GA 13-${String(n).padStart(6, '0')}`,
          district: 'Dhaka',
        }),
      )
      .returning({ id: drivers.id });
    const [trip] = await db
      .insert(trips)
      .values({
        ...tripValues({
          passengerId: passenger.id,
          tripType: 'one_way',
          carType: 'sedan',
          pickup: benchPickup,
          dropoff,
          pickupDistrict: 'dhaka',
          dropoffDistrict: 'sylhet',
          pickupAt: new Date(now.getTime() + HOUR),
          createdAt: now,
          estimate: { fare: 7000, min: 6300, max: 7700, road_km: 248.3 },
          status: 'confirmed',
        }),
        driverId: driver!.id,
        onMyWayAt: now,
      })
      .returning({ id: trips.id });
    const { link } = await createShareLink(db, { passengerId: passenger.id, tripId: trip!.id, now });
    seeded.push({
      tripId: trip!.id,
      passenger: await token(passenger.id, 'passenger'),
      driver: await token(driverUser.id, 'driver'),
      shareToken: link.token,
    });
  }
  return seeded;
}

/** The bytes the track tables take, their indexes and TOAST included. */
export async function trackTableBytes(app: FastifyInstance): Promise<number> {
  const result = await app.database.db.execute(
    sql`select (pg_total_relation_size('trip_positions') + pg_total_relation_size('trip_track_points'))::text as bytes`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { bytes: string }[];
  return Number(rows[0]!.bytes);
}
