import {
  bidExpiresAt,
  type CarTypeKey,
  demoBidFare,
  dhakaDayNumber,
  estimateTripFare,
  type TripType,
} from '@pothik/domain';
import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { seededRandom } from '../../lib/seeded-random';
import { districtAt } from '../../modules/geo';
import { getPricingSettings } from '../../modules/settings';
import type { DbOrTx } from '../client';
import { bidValues } from '../factories/bids';
import { bookingValues, type Place, tripValues } from '../factories/trips';
import { bids, tripStatusEvents, trips, users } from '../schema/index';
import { listDemoDriverIds } from './demo-drivers';

// Beside the migration lock (727_001), the OTP locks (727_002), the expiry job (727_003) and the demo
// fleet (727_004).
const DEMO_HISTORY_LOCK_ID = 727_005;

const gulshan: Place = { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 };
const dhanmondi: Place = { address: 'Dhanmondi 27, Dhaka', lat: 23.7509, lng: 90.3935 };
const uttara: Place = { address: 'Uttara Sector 7, Dhaka', lat: 23.8759, lng: 90.3795 };
const zindabazar: Place = { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 };
const kolatoli: Place = { address: "Kolatoli, Cox's Bazar", lat: 21.4226, lng: 92.0046 };
const gecCircle: Place = { address: 'GEC Circle, Chattogram', lat: 22.359, lng: 91.8214 };

type Route = { pickups: readonly Place[]; dropoff: Place; carType: CarTypeKey; tripType: TripType };

// The routes a new visitor is most likely to try: each gets enough booked trips that the request page
// and the driver's bid screen show fares guided by bids, not only the model's estimate.
// At most 6: a route's trips fall on days whose number modulo 6 is the route's index (below).
const popularRoutes: readonly Route[] = [
  { pickups: [gulshan, dhanmondi, uttara], dropoff: zindabazar, carType: 'sedan', tripType: 'one_way' },
  { pickups: [gulshan, dhanmondi, uttara], dropoff: kolatoli, carType: 'sedan', tripType: 'one_way' },
  { pickups: [gulshan, uttara], dropoff: kolatoli, carType: 'noah', tripType: 'one_way' },
  { pickups: [dhanmondi, gulshan], dropoff: gecCircle, carType: 'sedan_economy', tripType: 'one_way' },
];

export const demoPassengers = [
  { mobile: '01910000001', fullName: 'Nusrat Jahan' },
  { mobile: '01910000002', fullName: 'Tanvir Ahmed' },
  { mobile: '01910000003', fullName: 'Farhana Akter' },
] as const;

/** Per route: comfortably above the guidance threshold, so trips ageing out between starts never drop it below. */
const TRIPS_PER_ROUTE = 12;
/** Within fare guidance's 90 days, with room for a start a few days later. */
const HISTORY_DAYS = 85;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Highway speed for the trip's length, so check-out lands at a believable hour. */
const ROAD_KMH = 45;

/** 06:00 in Dhaka on Dhaka day `day` (Dhaka is UTC+6, so that is the day's UTC midnight). */
const dhakaSixAm = (day: number) => new Date(day * DAY_MS);

/**
 * Demo mode: tops each popular route up to TRIPS_PER_ROUTE trips booked and completed in the last 85
 * days, as the app itself leaves them: a trip with its districts, 2–3 demo drivers' bids of which one
 * is accepted and the others rejected at the accept, the stored fare, and the timeline
 * (requested → confirmed → arrived → started → completed). Run at each start with the clock's now,
 * so the history stays inside the window however long ago the database was made.
 * Two history trips never share a day (a route's days are those ≡ its index modulo 6), so no demo
 * driver is ever booked on two overlapping trips (DESIGN.md §8).
 */
export async function seedDemoTripHistory(db: DbOrTx, now: Date) {
  await db.transaction(async (tx) => {
    // API processes starting together on one PostgreSQL: one tops up, the next finds it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_HISTORY_LOCK_ID}::bigint)`);
    const passengerIds = await ensureDemoPassengers(tx);
    const driverIds = await listDemoDriverIds(tx);
    const settings = await getPricingSettings(tx);
    const today = dhakaDayNumber(now);
    for (const [index, route] of popularRoutes.entries()) {
      const pickupDistrict = districtAt(route.pickups[0]!)!.id;
      const dropoffDistrict = districtAt(route.dropoff)!.id;
      const booked = await tx
        .select({ pickupAt: trips.pickupAt })
        .from(trips)
        .where(
          and(
            eq(trips.pickupDistrict, pickupDistrict),
            eq(trips.dropoffDistrict, dropoffDistrict),
            eq(trips.carType, route.carType),
            eq(trips.tripType, route.tripType),
            isNotNull(trips.confirmedAt),
            gte(trips.confirmedAt, new Date(now.getTime() - HISTORY_DAYS * DAY_MS)),
            ne(trips.status, 'cancelled'),
          ),
        );
      const taken = new Set(booked.map((b) => dhakaDayNumber(b.pickupAt)));
      const days: number[] = [];
      for (
        let day = today - 2;
        day > today - HISTORY_DAYS && booked.length + days.length < TRIPS_PER_ROUTE;
        day -= 1
      ) {
        if (day % 6 === index && !taken.has(day)) days.push(day);
      }
      for (const day of days) {
        await insertHistoryTrip(tx, {
          route,
          day,
          dropoffDistrict,
          passengerIds,
          driverIds: driverIds[route.carType],
          settings,
        });
      }
    }
  });
}

