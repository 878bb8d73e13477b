import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tripStatusEvents } from '../src/db/schema/index';
import type { TripEvent } from '../src/modules/booking/trips/trip-events';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { staffConsole } from './helpers/staff';
import { watchTripEvents } from './helpers/trip-events';
import { createTrip, readTrip } from './helpers/trips';

// The staff console's API (DESIGN.md §12): accounts with roles, a cookie session with a CSRF
// token, TOTP for admins, login throttling, and an audit entry for every write.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
const logIn: ReturnType<typeof staffConsole>['logIn'] = (...args) => sc.logIn(...args);
const session: ReturnType<typeof staffConsole>['session'] = (...args) => sc.session(...args);
const call: ReturnType<typeof staffConsole>['call'] = (...args) => sc.call(...args);
const adminSession = () => sc.adminSession();

async function cancelRequestedTrip() {
  const passenger = await loginAs(app);
  return createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'cancel_requested',
    now: clock.now(),
  });
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});
afterAll(() => app.close());

describe('staff login', () => {
  it('sets an httpOnly SameSite=Strict cookie on the console path and answers with a CSRF token', async () => {
    const res = await logIn('ops');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'pothik_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(res.json().data).toMatchObject({
      staff: { email: 'ops@pothik.test', role: 'ops' },
      totp: 'not_required',
    });
    expect(res.json().data.csrf_token).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a wrong password or an unknown email alike, then slows the account down', async () => {
    for (const password of ['wrong-1', 'wrong-2']) {
      const res = await logIn('editor', password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'staffLoginFailed', message: 'Wrong email or password.' });
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      payload: { email: 'nobody@pothik.test', password: 'x' },
    });
    expect(unknown.json().code).toBe('staffLoginFailed');
    // Ten failures in a row per account are free, from any address; the eleventh makes the next
    // attempt wait 30 s (admin-login-backoff.test.ts has the rest).
    for (let i = 0; i < 9; i++) expect((await logIn('editor', `wrong-${i + 3}`)).statusCode).toBe(401);
    const throttled = await logIn('editor');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
    clock.advance({ seconds: 30 });
    expect((await logIn('editor')).statusCode).toBe(200);
  });

  it('ends the session at logout', async () => {
    const s = await session('ops');
    expect((await call(s, 'POST', '/admin/api/auth/logout')).statusCode).toBe(200);
    expect((await call(s, 'GET', '/admin/api/auth/me')).statusCode).toBe(401);
  });
});

describe('roles, CSRF and TOTP', () => {
  it('keeps each role to its own endpoints', async () => {
    const editor = await session('editor');
    const ops = await session('ops');
    expect((await call(editor, 'GET', '/admin/api/cancel-requests')).statusCode).toBe(403);
    expect((await call(ops, 'GET', '/admin/api/cancel-requests')).statusCode).toBe(200);
    expect((await call(ops, 'GET', '/admin/api/audit-log')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin/api/cancel-requests' })).statusCode).toBe(401);
  });

  it('holds an admin at the TOTP step until a right code', async () => {
    const s = await session('admin');
    expect(s.totp).toBe('enrol');
    const blocked = await call(s, 'GET', '/admin/api/audit-log');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('totpRequired');
    const enrol = await call(s, 'POST', '/admin/api/auth/totp/enrol');
    const secret: string = enrol.json().data.secret;
    expect(enrol.json().data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(enrol.json().data.otpauth_url).toContain('otpauth://totp/');
    sc.setSecret(secret);
    const wrong = await call(s, 'POST', '/admin/api/auth/totp/verify', { payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('totpInvalid');
    const right = await call(s, 'POST', '/admin/api/auth/totp/verify', {
      payload: { code: await sc.freshCode() },
    });
    expect(right.json().data.totp).toBe('done');
    // The code's answer carries the session's new cookie (the login's token ends there: admin-totp.test.ts).
    expect((await call(sc.sessionOf(right), 'GET', '/admin/api/audit-log')).statusCode).toBe(200);
    // The next login asks for a code, not a new enrolment.
    expect((await session('admin')).totp).toBe('verify');
  });

  it('refuses a write without the session’s CSRF token and changes nothing', async () => {
    const ops = await session('ops');
    const trip = await cancelRequestedTrip();
    const res = await call(ops, 'POST', `/admin/api/cancel-requests/${trip.id}/approve`, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrfRejected');
    const forged = await app.inject({
      method: 'POST',
      url: `/admin/api/cancel-requests/${trip.id}/approve`,
      headers: { cookie: ops.cookie, 'x-csrf-token': 'guessed' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('cancel_requested');
  });
});

describe('cancellation requests', () => {
  it('approves one in one transaction: the trip is cancelled, the timeline and audit say who, the event goes out', async () => {
    const ops = await session('ops');
    const trip = await cancelRequestedTrip();
    const seen: TripEvent[] = [];
    const stop = watchTripEvents(app, (e) => seen.push(e));
    const listed = await call(ops, 'GET', '/admin/api/cancel-requests?range=[0,99]');
    expect(listed.json().map((t: { id: number }) => t.id)).toContain(trip.id);
    expect(listed.headers['content-range']).toMatch(/^cancel-requests 0-\d+\/\d+$/);

    const res = await call(ops, 'POST', `/admin/api/cancel-requests/${trip.id}/approve`, {
      payload: { note: 'Passenger’s flight was cancelled' },
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'cancelRequestApproved', data: { status: 'cancelled' } });
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('cancelled');
    const timeline = await app.database.db
      .select()
      .from(tripStatusEvents)
      .where(eq(tripStatusEvents.tripId, trip.id));
    expect(timeline.at(-1)).toMatchObject({
      fromStatus: 'cancel_requested',
      toStatus: 'cancelled',
      actor: 'admin',
    });
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trip'), eq(auditLog.entityId, String(trip.id))));
    expect(audit).toMatchObject({
      action: 'trip.cancel_request.approve',
      before: { status: 'cancel_requested' },
      after: { status: 'cancelled', note: 'Passenger’s flight was cancelled' },
    });
    expect(seen).toContainEqual({ type: 'trip.updated', trip_id: trip.id });

    // Answered once: a second answer (another staff member, a double click) changes nothing.
    const again = await call(ops, 'POST', `/admin/api/cancel-requests/${trip.id}/decline`);
    expect(again.statusCode).toBe(409);
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('cancelled');
  });

  it('declines one: the trip is confirmed again, and admins read it in the audit log', async () => {
    const ops = await session('ops');
    const trip = await cancelRequestedTrip();
    const res = await call(ops, 'POST', `/admin/api/cancel-requests/${trip.id}/decline`);
    expect(res.json().data.status).toBe('confirmed');

    const admin = await adminSession();
    const log = await call(
      admin,
      'GET',
      `/admin/api/audit-log?range=[0,9]&filter=${encodeURIComponent('{"entity":"trip"}')}`,
    );
    expect(log.statusCode).toBe(200);
    expect(log.json()[0]).toMatchObject({
      action: 'trip.cancel_request.decline',
      entity_id: String(trip.id),
    });
  });
});
