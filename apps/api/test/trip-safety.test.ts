import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, incidentEvents, incidents, notifications, users } from '../src/db/schema/index';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postAccept, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripCodeOf, tripTestEnv } from './helpers/trips';

// Issue 43's "right car", trusted contacts and SOS: the trip code made at accept and typed by the
// passenger at check-in (counted, locked at five, staff alerted once), a passenger's trusted contacts,
// and SOS incidents written before their alerts, worked by staff and re-alerted every 2 minutes.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;

let app: FastifyInstance;
let passenger: LoggedIn;
let stranger: LoggedIn;
let sc: ReturnType<typeof staffConsole>;
let ops: StaffSession;

beforeAll(async () => {
  app = await buildTestApp(
    {
      ...tripTestEnv,
      OUTBOX_INTERVAL_SEC: '0',
      INCIDENT_ALERT_CHECK_SEC: '0',
      BRAND_NAME: 'Pothik',
      STAFF_ALERT_EMAIL: 'alerts@pothik.test',
    },
    { clock },
  );
  await app.ready();
  passenger = await loginAs(app);
  stranger = await loginAs(app);
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  ops = await sc.session('ops');
});
afterAll(() => app.close());

const asUser = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v3/user${url}`, headers: who.headers, payload });
const asDriver = (who: LoggedIn, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api/v3/driver${url}`, headers: who.headers });
const checkIn = (tripId: number, tripCode?: string) =>
  asUser(passenger, 'POST', '/check-in-out', {
    trip_id: tripId,
    action: 'check_in',
    ...(tripCode !== undefined && { trip_code: tripCode }),
  });

/** A trip of `passenger` booked through the API with a new driver. */
async function bookedTrip(): Promise<{ tripId: number; driver: TestDriver; driverLogin: LoggedIn }> {
  const trip = await createTrip(app.database.db, {
    passengerId: passenger.user.id,
    pickupAt: new Date(clock.now().getTime() + 48 * HOUR),
    now: clock.now(),
  });
  const driver = await createDriverProfile(app, { name: 'Abdul Karim' });
  const { bid } = await placeBid(app, {
    driverId: driver.driver.id,
    tripId: trip.id,
    driverFare: 3000,
    now: clock.now(),
  });
  expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id })).statusCode).toBe(200);
  return { tripId: trip.id, driver, driverLogin: await loginDriver(app, driver) };
}

