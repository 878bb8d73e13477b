import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { loginAs, sendCode, uniqueMobile } from './helpers/auth';
import { postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { uploadAllPapers } from './helpers/papers';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Drivers and passengers in the staff console: a new driver waits for approval, a
// suspended one can neither log in nor bid, a blocked passenger cannot log in.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let ops: StaffSession;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  ops = await sc.session('ops');
});
afterAll(() => app.close());

const newDriver = (mobile: string) => ({
  mobile,
  name: 'Abdul Karim',
  car_type: 'sedan',
  car_model: 'Toyota Axio 2016',
  plate_number: 'DHAKA METRO-GA 21-4411',
  district: 'Dhaka',
});

describe('drivers', () => {
  it('adds a driver who waits for approval, bids once their papers are approved too, and is stopped by a suspension', async () => {
    const mobile = uniqueMobile();
    const created = await sc.call(ops, 'POST', '/admin/api/drivers', { payload: newDriver(mobile) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ mobile, status: 'pending', car_type: 'sedan' });
    const id: number = created.json().id;
    const pending = await sendCode(app, mobile, { role: 'driver' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().code).toBe('driverNotApproved');
    const twice = await sc.call(ops, 'POST', '/admin/api/drivers', { payload: newDriver(mobile) });
    expect(twice.statusCode).toBe(409);

    expect(
      (await sc.call(ops, 'PUT', `/admin/api/drivers/${id}`, { payload: { status: 'approved' } })).json()
        .status,
    ).toBe('approved');
    const driver = await loginAs(app, { mobile, role: 'driver' });
    const passenger = await loginAs(app);
    const trip = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    // Approved, the driver logs in, but bids only once staff approve their papers (DESIGN.md §17).
    const early = await postBid(app, driver, { trip_id: trip.id, driver_fare: 6500 });
    expect(early.json().code).toBe('paperBlocksNidFront');
    for (const paper of await uploadAllPapers(app, driver, 'sedan', '2027-11-25')) {
      const approved = await sc.call(ops, 'PUT', `/admin/api/driver-documents/${paper}`, {
        payload: { review: 'approved' },
      });
      expect(approved.statusCode).toBe(200);
    }
    expect((await postBid(app, driver, { trip_id: trip.id, driver_fare: 6500 })).statusCode).toBe(201);

    const suspended = await sc.call(ops, 'PUT', `/admin/api/drivers/${id}`, {
      payload: { status: 'suspended' },
    });
    expect(suspended.json().status).toBe('suspended');
    // The access token still verifies, but the driver may not bid…
    const trip2 = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const refused = await postBid(app, driver, { trip_id: trip2.id, driver_fare: 6500 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'driverSuspended' });
    // …nor log in again, nor refresh the session.
    expect((await sendCode(app, mobile, { role: 'driver' })).json().code).toBe('driverSuspended');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v3/driver/refresh-token',
      payload: { refresh_token: driver.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const listed = await sc.call(
      ops,
      'GET',
      `/admin/api/drivers?filter=${encodeURIComponent('{"status":"suspended"}')}`,
    );
    expect(listed.json().map((d: { id: number }) => d.id)).toEqual([id]);
  });

  it('turns a driver sign-up into a driver in one step, closing the lead as won; never twice', async () => {
    const mobile = uniqueMobile();
    const [lead] = await app.database.db
      .insert(leads)
      .values({
        kind: 'driver',
        name: 'Mizanur Rahman Talukder',
        mobile,
        lang: 'bn',
        fields: { district: 'sylhet', has_own_car: true, car_type: 'noah', car_model: 'Noah 2012' },
        note: 'Called on Monday',
      })
      .returning();
    const fromLead = {
      ...newDriver(mobile),
      name: 'Mizanur Rahman Talukder',
      car_type: 'noah',
      lead_id: lead!.id,
    };
    const created = await sc.call(ops, 'POST', '/admin/api/drivers', { payload: fromLead });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ mobile, status: 'pending', car_type: 'noah' });
    const [won] = await app.database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(won).toMatchObject({
      status: 'won',
      note: `Called on Monday\nDriver account #${created.json().id} created.`,
    });
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(lead!.id)));
    expect(audited.map((a) => a.action)).toContain('lead.update');

    // The lead is closed now: a second driver from it is refused, and nothing of it is kept.
    const again = await sc.call(ops, 'POST', '/admin/api/drivers', {
      payload: { ...fromLead, mobile: uniqueMobile() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('leadNotDriverSignUp');
    const drivers = await sc.call(ops, 'GET', '/admin/api/drivers?range=[0,99]');
    expect(drivers.json().filter((d: { mobile: string }) => d.mobile === fromLead.mobile)).toHaveLength(1);
    expect(drivers.json().filter((d: { name: string }) => d.name === 'Mizanur Rahman Talukder')).toHaveLength(
      1,
    );
  });

  it('is ops’ work, not an editor’s', async () => {
    const editor = await sc.session('editor');
    expect(
      (await sc.call(editor, 'POST', '/admin/api/drivers', { payload: newDriver(uniqueMobile()) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('passengers', () => {
  it('lists passengers a page at a time, found by part of the mobile', async () => {
    const passenger = await loginAs(app);
    const found = await sc.call(
      ops,
      'GET',
      `/admin/api/passengers?filter=${encodeURIComponent(JSON.stringify({ q: passenger.mobile.slice(3) }))}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([expect.objectContaining({ id: passenger.user.id, is_active: true })]);
    expect(found.headers['content-range']).toBe('passengers 0-0/1');
    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'GET', '/admin/api/passengers')).statusCode).toBe(403);
  });

  it('blocks a passenger, who can no longer log in, and unblocks them', async () => {
    const passenger = await loginAs(app);
    const blocked = await sc.call(ops, 'POST', `/admin/api/passengers/${passenger.user.id}/block`);
    expect(blocked.json()).toMatchObject({ is_active: false });
    expect((await sendCode(app, passenger.mobile)).json().code).toBe('accountDisabled');
    await sc.call(ops, 'POST', `/admin/api/passengers/${passenger.user.id}/unblock`);
    clock.advance({ ms: 181_000 }); // past the wait between two codes
    expect((await sendCode(app, passenger.mobile)).statusCode).toBe(200);
  });
});
