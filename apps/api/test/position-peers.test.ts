import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import {
  listenForTripPositions,
  publishTripPositions,
  TRIP_POSITIONS_CHANNEL,
} from '../src/modules/booking/tracking/position-channel';
import type { TripPositionEvent } from '../src/modules/booking/tracking/position-payload';
import { createPostgresDatabase, testDbKind } from './helpers/database';
import { pause } from './helpers/realtime-client';

// ADR 0028: a process that no other listens with on its PostgreSQL database NOTIFYs no positions (only
// it would read them back); one that starts listening announces itself and is sent points from then; a
// process left alone again stops sending on its next count. Only PostgreSQL has other processes: on
// PGlite no position is ever NOTIFYed (trip-tracking.test.ts covers its fan-out), so this file runs on
// PostgreSQL only.
// A counts the others only when it starts (its next count is past the file's end), so only B's
// announcement can make it send; B counts often, so that it finds itself alone soon after A leaves.
const A_INTERVAL_MS = 30 * 60_000;
const B_INTERVAL_MS = 200;
const log = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

let seq = 0;
/** A new point of trip 7, a second after the last. */
function nextEvent(): TripPositionEvent {
  seq++;
  return {
    tripId: 7,
    passengerId: 12,
    position: {
      lat: 23.79,
      lng: 90.41 + seq / 10_000,
      accuracy_m: 10,
      heading: 90,
      speed_mps: 8.5,
      at: new Date(Date.UTC(2026, 2, 10, 4, 0, seq)).toISOString(),
    },
  };
}

/** A process's fan-out on its own handle: what its listeners heard, and how to stop. */
async function startProcess(url: string, intervalMs: number) {
  const database = await openDatabase(
    { kind: 'postgres', url, listenHeartbeatMs: intervalMs },
    { migrate: false },
  );
  const heard: string[] = [];
  const stop = await listenForTripPositions(database, log, {
    onPosition: (event) => heard.push(event.position.at),
    onGap: () => {},
  });
  return {
    database,
    heard,
    publish: (event: TripPositionEvent) => publishTripPositions(database, log, [event]),
    close: async () => {
      await stop();
      await database.close();
    },
  };
}

describe.runIf(testDbKind === 'postgres')('positions NOTIFYed only when another process listens', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  // What a client that is no API process hears on the channel (it is not counted as one).
  let observer: pg.Client;
  const notified: string[] = [];
  let a: Awaited<ReturnType<typeof startProcess>> | undefined;
  let b: Awaited<ReturnType<typeof startProcess>> | undefined;

  /** Whether `process` publishing a new point NOTIFYs it within `ms`. */
  async function sends(process: NonNullable<typeof a>, ms = 300): Promise<boolean> {
    const event = nextEvent();
    process.publish(event);
    await pause(ms);
    return notified.some((payload) => payload.includes(event.position.at));
  }

  beforeAll(async () => {
    created = await createPostgresDatabase({ template: inject('postgresTemplate') });
    observer = new pg.Client({ connectionString: created.url });
    await observer.connect();
    observer.on('notification', ({ payload = '' }) => notified.push(payload));
    await observer.query(`listen ${TRIP_POSITIONS_CHANNEL}`);
    a = await startProcess(created.url, A_INTERVAL_MS);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await observer?.end();
    await created?.drop();
  });

  it('a process alone sends none, and its own listeners still hear every point at once', async () => {
    if (!a) throw new Error('A did not start');
    const event = nextEvent();
    a.publish(event);
    expect(a.heard.at(-1)).toBe(event.position.at);
    expect(await sends(a)).toBe(false);
    // Its announcement went out: a process starting later counts it, and it would count the newcomer.
    expect(notified.filter((p) => p.startsWith('join:'))).toHaveLength(1);
  });

  it('a process that starts listening announces itself and is sent points from then', async () => {
    if (!a) throw new Error('A did not start');
    const first = a;
    b = await startProcess(created.url, B_INTERVAL_MS);
    const second = b;
    await expect.poll(() => notified.filter((p) => p.startsWith('join:')).length).toBe(2);
    const event = nextEvent();
    await expect
      .poll(
        () => {
          if (!second.heard.includes(event.position.at)) first.publish(event);
          return second.heard.includes(event.position.at);
        },
        { timeout: 1000, interval: 50 },
      )
      .toBe(true);
    // Both ways: the newcomer counted the first process when it started.
    const fromB = nextEvent();
    second.publish(fromB);
    await expect.poll(() => first.heard.includes(fromB.position.at), { timeout: 1000 }).toBe(true);
  });

  it('a process left alone again stops sending on its next count', async () => {
    if (!a || !b) throw new Error('A and B did not start');
    const second = b;
    expect(await sends(second)).toBe(true);
    await a.close();
    a = undefined;
    await expect.poll(() => sends(second, 100), { timeout: 10 * B_INTERVAL_MS }).toBe(false);
    expect(await sends(second)).toBe(false);
  });
});
