import type { TripStatus } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { raceKind } from './helpers/database';
import { createTrip, readEvents, readTrip, tripTestEnv } from './helpers/trips';

const start = '2026-03-10T04:00:00.000Z';
const clock = createTestClock(start);
const MINUTE = 60_000;
const minutesFromNow = (m: number) => new Date(clock.now().getTime() + m * MINUTE);

let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;
let reasonId: number;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
  reasonId = (await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers })).json()
    .data[0].id;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set(start);
});

const tripOf = (status: TripStatus, pickupInMinutes: number, who: LoggedIn = passenger) =>
  createTrip(app.database.db, {
    passengerId: who.user.id,
    status,
    pickupAt: minutesFromNow(pickupInMinutes),
    now: clock.now(),
  });

function send(url: string, payload: object, who: LoggedIn = passenger, target: FastifyInstance = app) {
  return target.inject({ method: 'POST', url: `/api/v3/user${url}`, headers: who.headers, payload });
}
const cancel = (trip_id: number, extra: object = {}, who?: LoggedIn, target?: FastifyInstance) =>
  send('/trips/cancelled', { trip_id, reason_id: reasonId, ...extra }, who, target);
const requestCancel = (trip_id: number, extra: object = {}, who?: LoggedIn) =>
  send('/trip-cancel-request', { trip_id, reason_id: reasonId, ...extra }, who);
const statusOf = async (id: number) => (await readTrip(app.database.db, id))!.status;

const refusals = {
  requestInstead: 'This trip can no longer be cancelled here. Please send a cancellation request.',
  cancelInstead: 'This trip can still be cancelled directly; no request is needed.',
  pending: 'A cancellation request for this trip is already waiting for an answer.',
  none: 'This trip can no longer be cancelled.',
};

