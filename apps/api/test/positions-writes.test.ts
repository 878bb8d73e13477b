import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPositions, tripTrackPoints } from '../src/db/schema/index';
import {
  insertTrackPoints,
  type LatestPositionRow,
  saveLatestPositions,
} from '../src/modules/booking/tracking/positions-repo';
import { TrackWriter } from '../src/modules/booking/tracking/track-writer';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// docs/decisions/0021: the track writer's statements (an unnest of one array per column, 50 rows to a
// statement): every row written as given, nulls kept, and a latest point never moved back in time; and
// its pace: kept points with every write, a trip's latest point at once and then every latestEveryMs.

const T0 = Date.parse('2026-03-10T04:00:00.000Z');
let app: FastifyInstance;
let tripIds: number[];

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv);
  const passenger = await loginAs(app);
  tripIds = [];
  // More trips than one statement takes, so the rows cross a statement's boundary.
  for (let i = 0; i < 60; i++)
    tripIds.push(
      (await createTrip(app.database.db, { passengerId: passenger.user.id, status: 'started' })).id,
    );
});
afterAll(async () => {
  await app.close();
});

const position = (i: number, atMs: number) => ({
  lat: places.gulshan.lat + i / 111_320,
  lng: places.gulshan.lng,
  accuracyM: 10 + (i % 3),
  // Every other point comes without heading and speed (a phone that gives neither).
  ...(i % 2 === 0 ? { headingDeg: 90, speedMps: 8.5 } : {}),
  at: new Date(atMs),
});
const latestRow = (tripId: number, i: number, atMs: number): LatestPositionRow => ({
  tripId,
  position: position(i, atMs),
  receivedAt: new Date(atMs + 500),
  window: { startedAt: new Date(atMs - 1000), count: i + 1 },
});
const latestRows = () =>
  app.database.db
    .select()
    .from(tripPositions)
    .where(inArray(tripPositions.tripId, tripIds))
    .orderBy(asc(tripPositions.tripId));

describe('the track writer', () => {
  it('upserts every trip’s latest point with its window, keeping a missing heading and speed as null', async () => {
    await saveLatestPositions(
      app.database.db,
      tripIds.map((id, i) => latestRow(id, i, T0)),
    );
    const rows = await latestRows();
    expect(rows).toHaveLength(60);
    expect(rows[0]).toMatchObject({
      tripId: tripIds[0],
      lat: places.gulshan.lat,
      accuracyM: 10,
      headingDeg: 90,
      speedMps: 8.5,
      at: new Date(T0),
      receivedAt: new Date(T0 + 500),
      windowStartedAt: new Date(T0 - 1000),
      windowCount: 1,
    });
    expect(rows[59]).toMatchObject({ tripId: tripIds[59], accuracyM: 12, headingDeg: null, speedMps: null });
    expect(rows[59]!.lat).toBeCloseTo(places.gulshan.lat + 59 / 111_320, 10);
  });

  it('moves a latest point forward, never back to an older one another process wrote late', async () => {
    const [first, second] = tripIds as [number, number];
    await saveLatestPositions(app.database.db, [latestRow(first, 7, T0 + 5000)]);
    await saveLatestPositions(app.database.db, [latestRow(second, 7, T0 - 5000)]);
    const rows = await latestRows();
    expect(rows.find((r) => r.tripId === first)).toMatchObject({ at: new Date(T0 + 5000), windowCount: 8 });
    expect(rows.find((r) => r.tripId === second)).toMatchObject({ at: new Date(T0), windowCount: 2 });
  });

  it('appends kept points of many trips, in every statement', async () => {
    await insertTrackPoints(
      app.database.db,
      tripIds.map((tripId, i) => ({ tripId, position: position(i, T0 + i) })),
    );
    const track = await app.database.db
      .select()
      .from(tripTrackPoints)
      .where(inArray(tripTrackPoints.tripId, tripIds))
      .orderBy(asc(tripTrackPoints.tripId));
    expect(track).toHaveLength(60);
    expect(track.map((p) => p.at.getTime())).toEqual(tripIds.map((_, i) => T0 + i));
    expect(track[58]).toMatchObject({ headingDeg: 90, speedMps: 8.5 });
    expect(track[59]).toMatchObject({ headingDeg: null, speedMps: null });
  });

  it('writes a trip’s latest point at once, then at most every latestEveryMs, while kept points go every write', async () => {
    const [trip] = tripIds.slice(-1) as [number];
    const writer = new TrackWriter(app.database.db, app.log, { intervalMs: 20, latestEveryMs: 60_000 });
    const kept = (i: number) => [{ tripId: trip, position: position(i, T0 + 60_000 + i * 5000) }];
    const latestAt = async () => (await latestRows()).find((r) => r.tripId === trip)?.at.getTime();
    const trackAts = async () =>
      (
        await app.database.db
          .select()
          .from(tripTrackPoints)
          .where(inArray(tripTrackPoints.tripId, [trip]))
      )
        .map((p) => p.at.getTime())
        .sort((a, b) => a - b);

    writer.add(latestRow(trip, 1, T0 + 65_000), kept(1));
    await expect.poll(latestAt).toBe(T0 + 65_000);
    writer.add(latestRow(trip, 2, T0 + 70_000), kept(2));
    await expect.poll(trackAts).toContain(T0 + 70_000);
    // The kept point is written; the latest waits for its minute (the process serves it from memory).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await latestAt()).toBe(T0 + 65_000);
    expect(writer.waiting).toBe(1);

    // The trip changed (a check-out): its latest goes with the next write.
    writer.writeLatestSoon(trip);
    await expect.poll(latestAt).toBe(T0 + 70_000);
    expect(writer.waiting).toBe(0);

    // Closing the app writes whatever waits.
    writer.add(latestRow(trip, 3, T0 + 75_000), []);
    await writer.flush();
    expect(await latestAt()).toBe(T0 + 75_000);
  });
});