/** A code that is not the trip's. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const incidentsOfTrip = (tripId: number) =>
  app.database.db.select().from(incidents).where(eq(incidents.tripId, tripId)).orderBy(asc(incidents.id));
const eventsOf = (incidentId: number) =>
  app.database.db
    .select()
    .from(incidentEvents)
    .where(eq(incidentEvents.incidentId, incidentId))
    .orderBy(asc(incidentEvents.id));
const outboxOfTrip = (tripId: number, kind: string) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
const message = (row: { message: unknown }) => row.message as { to: string; text: string; subject?: string };

describe('trip code', () => {
  it('is made at accept; the driver sees it, the passenger only its state', async () => {
    const { tripId, driver, driverLogin } = await bookedTrip();
    const code = await tripCodeOf(app.database.db, tripId);
    expect(code).toMatch(/^\d{4}$/);
    const driverView = await asDriver(driverLogin, 'GET', `/trips/${tripId}/safety`);
    expect(driverView.statusCode).toBe(200);
    expect(driverView.json().data).toMatchObject({
      trip_code: code,
      trip_code_locked: false,
      incident: null,
    });
    const passengerView = await asUser(passenger, 'GET', `/trips/${tripId}/safety`);
    expect(passengerView.json().data).toEqual({
      trip_code: { required: true, attempts_left: 5, locked: false },
      incident: null,
    });
    expect(JSON.stringify(passengerView.json())).not.toContain(`"${code}"`);
    // A demo-fleet driver's code is given to the passenger in demo mode only; this app is not the demo.
    await app.database.db.update(drivers).set({ isDemo: true }).where(eq(drivers.id, driver.driver.id));
    expect((await asUser(passenger, 'GET', `/trips/${tripId}/safety`)).json().data.trip_code).toEqual({
      required: true,
      attempts_left: 5,
      locked: false,
    });
  });

  it('refuses a missing code uncounted, counts a wrong one, and checks in with the right one', async () => {
    const { tripId } = await bookedTrip();
    const code = (await tripCodeOf(app.database.db, tripId))!;
    const missing = await checkIn(tripId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'tripCodeRequired',
      data: { attempts_left: 5, locked: false },
    });
    const wrong = await checkIn(tripId, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'That trip code is not right. Ask the driver for the code shown in their app.',
      code: 'tripCodeWrong',
      data: { attempts_left: 4, locked: false },
    });
    // Counted in a transaction that committed, though the check-in was refused.
    expect(
      (await asUser(passenger, 'GET', `/trips/${tripId}/safety`)).json().data.trip_code.attempts_left,
    ).toBe(4);
    const right = await checkIn(tripId, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.trip.status).toBe('started');
  });

  it('locks check-in at the fifth wrong code and alerts staff once', async () => {
    const { tripId, driverLogin } = await bookedTrip();
    const code = (await tripCodeOf(app.database.db, tripId))!;
    const wrong = wrongCodeFor(code);
    for (const left of [4, 3, 2, 1]) {
      expect((await checkIn(tripId, wrong)).json().data).toEqual({ attempts_left: left, locked: false });
    }
    const fifth = await checkIn(tripId, wrong);
    expect(fifth.json()).toMatchObject({ code: 'tripCodeLocked', data: { attempts_left: 0, locked: true } });
    // Locked: even the right code is refused now, and nothing more is counted or alerted.
    expect((await checkIn(tripId, code)).json().code).toBe('tripCodeLocked');
    expect((await checkIn(tripId, wrong)).json().code).toBe('tripCodeLocked');

    const opened = await incidentsOfTrip(tripId);
    expect(opened.map((i) => [i.kind, i.raisedBy, i.state])).toEqual([
      ['trip_code_locked', 'system', 'open'],
    ]);
    const emails = await outboxOfTrip(tripId, 'incident_staff');
    expect(emails).toHaveLength(1);
    expect(message(emails[0]!).to).toBe('alerts@pothik.test');
    expect(message(emails[0]!).subject).toContain(
      `Trip code locked after five wrong codes on trip #${tripId}`,
    );
    expect((await asDriver(driverLogin, 'GET', `/trips/${tripId}/safety`)).json().data.trip_code_locked).toBe(
      true,
    );
    // Staff see it in the queue.
    const queue = await sc.call(ops, 'GET', '/admin/api/incidents');
    expect(queue.json().map((i: { trip_id: number }) => i.trip_id)).toContain(tripId);
  });
});

describe('trusted contacts', () => {
  const contact = (n: number) => ({ name: `Contact ${n}`, mobile: `0171234500${n}`, auto_share: n === 1 });

  it('saves up to five, in order, and reads them back', async () => {
    expect((await asUser(passenger, 'GET', '/trusted-contacts')).json()).toEqual({ data: [] });
    const five = [1, 2, 3, 4, 5].map(contact);
    const saved = await asUser(passenger, 'PUT', '/trusted-contacts', { contacts: five });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'trustedContactsSaved', data: five });
    expect((await asUser(passenger, 'GET', '/trusted-contacts')).json().data).toEqual(five);
    // Another passenger's list is their own.
    expect((await asUser(stranger, 'GET', '/trusted-contacts')).json().data).toEqual([]);
  });

  it('refuses a sixth, a number twice and a number that is not Bangladeshi with 422 field messages', async () => {
    const six = await asUser(passenger, 'PUT', '/trusted-contacts', {
      contacts: [1, 2, 3, 4, 5, 6].map(contact),
    });
    expect(six.statusCode).toBe(422);
    expect(six.json().errors).toEqual({ contacts: ['You can save at most 5 trusted contacts.'] });
    const twice = await asUser(passenger, 'PUT', '/trusted-contacts', { contacts: [contact(1), contact(1)] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      contacts: ['This number is already one of your trusted contacts.'],
    });
    const abroad = await asUser(passenger, 'PUT', '/trusted-contacts', {
      contacts: [{ name: 'Abroad', mobile: '01212345678' }],
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors).toEqual({
      'contacts.0.mobile': ['Please enter a valid Bangladeshi mobile number.'],
    });
    // Nothing of a refused list was saved.
    expect((await asUser(passenger, 'GET', '/trusted-contacts')).json().data).toHaveLength(5);
  });
});

describe('SOS', () => {
  it('writes the incident, then enqueues staff’s email and an SMS per trusted contact in the passenger’s language', async () => {
    await asUser(passenger, 'PUT', '/trusted-contacts', { contacts: [contact(7), contact(8)] });
    await app.database.db
      .update(users)
      .set({ lang: 'bn', fullName: 'Rahima' })
      .where(eq(users.id, passenger.user.id));
    const { tripId, driver } = await bookedTrip();
    const raised = await asUser(passenger, 'POST', `/trips/${tripId}/sos`);
    expect(raised.statusCode).toBe(201);
    const view = raised.json().data;
    expect(view).toMatchObject({ kind: 'sos', raised_by: 'passenger', state: 'open', acknowledged_at: null });
    expect(view.staff_alerted_at).toBe(clock.now().toISOString());

    const [incident] = await incidentsOfTrip(tripId);
    expect(incident!.id).toBe(view.id);
    // The row first: its "raised" event comes before the alerts', and every alert names the incident.
    expect((await eventsOf(incident!.id)).map((e) => e.action)).toEqual(['raised', 'alerted']);
    const sms = await outboxOfTrip(tripId, 'sos_contact');
    expect(sms.map((r) => message(r).to)).toEqual(['01712345007', '01712345008']);
    expect(sms.every((r) => r.dedupeKey?.startsWith(`sos_contact:incident:${incident!.id}:`))).toBe(true);
    // With a share link made in the same transaction, on the site's address (share-live.test.ts opens it).
    const link = `${app.config.webOrigins[0]}/share/`;
    expect(message(sms[0]!).text.replace(/\/share\/[A-Za-z0-9_-]{43} /, '/share/ ')).toBe(
      `${app.config.brand.name.bn}: Rahima ট্রিপ #${toBn(tripId)}-এ এসওএস চেপেছেন। চালক Abdul Karim, গাড়ি Toyota Allion 2015 (${driver.driver.plateNumber})। গাড়িটি সরাসরি দেখুন: ${link} আমাদের টিম বিষয়টি দেখছে। জরুরি হলে ৯৯৯-এ ফোন করুন।`,
    );
    const staff = await outboxOfTrip(tripId, 'incident_staff');
    expect(staff.map((r) => r.dedupeKey)).toEqual([`incident_staff:incident:${incident!.id}:round:0:email`]);

    // A second tap answers the open incident, and alerts nobody again.
    const again = await asUser(passenger, 'POST', `/trips/${tripId}/sos`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(incident!.id);
    expect(await outboxOfTrip(tripId, 'sos_contact')).toHaveLength(2);
    await app.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, passenger.user.id));
  });

  it('is only for the trip’s own passenger and driver, and only on a booked or started trip', async () => {
    const { tripId, driverLogin } = await bookedTrip();
    const otherDriver = await loginDriver(app, await createDriverProfile(app));
    expect((await asUser(stranger, 'POST', `/trips/${tripId}/sos`)).statusCode).toBe(404);
    expect((await asDriver(otherDriver, 'POST', `/trips/${tripId}/sos`)).statusCode).toBe(404);
    expect((await asUser(stranger, 'GET', `/trips/${tripId}/safety`)).statusCode).toBe(404);
    expect(await incidentsOfTrip(tripId)).toEqual([]);

    const requested = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const refused = await asUser(passenger, 'POST', `/trips/${requested.id}/sos`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('sosNotAllowed');

    // The driver's SOS alerts staff only: the passenger's contacts are the passenger's.
    const byDriver = await asDriver(driverLogin, 'POST', `/trips/${tripId}/sos`);
    expect(byDriver.statusCode).toBe(201);
    expect(byDriver.json().data.raised_by).toBe('driver');
    expect(await outboxOfTrip(tripId, 'sos_contact')).toEqual([]);
    expect(await outboxOfTrip(tripId, 'incident_staff')).toHaveLength(1);
  });

  it('"I am safe" closes the passenger’s SOS', async () => {
    const { tripId } = await bookedTrip();
    expect((await asUser(passenger, 'POST', `/trips/${tripId}/sos/safe`)).json().code).toBe('noOpenIncident');
    await asUser(passenger, 'POST', `/trips/${tripId}/sos`);
    const safe = await asUser(passenger, 'POST', `/trips/${tripId}/sos/safe`);
    expect(safe.statusCode).toBe(200);
    expect(safe.json().data).toMatchObject({ state: 'resolved', outcome: 'passenger_safe' });
  });
});

describe('staff console', () => {
  it('lists open incidents first; acknowledge, note and resolve are each audited and seen by the passenger', async () => {
    const { tripId } = await bookedTrip();
    const id = (await asUser(passenger, 'POST', `/trips/${tripId}/sos`)).json().data.id as number;
    const queue = await sc.call(ops, 'GET', '/admin/api/incidents');
    expect(queue.statusCode).toBe(200);
    const rows = queue.json() as {
      id: number;
      state: string;
      passenger_mobile: string;
      driver_name: string;
    }[];
    const states = rows.map((r) => r.state);
    expect(states.indexOf('open')).toBe(0);
    expect(states.lastIndexOf('open')).toBeLessThan(Math.max(states.indexOf('resolved'), states.length));
    expect(rows.find((r) => r.id === id)).toMatchObject({
      passenger_mobile: passenger.mobile,
      driver_name: 'Abdul Karim',
    });

    // The mark the console polls: the newest step and the open count, moving with each change.
    const mark = async () => (await sc.call(ops, 'GET', '/admin/api/incident-queue-mark')).json().data;
    const before = await mark();
    expect(before.open).toBe(states.filter((s) => s === 'open').length);

    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'POST', `/admin/api/incidents/${id}/acknowledge`)).statusCode).toBe(403);

    clock.advance({ seconds: 40 });
    const ack = await sc.call(ops, 'POST', `/admin/api/incidents/${id}/acknowledge`, { payload: {} });
    expect(ack.statusCode).toBe(200);
    expect(
      (await sc.call(ops, 'POST', `/admin/api/incidents/${id}/acknowledge`, { payload: {} })).json().code,
    ).toBe('incidentAlreadyAcknowledged');
    const after = await mark();
    expect(after).toEqual({ last_event_id: before.last_event_id + 1, open: before.open - 1 });
    const seen = (await asUser(passenger, 'GET', `/trips/${tripId}/safety`)).json().data.incident;
    expect(seen).toMatchObject({ state: 'acknowledged', acknowledged_at: clock.now().toISOString() });

    const note = await sc.call(ops, 'POST', `/admin/api/incidents/${id}/notes`, {
      payload: { note: 'Called the passenger: a dispute over the route.' },
    });
    expect(note.statusCode).toBe(200);
    const resolved = await sc.call(ops, 'POST', `/admin/api/incidents/${id}/resolve`, {
      payload: { outcome: 'resolved_by_call', note: 'Driver took the agreed route.' },
    });
    expect(resolved.json().data).toEqual({ id, state: 'resolved', outcome: 'resolved_by_call' });

    const detail = (await sc.call(ops, 'GET', `/admin/api/incidents/${id}`)).json();
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      'raised',
      'alerted',
      'acknowledged',
      'note',
      'resolved',
    ]);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'incident'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['incident.acknowledge', 'incident.note', 'incident.resolve']);
    expect(audit[2]!.after).toMatchObject({ state: 'resolved', outcome: 'resolved_by_call' });
    // Reading the queue (both parties' numbers) is recorded too.
    expect(
      await app.database.db.select().from(auditLog).where(like(auditLog.action, 'incident.list')),
    ).not.toHaveLength(0);
  });
});

describe('re-alert', () => {
  it('alerts staff again once per 2 minutes while nobody acknowledges, and stops at acknowledgement', async () => {
    // Earlier tests' incidents are resolved or acknowledged out of the way.
    for (const i of await app.database.db.select().from(incidents).where(eq(incidents.state, 'open'))) {
      await sc.call(ops, 'POST', `/admin/api/incidents/${i.id}/resolve`, { payload: { outcome: 'other' } });
    }
    const { tripId } = await bookedTrip();
    const id = (await asUser(passenger, 'POST', `/trips/${tripId}/sos`)).json().data.id as number;
    const rounds = async () =>
      (await outboxOfTrip(tripId, 'incident_staff')).map((r) => /round:(\d+)/.exec(r.dedupeKey ?? '')?.[1]);
    const run = () => app.jobs.runOnce('incident-realert');

    clock.advance({ seconds: 119 });
    await run();
    expect(await rounds()).toEqual(['0']);
    clock.advance({ seconds: 1 });
    await run();
    await run();
    expect(await rounds()).toEqual(['0', '1']);
    clock.advance({ seconds: 60 });
    await run();
    expect(await rounds()).toEqual(['0', '1']);
    clock.advance({ seconds: 60 });
    await run();
    expect(await rounds()).toEqual(['0', '1', '2']);
    expect((await eventsOf(id)).filter((e) => e.action === 're_alerted')).toHaveLength(2);

    await sc.call(ops, 'POST', `/admin/api/incidents/${id}/acknowledge`, { payload: {} });
    clock.advance({ minutes: 10 });
    await run();
    expect(await rounds()).toEqual(['0', '1', '2']);
  });
});

const contact = (n: number) => ({ name: `Contact ${n}`, mobile: `0171234500${n}` });
const toBn = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