describe('POST /api/v3/user/trips/cancelled', () => {
  it('cancels a requested trip at any time before pickup, with the reason, note and timeline', async () => {
    const trip = await tripOf('requested', 1);
    clock.advance({ seconds: 30 });
    const res = await cancel(trip.id, { note: 'Flight moved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Trip cancelled.',
      code: 'tripCancelled',
      data: {
        trip: {
          id: trip.id,
          status: 'cancelled',
          cancel_reason_id: reasonId,
          cancel_note: 'Flight moved',
          cancelled_at: clock.now().toISOString(),
        },
      },
    });
    expect(await readEvents(app.database.db, trip.id)).toMatchObject([
      { fromStatus: null, toStatus: 'requested' },
      {
        fromStatus: 'requested',
        toStatus: 'cancelled',
        actor: 'passenger',
        note: 'Flight moved',
        at: clock.now(),
      },
    ]);
    const detail = (
      await app.inject({ url: `/api/v3/user/trips/${trip.id}`, headers: passenger.headers })
    ).json();
    expect(detail.data.timeline).toHaveLength(2);
    expect(detail.data.cancel).toEqual({ option: 'none', until: null });
  });

  it('cancels a confirmed trip outside the window, up to exactly CANCEL_WINDOW_MIN before pickup', async () => {
    const early = await tripOf('confirmed', 180);
    expect((await cancel(early.id)).statusCode).toBe(200);
    expect(await statusOf(early.id)).toBe('cancelled');
    const onTheEdge = await tripOf('confirmed', 120);
    expect((await cancel(onTheEdge.id)).statusCode).toBe(200);
  });

  it('refuses a confirmed trip inside the window, pointing to the cancellation request', async () => {
    const trip = await tripOf('confirmed', 180);
    clock.advance({ minutes: 60, seconds: 1 });
    const res = await cancel(trip.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: refusals.requestInstead, code: 'cancelRequestRequired' });
    expect(await statusOf(trip.id)).toBe('confirmed');
  });

  it.each([
    ['started', refusals.none],
    ['completed', refusals.none],
    ['expired', refusals.none],
    ['cancel_requested', refusals.pending],
  ] as const)('refuses a %s trip', async (status, message) => {
    const trip = await tripOf(status, 300);
    const res = await cancel(trip.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await statusOf(trip.id)).toBe(status);
  });

  it('refuses a requested trip whose pickup has passed, before the expiry job has marked it', async () => {
    const trip = await tripOf('requested', 30);
    clock.advance({ minutes: 30 });
    const res = await cancel(trip.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: refusals.none, code: 'tripNotCancellable' });
    expect(await statusOf(trip.id)).toBe('requested');
  });

  it('refuses to cancel twice, and keeps the first cancellation', async () => {
    const trip = await tripOf('requested', 600);
    expect((await cancel(trip.id, { note: 'first' })).statusCode).toBe(200);
    const again = await cancel(trip.id, { note: 'second' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: refusals.none, code: 'tripNotCancellable' });
    expect((await readTrip(app.database.db, trip.id))!.cancelNote).toBe('first');
    expect(await readEvents(app.database.db, trip.id)).toHaveLength(2);
  });

  it(`lets exactly one of three concurrent cancels through on ${raceKind}`, async () => {
    const trip = await tripOf('requested', 600);
    const results = await Promise.all([cancel(trip.id), cancel(trip.id), cancel(trip.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await readEvents(app.database.db, trip.id)).toHaveLength(2);
  });

  it("answers 404 for another passenger's trip and leaves it alone", async () => {
    const theirs = await tripOf('requested', 600, other);
    for (const res of [await cancel(theirs.id), await requestCancel(theirs.id), await cancel(987_654)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Trip not found.', code: 'tripNotFound' });
    }
    expect(await statusOf(theirs.id)).toBe('requested');
  });

  it('refuses an unknown reason, a missing trip id and a note that is too long with 422', async () => {
    const trip = await tripOf('requested', 600);
    const unknownReason = await cancel(trip.id, { reason_id: 999 });
    expect(unknownReason.statusCode).toBe(422);
    expect(unknownReason.json()).toMatchObject({
      message: 'Validation Error!',
      errors: { reason_id: ['Please choose a reason.'] },
    });
    const noTrip = await send('/trips/cancelled', { reason_id: reasonId });
    expect(noTrip.statusCode).toBe(422);
    expect(noTrip.json().errors).toHaveProperty('trip_id');
    expect((await cancel(trip.id, { note: 'x'.repeat(501) })).statusCode).toBe(422);
    expect(await statusOf(trip.id)).toBe('requested');
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/user/trips/cancelled', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('takes the window from CANCEL_WINDOW_MIN', async () => {
    const narrow = await buildTestApp(
      { ...tripTestEnv, CANCEL_WINDOW_MIN: '30' },
      { clock, database: app.database },
    );
    try {
      await narrow.ready();
      const trip = await tripOf('confirmed', 60);
      // Inside the default 120-minute window, outside a 30-minute one.
      expect((await cancel(trip.id, {}, passenger, app)).statusCode).toBe(400);
      expect((await cancel(trip.id, {}, passenger, narrow)).statusCode).toBe(200);
    } finally {
      await narrow.close();
    }
  });
});

describe('POST /api/v3/user/trip-cancel-request', () => {
  it('asks to cancel a confirmed trip inside the window: cancel_requested, for an admin to decide', async () => {
    const trip = await tripOf('confirmed', 90);
    const res = await requestCancel(trip.id, { note: 'Family emergency' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Cancellation request sent.',
      code: 'cancelRequested',
      data: {
        trip: {
          status: 'cancel_requested',
          cancel_reason_id: reasonId,
          cancel_note: 'Family emergency',
          cancelled_at: null,
        },
      },
    });
    expect((await readEvents(app.database.db, trip.id)).at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'cancel_requested',
      actor: 'passenger',
    });
    const again = await requestCancel(trip.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: refusals.pending, code: 'cancelRequestPending' });
  });

  it('refuses a trip that can still be cancelled outright', async () => {
    for (const trip of [await tripOf('requested', 30), await tripOf('confirmed', 121)]) {
      const res = await requestCancel(trip.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: refusals.cancelInstead, code: 'cancelDirectly' });
      expect(await statusOf(trip.id)).toBe(trip.status);
    }
  });

  it('refuses a started trip (and so does cancel)', async () => {
    const trip = await tripOf('started', -5);
    expect((await requestCancel(trip.id)).json()).toEqual({
      message: refusals.none,
      code: 'tripNotCancellable',
    });
    expect((await cancel(trip.id)).statusCode).toBe(400);
    expect(await statusOf(trip.id)).toBe('started');
  });

  it('refuses an unknown reason with 422', async () => {
    const trip = await tripOf('confirmed', 90);
    const res = await requestCancel(trip.id, { reason_id: 4242 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ reason_id: ['Please choose a reason.'] });
  });
});
