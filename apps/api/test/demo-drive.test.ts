import { distanceM } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripTrackPoints } from '../src/db/schema/index';
import { listDemoDriverIds } from '../src/db/seed/demo-drivers';
import { demoDrive } from '../src/modules/demo-fleet/drive-plan';
import { runDemoDriveOnce } from '../src/modules/demo-fleet/drive-round';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { createTrip, places, readEvents, readTrip, tripTestEnv } from './helpers/trips';

// The demo drives (issue 43): a booked demo driver sets off, sends the car's position every 5 s as a
// phone would (through the same checks), reaches the pickup and arrives, and after check-in drives on.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
let app: FastifyInstance;
let passenger: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp({ ...tripTestEnv, DEMO: '1', DEMO_FLEET_INTERVAL_MS: '0' }, { clock });
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});

const position = async (tripId: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v3/user/trips/${tripId}/position`,
      headers: passenger.headers,
    })
  ).json().data.position as { lat: number; lng: number; at: string } | null;

describe('a booked demo driver', () => {
  it('sets off, drives to the pickup at a believable pace, arrives, and drives on after check-in', async () => {
    const driverId = (await listDemoDriverIds(app.database.db)).sedan[0]!;
    const trip = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      status: 'confirmed',
      driverId,
      pickupAt: new Date(clock.now().getTime() + 2 * 3_600_000),
      now: clock.now(),
    });

    await runDemoDriveOnce(app, clock.now());
    expect((await readTrip(app.database.db, trip.id))?.onMyWayAt).toEqual(clock.now());
    expect((await readEvents(app.database.db, trip.id)).at(-1)?.note).toBe('on_my_way');

    await runDemoDriveOnce(app, clock.now());
    const start = await position(trip.id);
    expect(distanceM(start!, places.gulshan)).toBeCloseTo(demoDrive.startM, -1);
    // Not again before 5 s; then 125 m closer (25 m/s).
    clock.advance({ seconds: 3 });
    expect((await runDemoDriveOnce(app, clock.now())).moved).toEqual([]);
    clock.advance({ seconds: 2 });
    expect((await runDemoDriveOnce(app, clock.now())).moved).toEqual([trip.id]);
    const next = await position(trip.id);
    expect(distanceM(next!, places.gulshan)).toBeCloseTo(demoDrive.startM - 125, -1);

    // A round every 5 s: 2.5 km at 25 m/s is 100 s; it arrives within a few rounds of that.
    for (let i = 0; i < 25 && !(await readTrip(app.database.db, trip.id))?.arrivedAt; i += 1) {
      clock.advance({ seconds: 5 });
      await runDemoDriveOnce(app, clock.now());
    }
    const arrived = await readTrip(app.database.db, trip.id);
    expect(arrived?.arrivedAt).toEqual(clock.now());
    expect(distanceM((await position(trip.id))!, places.gulshan)).toBeLessThanOrEqual(demoDrive.arrivedM);
    // Every point passed the checks and the track kept one per 200 m or 30 s.
    const track = await app.database.db
      .select()
      .from(tripTrackPoints)
      .where(eq(tripTrackPoints.tripId, trip.id));
    expect(track.length).toBeGreaterThanOrEqual(7);
    expect(track.length).toBeLessThanOrEqual(15);

    // Waiting at the pickup it still reports, every 30 s: the passenger's page never calls it stale.
    clock.advance({ seconds: 10 });
    await runDemoDriveOnce(app, clock.now());
    clock.advance({ seconds: 10 });
    expect((await runDemoDriveOnce(app, clock.now())).moved).toEqual([]);
    clock.advance({ seconds: 30 });
    expect((await runDemoDriveOnce(app, clock.now())).moved).toEqual([trip.id]);
    expect((await position(trip.id))!.at).toBe(clock.now().toISOString());
    expect(distanceM((await position(trip.id))!, places.gulshan)).toBeLessThan(1);

    // The passenger checks in: the car heads for the drop-off (Sylhet).
    const checkIn = await app.inject({
      method: 'POST',
      url: '/api/v3/user/check-in-out',
      headers: passenger.headers,
      payload: { trip_id: trip.id, action: 'check_in' },
    });
    expect(checkIn.statusCode).toBe(200);
    const atPickup = (await position(trip.id))!;
    clock.advance({ seconds: 10 });
    await runDemoDriveOnce(app, clock.now());
    const onTheWay = (await position(trip.id))!;
    expect(distanceM(atPickup, onTheWay)).toBeCloseTo(250, -1);
    expect(distanceM(onTheWay, places.sylhet)).toBeLessThan(distanceM(atPickup, places.sylhet));
  });

  it('leaves a trip whose passenger asked to cancel before it set off', async () => {
    const driverId = (await listDemoDriverIds(app.database.db)).sedan[0]!;
    const trip = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      status: 'cancel_requested',
      driverId,
      now: clock.now(),
    });
    await runDemoDriveOnce(app, clock.now());
    expect((await readTrip(app.database.db, trip.id))?.onMyWayAt).toBeNull();
    expect(await position(trip.id)).toBeNull();
  });
});
