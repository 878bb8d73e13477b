import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole } from './helpers/staff';

// Promos, the pricing model and the high-demand notice in the staff console.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let admin: StaffSession;
let ops: StaffSession;

const estimate = () =>
  app.inject({
    method: 'POST',
    url: '/api/v3/fare-estimate',
    payload: {
      trip_type: 'one_way',
      pickup: { lat: 23.7806, lng: 90.4163 },
      dropoff: { lat: 24.8949, lng: 91.8687 },
    },
  });

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  admin = await sc.adminSession();
  ops = await sc.session('ops');
});
afterAll(() => app.close());

const promo = {
  code: 'winter250',
  title_en: 'Winter trips: ৳250 off',
  title_bn: 'শীতের যাত্রায় ২৫০ টাকা ছাড়',
  category: 'other',
  code_type: 'fixed',
  promo_code_amount: 250,
  starts_at: '2026-12-01T00:00:00+06:00',
  ends_at: '2027-02-28T23:59:00+06:00',
  per_user_limit: 2,
  total_limit: 500,
};

describe('promos', () => {
  it('creates, edits and disables a promo, refusing a taken code and a backwards window', async () => {
    const created = await sc.call(admin, 'POST', '/admin/api/promos', { payload: promo });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'WINTER250', used_count: 0, is_active: true });
    const taken = await sc.call(admin, 'POST', '/admin/api/promos', { payload: promo });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toEqual(['This code is taken.']);
    const backwards = await sc.call(admin, 'POST', '/admin/api/promos', {
      payload: {
        ...promo,
        code: 'BACK10',
        ends_at: '2026-11-30T00:00:00+06:00',
        code_type: 'percentage',
        promo_code_amount: 150,
      },
    });
    expect(backwards.json().errors).toEqual({
      ends_at: ['The end date cannot be before the start date.'],
      promo_code_amount: ['A percentage is at most 100.'],
    });

    const id = created.json().id;
    const disabled = await sc.call(admin, 'PUT', `/admin/api/promos/${id}`, {
      payload: { ...promo, is_active: false },
    });
    expect(disabled.json().is_active).toBe(false);
    const listed = await sc.call(admin, 'GET', '/admin/api/promos?range=[0,99]');
    expect(listed.json().find((p: { id: number }) => p.id === id)).toMatchObject({ is_active: false });
    const audits = await app.database.db.select().from(auditLog).where(eq(auditLog.entity, 'promo'));
    expect(audits.map((a) => a.action)).toEqual(['promo.create', 'promo.update']);
  });

  it('is for admins only', async () => {
    expect((await sc.call(ops, 'GET', '/admin/api/promos')).statusCode).toBe(403);
    expect(
      (await sc.call(ops, 'PUT', '/admin/api/settings/pricing/current', { payload: {} })).statusCode,
    ).toBe(403);
  });
});

describe('settings', () => {
  it('changes the pricing model the next estimate uses', async () => {
    const first = await estimate();
    expect(first.statusCode).toBe(200);
    const before = first.json();
    const pricing = (await sc.call(admin, 'GET', '/admin/api/settings/pricing/current')).json();
    const { id: _id, ...current } = pricing;
    const saved = await sc.call(admin, 'PUT', '/admin/api/settings/pricing/current', {
      payload: { ...current, insurance_fee: current.insurance_fee + 100 },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await estimate()).json();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const invalid = await sc.call(admin, 'PUT', '/admin/api/settings/pricing/current', {
      payload: { ...current, road_factor: 9 },
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('lets ops turn the high-demand notice on, and the car list says so', async () => {
    const notice = { status: 1, message_en: 'Eid rush: book early', message_bn: 'ঈদের ভিড়: আগে বুক করুন' };
    // The car list is answered from memory: a reader asked first, so the old answer is cached.
    const before = await app.inject({ method: 'GET', url: '/api/v3/cars' });
    expect(before.json().data.HighDemand.status).toBe(0);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/v3/cars',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(
      (await sc.call(ops, 'PUT', '/admin/api/settings/high-demand/current', { payload: notice })).statusCode,
    ).toBe(200);
    // The change drops every process's cached list at commit.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/v3/cars' })).json().data.HighDemand)
      .toEqual(notice);
  });
});

describe('payment settings (issue 44)', () => {
  it('are no advance until an admin sets one per trip type; bounds refused; each change audited; ops may not', async () => {
    const current = (await sc.call(admin, 'GET', '/admin/api/settings/payments/current')).json();
    expect(current).toMatchObject({ id: 'current', window_min: 15, rules: { one_way: { kind: 'none' } } });
    const { id: _id, ...settings } = current;
    const wanted = {
      ...settings,
      rules: { ...settings.rules, one_way: { kind: 'percent', percent: 10 } },
      window_min: 20,
    };
    const saved = await sc.call(admin, 'PUT', '/admin/api/settings/payments/current', { payload: wanted });
    expect(saved.statusCode).toBe(200);
    expect((await sc.call(admin, 'GET', '/admin/api/settings/payments/current')).json()).toEqual({
      id: 'current',
      ...wanted,
    });
    const bad = await sc.call(admin, 'PUT', '/admin/api/settings/payments/current', {
      payload: { ...wanted, window_min: 2 },
    });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['window_min']]);
    expect(
      (await sc.call(ops, 'PUT', '/admin/api/settings/payments/current', { payload: wanted })).statusCode,
    ).toBe(403);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.payments'));
    expect(entry).toMatchObject({ entity: 'settings', entityId: 'payments', after: wanted });
  });
});
