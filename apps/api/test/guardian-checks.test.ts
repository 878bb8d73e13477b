import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardianChecks,
  incidentEvents,
  incidents,
  notifications,
  pushSubscriptions,
  tripPositions,
  tripTrackPoints,
} from '../src/db/schema/index';
import { runGuardianChecks } from '../src/modules/booking/safety/guardian-checks';
import { realertOpenIncidents } from '../src/modules/booking/safety/incidents';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// Issue 43 item 5, DESIGN.md §15: guardian checks. A started trip's car standing 10+ minutes away from
// its ends, or running outside the straight-line corridor, asks the passenger "Is everything all right?"
// (a check row and one push); "I am fine" closes it, "I need help" raises an SOS; no answer in 3 minutes
// opens one `guardian_unanswered` incident that alerts staff.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const MIN = 60_000;
const settings = {
  corridorMinM: 3000,
  alerts: {
    staffInbox: 'alerts@pothik.test',
    brand: { en: 'Pothik', bn: 'পথিক' },
    siteUrl: 'http://localhost:3000',
  },
};

let app: FastifyInstance;
let passenger: LoggedIn;
let stranger: LoggedIn;
let driver: TestDriver;
let sc: ReturnType<typeof staffConsole>;
let ops: StaffSession;

beforeAll(async () => {
  app = await buildTestApp(
    { ...tripTestEnv, OUTBOX_INTERVAL_SEC: '0', INCIDENT_ALERT_CHECK_SEC: '0' },
    { clock },
  );
  await app.ready();
  passenger = await loginAs(app);
  stranger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Abdul Karim' });
  await app.database.db.insert(pushSubscriptions).values({
    userId: passenger.user.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/guardian-${passenger.user.id}`,
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
    lang: 'bn',
  });
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  ops = await sc.session('ops');
});
afterAll(() => app.close());

/** A started Gulshan → Sylhet trip of `passenger` (a corridor a quarter of ~200 km wide). */
const startedTrip = () =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'started',
    driverId: driver.driver.id,
    pickupAt: new Date(clock.now().getTime() - 60 * MIN),
    now: clock.now(),
  });

/** `share` of the way along the straight line from Gulshan to Sylhet. */
const along = (share: number) => ({
  lat: places.gulshan.lat + share * (places.sylhet.lat - places.gulshan.lat),
  lng: places.gulshan.lng + share * (places.sylhet.lng - places.gulshan.lng),
});
// Far south-west of Dhaka: ~100 km outside the corridor, inside Bangladesh.
const offRoute = { lat: 23.0, lng: 89.5 };

/** The car at `where` every 30 s for `minutes`, ending now: the stored track and the latest point. */
async function standAt(tripId: number, where: { lat: number; lng: number }, minutes: number) {
  const now = clock.now().getTime();
  const points = Array.from({ length: minutes * 2 + 1 }, (_, i) => ({
    tripId,
    lat: where.lat,
    lng: where.lng,
    accuracyM: 10,
    at: new Date(now - minutes * MIN + i * 30_000),
  }));
  await app.database.db.insert(tripTrackPoints).values(points);
  const last = points.at(-1) as (typeof points)[number];
  await app.database.db
    .insert(tripPositions)
    .values({ ...last, receivedAt: last.at, windowStartedAt: last.at })
    .onConflictDoUpdate({ target: tripPositions.tripId, set: { lat: last.lat, lng: last.lng, at: last.at } });
}

const run = () => runGuardianChecks(app.database.db, clock.now(), settings);
const checksOf = (tripId: number) =>
  app.database.db
    .select()
    .from(guardianChecks)
    .where(eq(guardianChecks.tripId, tripId))
    .orderBy(asc(guardianChecks.id));
const pushesOf = (tripId: number) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), eq(notifications.kind, 'guardian_check')));
const incidentsOf = (tripId: number) =>
  app.database.db.select().from(incidents).where(eq(incidents.tripId, tripId)).orderBy(asc(incidents.id));
const asUser = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v3/user${url}`, headers: who.headers, payload });

describe('the guardian-checks job', () => {
  it('asks once about a long stop away from both ends, with one push to the passenger', async () => {
    const trip = await startedTrip();
    await standAt(trip.id, along(0.3), 11);
    await run();
    await run();
    const checks = await checksOf(trip.id);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ reason: 'long_stop', askedAt: clock.now(), answeredAt: null });
    const pushes = await pushesOf(trip.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ channel: 'push', userId: passenger.user.id });
    expect(JSON.stringify(pushes[0]?.message)).toContain('সব ঠিক আছে তো?');

    const res = await asUser(passenger, 'GET', `/trips/${trip.id}/guardian-check`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: checks[0]?.id,
      reason: 'long_stop',
      answer_by: new Date(clock.now().getTime() + 3 * MIN).toISOString(),
      incident_id: null,
    });
  });

  it('does not ask about a stop at the pickup, nor about a short one', async () => {
    const atPickup = await startedTrip();
    await standAt(atPickup.id, places.gulshan, 15);
    const shortStop = await startedTrip();
    await standAt(shortStop.id, along(0.5), 8);
    await run();
    expect(await checksOf(atPickup.id)).toEqual([]);
    expect(await checksOf(shortStop.id)).toEqual([]);
    expect(await pushesOf(atPickup.id)).toEqual([]);
    const res = await asUser(passenger, 'GET', `/trips/${atPickup.id}/guardian-check`);
    expect(res.json()).toEqual({ data: null });
  });

  it('asks when the car runs outside the corridor', async () => {
    const trip = await startedTrip();
    await standAt(trip.id, offRoute, 2);
    await run();
    expect(await checksOf(trip.id)).toMatchObject([{ reason: 'off_corridor' }]);
    expect(await pushesOf(trip.id)).toHaveLength(1);
  });
});

