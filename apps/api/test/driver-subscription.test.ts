import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  drivers,
  ledgerEntries,
  notifications,
  payments,
  refunds,
  subscriptionInvoices,
  users,
} from '../src/db/schema/index';
import { purgeDemoRows } from '../src/db/seed/demo-purge';
import { DEMO_SUBSCRIPTION_PRICE } from '../src/db/seed/demo-subscriptions';
import { ledgerTotal } from '../src/modules/payments/ledger-repo';
import { saveSubscriptionSettings } from '../src/modules/settings';
import { issueInvoicesRound, pauseOverdueRound } from '../src/modules/subscriptions';
import { bkashCredentials, startFakeBkash } from './fakes/bkash-gateway';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Issue 45 §5: the Smart Driver subscription. A monthly invoice paid through the gateways once, however
// often the gateway answers; an unpaid one past its grace pauses bidding, paying resumes it; invoices
// are the driver's own; the plan is an admin's setting; and the earnings page's figures.
const clock = createTestClock('2026-11-03T06:00:00.000Z');
const DAY_MS = 86_400_000;
let app: FastifyInstance;
let bkash: Awaited<ReturnType<typeof startFakeBkash>>;
let sc: ReturnType<typeof staffConsole>;
let admin: StaffSession;

beforeAll(async () => {
  bkash = await startFakeBkash({ now: () => clock.now() });
  app = await buildTestApp(
    {
      ...tripTestEnv,
      PAYMENT_GATEWAYS: 'demo,bkash',
      BKASH_BASE_URL: bkash.url,
      BKASH_APP_KEY: bkashCredentials.appKey,
      BKASH_APP_SECRET: bkashCredentials.appSecret,
      BKASH_USERNAME: bkashCredentials.username,
      BKASH_PASSWORD: bkashCredentials.password,
    },
    { clock },
  );
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  admin = await sc.adminSession();
});
afterAll(async () => {
  await app.close();
  await bkash.close();
});

const db = () => app.database.db;
const brand = () => app.config.brand.name;
const setPlan = (monthly_price: number, grace_days = 5) =>
  saveSubscriptionSettings(db(), { monthly_price, grace_days }, clock.now());

/** A driver logged in, with this month's invoice issued. */
async function driverWithInvoice(): Promise<{ d: TestDriver; who: LoggedIn; invoiceId: number }> {
  const d = await createDriverProfile(app);
  await issueInvoicesRound(db(), clock.now());
  const who = await loginDriver(app, d);
  const [invoice] = await db()
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.driverId, d.driver.id));
  return { d, who, invoiceId: invoice!.id };
}
const subscriptionOf = async (who: LoggedIn) =>
  (await app.inject({ url: '/api/v3/driver/subscription', headers: who.headers })).json().data;
const payInvoice = (who: LoggedIn, invoiceId: number, gateway: 'demo' | 'bkash') =>
  app.inject({
    method: 'POST',
    url: `/api/v3/driver/subscription/invoices/${invoiceId}/pay`,
    headers: who.headers,
    payload: { gateway },
  });
const paymentOf = async (reference: string) =>
  (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
const back = (reference: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url: `/api/v3/pay/return?ref=${reference}&paymentID=x&status=success` });
const stateOf = async (driverId: number) =>
  (await db().select().from(drivers).where(eq(drivers.id, driverId)))[0]!;
const subscriptionNotices = (userId: number) =>
  db()
    .select({ channel: notifications.channel, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'driver_subscription')))
    .orderBy(asc(notifications.id));

