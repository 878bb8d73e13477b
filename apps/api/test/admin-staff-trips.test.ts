import { dhakaIsoDay } from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole, staffEmail } from './helpers/staff';
import { oneWayBody, tripTestEnv } from './helpers/trips';

// Admins manage staff accounts and end their sessions; ops search trips and
// open one with its timeline and every bid.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let admin: StaffSession;
let ops: StaffSession;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  admin = await sc.adminSession();
  ops = await sc.session('ops');
});
afterAll(() => app.close());

const auditOf = (action: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, action)));

describe('staff accounts', () => {
  it('adds an account whose first password is shown once and works, refusing a taken email', async () => {
    const created = await sc.call(admin, 'POST', '/admin/api/staff', {
      payload: { email: 'Nusrat@Pothik.test', role: 'editor' },
    });
    expect(created.statusCode).toBe(201);
    const { password, ...account } = created.json();
    expect(account).toMatchObject({ email: 'nusrat@pothik.test', role: 'editor', is_active: true });
    expect(password).toMatch(/^.{16,}$/);
    const login = await app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      payload: { email: 'nusrat@pothik.test', password },
    });
    expect(login.statusCode).toBe(200);
    const listed = await sc.call(admin, 'GET', '/admin/api/staff');
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ email: 'nusrat@pothik.test', live_sessions: 1 }),
    );
    expect(JSON.stringify(listed.json())).not.toContain(password);

    const taken = await sc.call(admin, 'POST', '/admin/api/staff', {
      payload: { email: 'nusrat@pothik.test', role: 'ops' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['A staff account with this email already exists.']);
    const [entry] = (await auditOf('staff.create')).filter((e) => e.entityId === String(account.id));
    expect(entry).toMatchObject({ after: { email: 'nusrat@pothik.test', role: 'editor' } });
    expect(entry?.staffId).not.toBeNull();
  });

  it('ends every session of an account, which must log in again', async () => {
    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'GET', '/admin/api/auth/me')).statusCode).toBe(200);
    const { id } = (await sc.call(admin, 'GET', '/admin/api/staff?range=[0,99]'))
      .json()
      .find((s: { email: string }) => s.email === staffEmail('editor'));
    const ended = await sc.call(admin, 'POST', `/admin/api/staff/${id}/revoke-sessions`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().code).toBe('staffSessionsEnded');
    expect((await sc.call(editor, 'GET', '/admin/api/auth/me')).statusCode).toBe(401);
    expect((await sc.call(editor, 'GET', '/admin/api/content/blogs')).statusCode).toBe(401);
    expect(await auditOf('staff.revoke_sessions')).toHaveLength(1);
  });

  it('closes an account (its session ends, its login is refused) and opens it again', async () => {
    const opsNow = await sc.session('ops');
    const { id } = (await sc.call(admin, 'GET', '/admin/api/staff?range=[0,99]'))
      .json()
      .find((s: { email: string }) => s.email === staffEmail('ops'));
    const closed = await sc.call(admin, 'PUT', `/admin/api/staff/${id}`, {
      payload: { role: 'ops', is_active: false },
    });
    expect(closed.json()).toMatchObject({ is_active: false });
    expect((await sc.call(opsNow, 'GET', '/admin/api/leads')).statusCode).toBe(401);
    expect((await sc.logIn('ops')).statusCode).not.toBe(200);
    await sc.call(admin, 'PUT', `/admin/api/staff/${id}`, { payload: { role: 'ops', is_active: true } });
    ops = await sc.session('ops');
    const [entry] = await auditOf('staff.update');
    expect(entry).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('never lets admins close or demote themselves, and is for admins only', async () => {
    const me = (await sc.call(admin, 'GET', '/admin/api/auth/me')).json().data.staff;
    const demote = await sc.call(admin, 'PUT', `/admin/api/staff/${me.id}`, {
      payload: { role: 'editor', is_active: true },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('staffSelfChange');
    expect((await sc.call(ops, 'GET', '/admin/api/staff')).statusCode).toBe(403);
    expect(
      (await sc.call(ops, 'POST', '/admin/api/staff', { payload: { email: 'x@pothik.test', role: 'admin' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('trips', () => {
  it('finds trips by number, passenger mobile and status, and opens one with its timeline and bids', async () => {
    const passenger = await loginAs(app);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: passenger.headers,
      payload: oneWayBody(clock.now()),
    });
    expect(requested.statusCode).toBe(201);
    const tripId: number = requested.json().data.trip.id;
    const profile = await createDriverProfile(app, { name: 'Rafiqul Islam' });
    const driver = await loginDriver(app, profile);
    expect((await postBid(app, driver, { trip_id: tripId, driver_fare: 7200 })).statusCode).toBe(201);

    const search = (filter: object) =>
      sc.call(ops, 'GET', `/admin/api/trips?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect((await search({ q: String(tripId) })).json().map((t: { id: number }) => t.id)).toEqual([tripId]);
    const byMobile = (await search({ q: passenger.mobile.slice(-6) })).json();
    expect(byMobile).toEqual([
      expect.objectContaining({ id: tripId, passenger_mobile: passenger.mobile, status: 'requested' }),
    ]);
    expect((await search({ status: 'completed', q: String(tripId) })).json()).toEqual([]);
    const today = dhakaIsoDay(clock.now());
    expect((await search({ q: String(tripId), pickup_to: today })).json()).toEqual([]);

    const opened = await sc.call(ops, 'GET', `/admin/api/trips/${tripId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().timeline).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'requested', actor: 'passenger' }),
    ]);
    expect(opened.json().bids).toEqual([
      expect.objectContaining({ driver_name: 'Rafiqul Islam', driver_fare: 7200, status: 'active' }),
    ]);
    expect((await sc.call(ops, 'GET', '/admin/api/trips/999999')).statusCode).toBe(404);
    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'GET', '/admin/api/trips')).statusCode).toBe(403);
  });
});