async function ensureDemoPassengers(tx: DbOrTx) {
  await tx
    .insert(users)
    .values(demoPassengers.map((p) => ({ ...p, role: 'passenger' as const })))
    .onConflictDoNothing({ target: [users.mobile, users.role] });
  return demoPassengerIds(tx);
}

/** The ids of the demo passengers' accounts, in id order. */
export async function demoPassengerIds(tx: DbOrTx) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'passenger'),
        inArray(
          users.mobile,
          demoPassengers.map((p) => p.mobile),
        ),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

type HistoryTrip = {
  route: Route;
  day: number;
  dropoffDistrict: string;
  passengerIds: readonly number[];
  driverIds: readonly number[];
  settings: Awaited<ReturnType<typeof getPricingSettings>>;
};

async function insertHistoryTrip(
  tx: DbOrTx,
  { route, day, dropoffDistrict, passengerIds, driverIds, settings }: HistoryTrip,
) {
  // The day seeds every draw: the same database gets the same history, start after start.
  const random = seededRandom(day);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const pickup = pick(route.pickups);
  const estimate = estimateTripFare(
    { trip_type: 'one_way', car_type: route.carType, from: pickup, to: route.dropoff },
    settings,
  );
  // 2–3 consecutive drivers of the car type's pool, from a drawn start; the first is booked.
  const start = Math.floor(random() * driverIds.length);
  const count = Math.min(driverIds.length, 2 + Math.floor(random() * 2));
  const offers = Array.from({ length: count }, (_, i) => ({
    driverId: driverIds[(start + i) % driverIds.length]!,
    driverFare: demoBidFare(estimate.fare, settings, random),
  }));
  const winner = offers[0]!;

  const pickupAt = dhakaSixAm(day);
  const createdAt = new Date(pickupAt.getTime() - 2 * DAY_MS);
  const confirmedAt = new Date(createdAt.getTime() + 25 * MINUTE_MS);
  const arrivedAt = new Date(pickupAt.getTime() - 10 * MINUTE_MS);
  const completedAt = new Date(
    pickupAt.getTime() + Math.round(((estimate.road_km ?? 0) / ROAD_KMH) * 60) * MINUTE_MS,
  );
  const [trip] = await tx
    .insert(trips)
    .values({
      ...tripValues({
        passengerId: pick(passengerIds),
        tripType: route.tripType,
        carType: route.carType,
        pickup,
        dropoff: route.dropoff,
        pickupDistrict: districtAt(pickup)?.id ?? null,
        dropoffDistrict,
        pickupAt,
        createdAt,
        estimate,
        status: 'completed',
      }),
      ...bookingValues(winner.driverId, winner.driverFare, settings),
      confirmedAt,
      arrivedAt,
      startedAt: pickupAt,
      completedAt,
      updatedAt: completedAt,
    })
    .returning({ id: trips.id });
  const tripId = trip!.id;
  await tx.insert(bids).values(
    offers.map((o, i) => {
      const bidAt = new Date(createdAt.getTime() + (5 + 6 * i) * MINUTE_MS);
      return bidValues({
        tripId,
        driverId: o.driverId,
        driverFare: o.driverFare,
        status: i === 0 ? 'accepted' : 'rejected',
        expiresAt: bidExpiresAt(bidAt, pickupAt),
        createdAt: bidAt,
        updatedAt: confirmedAt,
      });
    }),
  );
  type Status = (typeof trips.$inferSelect)['status'];
  const step = (fromStatus: Status | null, toStatus: Status, at: Date, actor: 'passenger' | 'driver') => ({
    tripId,
    fromStatus,
    toStatus,
    at,
    actor,
  });
  await tx
    .insert(tripStatusEvents)
    .values([
      step(null, 'requested', createdAt, 'passenger'),
      step('requested', 'confirmed', confirmedAt, 'passenger'),
      step('confirmed', 'confirmed', arrivedAt, 'driver'),
      step('confirmed', 'started', pickupAt, 'passenger'),
      step('started', 'completed', completedAt, 'passenger'),
    ]);
}