describe(`the Smart Driver subscription, on ${testDbKind}`, () => {
  it('charges nothing until an admin sets a price, audited, and refuses the setting to other staff', async () => {
    // The demo seed (run by every app outside production) sets a price: back to none, as production starts.
    await setPlan(0, 7);
    await createDriverProfile(app);
    expect(await issueInvoicesRound(db(), clock.now())).toBe(0);
    const current = (await sc.call(admin, 'GET', '/admin/api/settings/subscription/current')).json();
    expect(current).toEqual({ id: 'current', monthly_price: 0, grace_days: 7 });
    const ops = await sc.session('ops');
    const finance = await sc.session('finance');
    for (const s of [ops, finance]) {
      const refused = await sc.call(s, 'PUT', '/admin/api/settings/subscription/current', {
        payload: { monthly_price: 500, grace_days: 5 },
      });
      expect(refused.statusCode).toBe(403);
    }
    const bad = await sc.call(admin, 'PUT', '/admin/api/settings/subscription/current', {
      payload: { monthly_price: 12.5, grace_days: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['grace_days', 'monthly_price']);
    const saved = await sc.call(admin, 'PUT', '/admin/api/settings/subscription/current', {
      payload: { monthly_price: 500, grace_days: 5 },
    });
    expect(saved.statusCode).toBe(200);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.subscription'));
    expect([audit?.before, audit?.after]).toEqual([
      { monthly_price: 0, grace_days: 7 },
      { monthly_price: 500, grace_days: 5 },
    ]);
    // Every working driver (the one of this test; the demo's are not billed) gets this month's invoice,
    // once however often the job runs.
    expect(await issueInvoicesRound(db(), clock.now())).toBe(1);
    expect(await issueInvoicesRound(db(), clock.now())).toBe(0);
  });

  it('pays an invoice once however often bKash’s answer arrives, with a balanced ledger', async () => {
    await setPlan(500);
    const { d, who, invoiceId } = await driverWithInvoice();
    const before = await subscriptionOf(who);
    expect(before).toMatchObject({
      plan: { monthly_price: 500, grace_days: 5 },
      paused: false,
      due_total: 500,
    });
    expect(before.invoices).toEqual([
      expect.objectContaining({
        id: invoiceId,
        amount: 500,
        status: 'due',
        period: '2026-11',
        overdue: false,
      }),
    ]);
    const started = await payInvoice(who, invoiceId, 'bkash');
    expect(started.statusCode).toBe(200);
    const { reference } = started.json().data;
    bkash.approve((await paymentOf(reference)).gatewayPaymentId!);
    const landed = await Promise.all([
      back(reference),
      back(reference, 'POST'),
      app.jobs.runOnce('payment-reconciliation'),
      back(reference),
    ]);
    expect(landed[0]!.headers.location).toBe('http://localhost:3000/driver/subscription?payment=completed');
    const payment = await paymentOf(reference);
    expect([payment.status, payment.purpose]).toEqual(['completed', 'subscription']);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    expect(entries.map((e) => e.kind)).toEqual(['subscription_paid']);
    expect(await ledgerTotal(db())).toBe(0);
    const after = await subscriptionOf(who);
    expect(after.due_total).toBe(0);
    expect(after.invoices[0]).toMatchObject({
      status: 'paid',
      gateway: 'bkash',
      transaction_id: payment.transactionId,
    });
    // Paying the same invoice again is refused before any gateway is asked.
    const again = await payInvoice(who, invoiceId, 'bkash');
    expect([again.statusCode, again.json().code]).toEqual([409, 'invoiceAlreadyPaid']);
    expect((await stateOf(d.driver.id)).state).toBe('active');
  });

  it('refunds in full a second payment that reaches an invoice already paid', async () => {
    await setPlan(500);
    const { who, invoiceId } = await driverWithInvoice();
    const first = (await payInvoice(who, invoiceId, 'demo')).json().data;
    const second = (await payInvoice(who, invoiceId, 'demo')).json().data;
    for (const started of [first, second]) {
      const page = new URL(started.redirect_url).pathname;
      await app.inject({ method: 'POST', url: page, payload: { decision: 'pay' } });
      await back(started.reference);
    }
    const [one, two] = [await paymentOf(first.reference), await paymentOf(second.reference)];
    expect([one.status, two.status]).toEqual(['completed', 'completed']);
    const [invoice] = await db()
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.id, invoiceId));
    expect([invoice?.status, invoice?.paymentId]).toEqual(['paid', one.id]);
    const refunded = await db().select().from(refunds).where(eq(refunds.paymentId, two.id));
    expect(refunded.map((r) => r.amount)).toEqual([500]);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('pauses a driver unpaid past the grace exactly once, told in their language, and paying resumes them', async () => {
    await setPlan(500, 5);
    const { d, invoiceId } = await driverWithInvoice();
    clock.advance({ days: 4 });
    await pauseOverdueRound({ db: db(), brand: brand() }, clock.now());
    expect((await stateOf(d.driver.id)).state).toBe('active');
    clock.advance({ days: 1, minutes: 1 });
    // Past the grace, a bid is refused before the job's round has paused the driver. (A new login:
    // the first token has lapsed; the driver reads Bangla.)
    const who = await loginDriver(app, d);
    await db().update(users).set({ lang: 'bn' }).where(eq(users.id, d.user.id));
    const early = await app.inject({
      method: 'POST',
      url: '/api/v3/driver/bids',
      headers: who.headers,
      payload: { trip_id: 1, driver_fare: 3000 },
    });
    expect([early.statusCode, early.json().code]).toEqual([400, 'subscriptionOverdue']);
    const rounds = [
      await pauseOverdueRound({ db: db(), brand: brand() }, clock.now()),
      await pauseOverdueRound({ db: db(), brand: brand() }, clock.now()),
    ];
    expect(rounds.filter((n) => n > 0)).toHaveLength(1);
    const paused = await stateOf(d.driver.id);
    expect([paused.state, paused.pausedReason]).toEqual(['paused', 'unpaid_subscription']);
    // By SMS in their language (push too, to a driver with devices).
    const told = await subscriptionNotices(d.user.id);
    expect(told.map((n) => n.channel)).toEqual(['sms']);
    expect((told[0]!.message as { text: string }).text).toContain('৳৫০০');
    expect((await subscriptionOf(who)).paused).toBe(true);
    const bid = await app.inject({
      method: 'POST',
      url: '/api/v3/driver/bids',
      headers: who.headers,
      payload: { trip_id: 1, driver_fare: 3000 },
    });
    expect(bid.statusCode).toBe(400);

    const started = (await payInvoice(who, invoiceId, 'demo')).json().data;
    await app.inject({
      method: 'POST',
      url: new URL(started.redirect_url).pathname,
      payload: { decision: 'pay' },
    });
    await back(started.reference);
    const resumed = await stateOf(d.driver.id);
    expect([resumed.state, resumed.pausedReason]).toEqual(['active', null]);
    const all = await subscriptionNotices(d.user.id);
    expect(all.map((n) => (n.message as { text: string }).text)).toEqual([
      expect.stringContaining('বিড করা বন্ধ'),
      expect.stringContaining('আবার বিড করতে পারবেন'),
    ]);
  });

  it('keeps a pause for another reason when the subscription is paid', async () => {
    await setPlan(500, 0);
    const { d, who, invoiceId } = await driverWithInvoice();
    await db()
      .update(drivers)
      .set({ state: 'paused', pausedReason: 'reliability' })
      .where(eq(drivers.id, d.driver.id));
    clock.advance({ minutes: 1 });
    expect(await pauseOverdueRound({ db: db(), brand: brand() }, clock.now())).toBe(0);
    const started = (await payInvoice(who, invoiceId, 'demo')).json().data;
    await app.inject({
      method: 'POST',
      url: new URL(started.redirect_url).pathname,
      payload: { decision: 'pay' },
    });
    await back(started.reference);
    const after = await stateOf(d.driver.id);
    expect([after.state, after.pausedReason]).toEqual(['paused', 'reliability']);
    expect(await subscriptionNotices(d.user.id)).toEqual([]);
  });

  it('never shows or takes payment for another driver’s invoice', async () => {
    await setPlan(500);
    const mine = await driverWithInvoice();
    const theirs = await driverWithInvoice();
    const pay = await payInvoice(mine.who, theirs.invoiceId, 'demo');
    expect([pay.statusCode, pay.json().code]).toEqual([404, 'invoiceNotFound']);
    for (const path of ['', '/pdf']) {
      const read = await app.inject({
        url: `/api/v3/driver/subscription/invoices/${theirs.invoiceId}${path}`,
        headers: mine.who.headers,
      });
      expect(read.statusCode).toBe(404);
    }
    expect((await subscriptionOf(mine.who)).invoices.map((i: { id: number }) => i.id)).toEqual([
      mine.invoiceId,
    ]);
    const passenger = await loginAs(app);
    const asPassenger = await app.inject({ url: '/api/v3/driver/subscription', headers: passenger.headers });
    expect(asPassenger.statusCode).toBe(403);
  });

  it('shows an invoice in both languages, and as a PDF', async () => {
    await setPlan(500);
    const { d, who, invoiceId } = await driverWithInvoice();
    const page = await app.inject({
      url: `/api/v3/driver/subscription/invoices/${invoiceId}`,
      headers: who.headers,
    });
    expect(page.json().data).toMatchObject({
      invoice: { id: invoiceId, number: `S-202611-${String(d.driver.id).padStart(5, '0')}`, amount: 500 },
      driver: { name: 'Test Driver', mobile: d.user.mobile },
    });
    for (const lang of ['en', 'bn']) {
      const pdf = await app.inject({
        url: `/api/v3/driver/subscription/invoices/${invoiceId}/pdf?lang=${lang}`,
        headers: who.headers,
      });
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['cache-control']]).toEqual([
        200,
        'application/pdf',
        'private, no-store',
      ]);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('lists drivers overdue first in the console, with one driver’s invoices', async () => {
    await setPlan(700, 0);
    clock.advance({ days: 40 });
    const { d } = await driverWithInvoice();
    clock.advance({ minutes: 1 });
    const finance = await sc.session('finance');
    const list = await sc.call(finance, 'GET', '/admin/api/driver-subscriptions?range=[0,99]');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: number; overdue_count: number; due_total: number }[];
    // The drivers of the test of another's invoice owe two months (November unpaid, December's); they
    // come first, then those owing one.
    const overdue = rows.map((r) => r.overdue_count);
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
    expect(overdue[0]).toBe(2);
    expect(rows.find((r) => r.id === d.driver.id)).toMatchObject({ overdue_count: 1, due_total: 700 });
    const one = await sc.call(finance, 'GET', `/admin/api/driver-subscriptions/${d.driver.id}`);
    expect(one.json()).toMatchObject({
      id: d.driver.id,
      due_total: 700,
      invoices: [{ amount: 700, overdue: true }],
    });
    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'GET', '/admin/api/driver-subscriptions')).statusCode).toBe(403);
  });
});