describe('POST /api/v3/user/trips/{id}/guardian-check/answer', () => {
  it('"ok" closes the question, and the same stop is not asked about again', async () => {
    const trip = await startedTrip();
    await standAt(trip.id, along(0.4), 12);
    await run();
    const res = await asUser(passenger, 'POST', `/trips/${trip.id}/guardian-check/answer`, { answer: 'ok' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'guardianAnsweredOk',
      data: { check: { answer: 'ok', answered_at: clock.now().toISOString() }, incident: null },
    });
    await run();
    expect(await checksOf(trip.id)).toHaveLength(1);
    expect((await asUser(passenger, 'GET', `/trips/${trip.id}/guardian-check`)).json()).toEqual({
      data: null,
    });
    const again = await asUser(passenger, 'POST', `/trips/${trip.id}/guardian-check/answer`, {
      answer: 'ok',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'noPendingGuardianCheck' });
    expect(await incidentsOf(trip.id)).toEqual([]);
  });

  it('"help" raises the passenger\'s SOS at once', async () => {
    const trip = await startedTrip();
    await standAt(trip.id, offRoute, 3);
    await run();
    const res = await asUser(passenger, 'POST', `/trips/${trip.id}/guardian-check/answer`, {
      answer: 'help',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'sosRaised',
      data: { check: { answer: 'help' }, incident: { kind: 'sos', raised_by: 'passenger', state: 'open' } },
    });
    const rows = await incidentsOf(trip.id);
    expect(rows).toMatchObject([{ kind: 'sos', raisedBy: 'passenger', raisedByUserId: passenger.user.id }]);
    const staff = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tripId, trip.id), eq(notifications.kind, 'incident_staff')));
    expect(staff).toHaveLength(1);
  });

  it('another passenger can neither read nor answer the question', async () => {
    const trip = await startedTrip();
    await standAt(trip.id, offRoute, 2);
    await run();
    const read = await asUser(stranger, 'GET', `/trips/${trip.id}/guardian-check`);
    expect(read.statusCode).toBe(404);
    const answer = await asUser(stranger, 'POST', `/trips/${trip.id}/guardian-check/answer`, {
      answer: 'ok',
    });
    expect(answer.statusCode).toBe(404);
    expect((await checksOf(trip.id))[0]?.answeredAt).toBeNull();
    const bad = await asUser(passenger, 'POST', `/trips/${trip.id}/guardian-check/answer`, {
      answer: 'maybe',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('no answer in 3 minutes', () => {
  it('opens exactly one guardian_unanswered incident that alerts staff, however often the job runs', async () => {
    const trip = await startedTrip();
    await standAt(trip.id, along(0.6), 11);
    await run();
    const [check] = await checksOf(trip.id);
    clock.advance({ minutes: 2, seconds: 59 });
    await run();
    expect(await incidentsOf(trip.id)).toEqual([]);
    clock.advance({ seconds: 1 });
    await Promise.all([run(), run()]);
    await run();
    const rows = await incidentsOf(trip.id);
    expect(rows).toMatchObject([
      { kind: 'guardian_unanswered', raisedBy: 'system', raisedByUserId: null, state: 'open' },
    ]);
    expect((await checksOf(trip.id))[0]).toMatchObject({ id: check?.id, incidentId: rows[0]?.id });
    const staff = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tripId, trip.id), eq(notifications.kind, 'incident_staff')));
    expect(staff).toHaveLength(1);
    expect(JSON.stringify(staff[0]?.message)).toContain('Is everything all right?');
    // The queue shows it, and the passenger still sees the question, now saying staff were alerted.
    const events = await app.database.db
      .select()
      .from(incidentEvents)
      .where(eq(incidentEvents.incidentId, rows[0]?.id ?? 0));
    expect(events.map((e) => e.action)).toEqual(['raised', 'alerted', 'noted']);
    const res = await asUser(passenger, 'GET', `/trips/${trip.id}/guardian-check`);
    expect(res.json().data).toMatchObject({ incident_id: rows[0]?.id });
    const queue = (await sc.call(ops, 'GET', '/admin/api/incidents')).json() as {
      id: number;
      kind: string;
    }[];
    expect(queue.find((r) => r.id === rows[0]?.id)).toMatchObject({ kind: 'guardian_unanswered' });
    // Like an SOS, it alerts staff again every 2 minutes until someone acknowledges it.
    clock.advance({ minutes: 2 });
    await realertOpenIncidents(app.database.db, { now: clock.now(), alerts: settings.alerts });
    const realerts = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tripId, trip.id), eq(notifications.kind, 'incident_staff')));
    expect(realerts.map((n) => n.dedupeKey)).toEqual([
      `incident_staff:incident:${rows[0]?.id}:round:0:email`,
      `incident_staff:incident:${rows[0]?.id}:round:1:email`,
    ]);
    // A late "I am fine" closes the question and is noted on the incident for staff.
    const late = await asUser(passenger, 'POST', `/trips/${trip.id}/guardian-check/answer`, {
      answer: 'ok',
    });
    expect(late.statusCode).toBe(200);
    const notes = await app.database.db
      .select()
      .from(incidentEvents)
      .where(eq(incidentEvents.incidentId, rows[0]?.id ?? 0));
    expect(notes.at(-1)).toMatchObject({
      actor: 'passenger',
      note: 'The passenger answered late: "I am fine".',
    });
    clock.advance({ minutes: 1 });
    await run();
    expect(await incidentsOf(trip.id)).toHaveLength(1);
  });
});
