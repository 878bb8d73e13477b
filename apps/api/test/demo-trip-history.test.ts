import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, tripStatusEvents, trips, users } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { tripTestEnv } from './helpers/trips';

// In demo mode the popular routes come with a past of booked trips, so fare guidance shows
// bids on the first visit; the rows are what the app itself would have left (DESIGN.md §8).
const clock = createTestClock('2026-03-10T04:00:00.000Z');
const demoEnv = { ...tripTestEnv, DEMO: '1', DEMO_FLEET_INTERVAL_MS: '0' };
const DAY = 86_400_000;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(demoEnv, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const guidance = (dropoff: { lat: number; lng: number }, carType: string) =>
  app.inject({
    url: `/api/v3/fare-guidance?trip_type=one_way&car_type=${carType}&pickup_lat=23.7937&pickup_lng=90.4066&dropoff_lat=${dropoff.lat}&dropoff_lng=${dropoff.lng}`,
  });

async function historyTrips() {
  const passengers = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'passenger'), inArray(users.mobile, ['01910000001', '01910000002', '01910000003'])),
    );
  return app.database.db
    .select()
    .from(trips)
    .where(
      inArray(
        trips.passengerId,
        passengers.map((p) => p.id),
      ),
    )
    .orderBy(asc(trips.pickupAt));
}

describe('demo trip history', () => {
  it('gives Dhaka → Sylhet and Dhaka → Cox’s Bazar bids-based guidance', async () => {
    const sylhet = (await guidance({ lat: 24.8949, lng: 91.8687 }, 'sedan')).json().data;
    expect(sylhet).toMatchObject({
      source: 'bids',
      sample_size: 12,
      pickup_district: { id: 'dhaka' },
      dropoff_district: { id: 'sylhet' },
    });
    expect(sylhet.low).toBeLessThanOrEqual(sylhet.median);
    expect(sylhet.median).toBeLessThanOrEqual(sylhet.high);
    for (const carType of ['sedan', 'noah']) {
      const coxs = (await guidance({ lat: 21.43, lng: 92.01 }, carType)).json().data;
      expect(coxs, carType).toMatchObject({ source: 'bids', dropoff_district: { id: 'coxs-bazar' } });
    }
  });

  it('leaves every trip as the app would: one accepted bid with its fare, the timeline, no overlap', async () => {
    const rows = await historyTrips();
    expect(rows).toHaveLength(48);
    const days = rows.map((t) => Math.floor(t.pickupAt.getTime() / DAY));
    expect(new Set(days).size).toBe(rows.length);
    for (const trip of rows) {
      expect(trip.status).toBe('completed');
      expect(trip.completedAt!.getTime()).toBeLessThan(clock.now().getTime());
      expect(trip.confirmedAt!.getTime()).toBeGreaterThan(clock.now().getTime() - 90 * DAY);
      const tripBids = await app.database.db.select().from(bids).where(eq(bids.tripId, trip.id));
      const accepted = tripBids.filter((b) => b.status === 'accepted');
      expect(accepted).toHaveLength(1);
      expect(tripBids.length).toBeGreaterThanOrEqual(2);
      expect(tripBids.every((b) => b.status === 'accepted' || b.status === 'rejected')).toBe(true);
      expect(accepted[0]).toMatchObject({ driverId: trip.driverId, driverFare: trip.fare });
      expect(accepted[0]!.expiresAt.getTime()).toBeGreaterThan(trip.confirmedAt!.getTime());
      expect(trip.total).toBe(trip.amount! + trip.insuranceFee! + trip.platformFee!);
      const timeline = await app.database.db
        .select()
        .from(tripStatusEvents)
        .where(eq(tripStatusEvents.tripId, trip.id))
        .orderBy(asc(tripStatusEvents.at));
      expect(timeline.map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual([
        'null→requested',
        'requested→confirmed',
        'confirmed→confirmed',
        'confirmed→started',
        'started→completed',
      ]);
    }
  });

  it('adds nothing on a restart, and tops the routes up when their trips age out', async () => {
    const again = await buildTestApp(demoEnv, { clock, database: app.database });
    await again.ready();
    await again.close();
    expect(await historyTrips()).toHaveLength(48);

    clock.advance({ days: 30 });
    const later = await buildTestApp(demoEnv, { clock, database: app.database });
    await later.ready();
    await later.close();
    const rows = await historyTrips();
    const recent = rows.filter((t) => t.confirmedAt!.getTime() >= clock.now().getTime() - 85 * DAY);
    expect(recent).toHaveLength(48);
    const days = rows.map((t) => Math.floor(t.pickupAt.getTime() / DAY));
    expect(new Set(days).size).toBe(rows.length);
  });
});