describe(`the driver's earnings, on ${testDbKind}`, () => {
  it('matches a hand count of a seeded history: gross fares, advances less fees, cash, per Dhaka month', async () => {
    const d = await createDriverProfile(app);
    const who = await loginDriver(app, d);
    const passenger = await loginAs(app);
    const now = clock.now();
    const thisMonthStart = new Date(`${now.toISOString().slice(0, 7)}-01T00:00:00+06:00`);
    const seed = [
      // This month: a 3000 fare (total 3140), 314 ahead; a 2000 fare (total 2100) all in cash.
      { fare: 3000, total: 3140, insurance: 40, platform: 100, advance: 314, at: now.getTime() - DAY_MS },
      { fare: 2000, total: 2100, insurance: 30, platform: 70, advance: 0, at: now.getTime() - 2 * DAY_MS },
      // Last month: a 5000 fare (total 5200) with 1000 ahead.
      {
        fare: 5000,
        total: 5200,
        insurance: 50,
        platform: 150,
        advance: 1000,
        at: thisMonthStart.getTime() - 3 * DAY_MS,
      },
    ];
    for (const s of seed) {
      const trip = await createTrip(db(), {
        passengerId: passenger.user.id,
        status: 'completed',
        driverId: d.driver.id,
        fare: s.fare,
        amount: s.fare,
        total: s.total,
        insuranceFee: s.insurance,
        platformFee: s.platform,
        completedAt: new Date(s.at),
        now: new Date(s.at - DAY_MS),
      });
      if (s.advance > 0) {
        await db()
          .insert(payments)
          .values({
            reference: `PTKearn${trip.id}`,
            tripId: trip.id,
            payerId: passenger.user.id,
            purpose: 'advance',
            gateway: 'demo',
            amount: s.advance,
            status: 'completed',
            createdAt: new Date(s.at - DAY_MS),
            expiresAt: new Date(s.at - DAY_MS),
            completedAt: new Date(s.at - DAY_MS),
          });
      }
    }
    const res = await app.inject({ url: '/api/v3/driver/earnings?months=3', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const { commission_percent, months } = res.json().data;
    expect(commission_percent).toBe(0);
    expect(months.map((m: { month: string }) => m.month)).toHaveLength(3);
    // By hand: this month gross 5000; advances (314 − 140 fees) = 174; cash (3140 − 314) + 2100 = 4926.
    expect(months[0]).toMatchObject({ completed_trips: 2, gross: 5000, advances: 174, cash: 4926 });
    // Last month: gross 5000; advances 1000 − 200 fees = 800; cash 5200 − 1000 = 4200.
    expect(months[1]).toMatchObject({ completed_trips: 1, gross: 5000, advances: 800, cash: 4200 });
    expect(months[2]).toMatchObject({ completed_trips: 0, gross: 0, advances: 0, cash: 0 });
  });
});

describe(`the demo's subscriptions, on ${testDbKind}`, () => {
  it('seeds demo drivers’ invoices (last month paid, this one due), bills no demo driver itself, and purges them', async () => {
    const fleet = await db().select().from(drivers).where(eq(drivers.isDemo, true)).orderBy(asc(drivers.id));
    const seededOf = (driverId: number) =>
      db()
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.driverId, driverId))
        .orderBy(asc(subscriptionInvoices.period));
    const first = await seededOf(fleet[0]!.id);
    expect(first.map((i) => [i.status, i.amount])).toEqual([
      ['paid', DEMO_SUBSCRIPTION_PRICE],
      ['due', DEMO_SUBSCRIPTION_PRICE],
    ]);
    expect(first[0]!.paymentId).not.toBeNull();
    // The job bills working drivers only when they are not the demo's stand-ins.
    await setPlan(500);
    clock.advance({ days: 31 });
    await issueInvoicesRound(db(), clock.now());
    expect(await seededOf(fleet[0]!.id)).toHaveLength(2);
    expect(await seededOf(fleet[5]!.id)).toEqual([]);
    expect(await ledgerTotal(db())).toBe(0);
    await purgeDemoRows(db());
    const left = await db()
      .select()
      .from(subscriptionInvoices)
      .where(
        inArray(
          subscriptionInvoices.driverId,
          fleet.map((d) => d.id),
        ),
      );
    expect(left).toEqual([]);
    expect(await ledgerTotal(db())).toBe(0);
  });
});
