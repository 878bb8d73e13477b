import { defaultAdvanceSettings } from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceHolds,
  notifications,
  payments,
  promoUsages,
  refunds,
  tripStatusEvents,
} from '../src/db/schema/index';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { tripBalances } from '../src/modules/payments/ledger-repo';
import { saveAdvanceSettings } from '../src/modules/settings';
import { bkashCredentials, startFakeBkash } from './fakes/bkash-gateway';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import {
  createDriverProfile,
  createPromo,
  loginDriver,
  postAccept,
  type TestDriver,
} from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { createTrip, readTrip, tripTestEnv } from './helpers/trips';

// Issue 44 §2: an accepted bid that needs an advance holds its driver until the advance is paid (the
// booking is confirmed) or the window lapses (the trip is back to bidding, both sides told).
const clock = createTestClock('2026-11-29T06:00:00.000Z');
const HOUR = 3_600_000;
let app: FastifyInstance;
let bkash: Awaited<ReturnType<typeof startFakeBkash>>;
let passenger: LoggedIn;

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
  passenger = await loginAs(app);
  // One-way trips ask 10 % ahead, paid within 15 minutes; hourly trips none.
  await saveAdvanceSettings(
    app.database.db,
    {
      ...defaultAdvanceSettings,
      rules: { ...defaultAdvanceSettings.rules, one_way: { kind: 'percent', percent: 10 } },
      window_min: 15,
    },
    clock.now(),
  );
});
afterAll(async () => {
  await app.close();
  await bkash.close();
});

const db = () => app.database.db;
let pickupHours = 24;
/** A requested one-way trip with bids of 3000 taka (total 3140 with fees: an advance of 314). */
async function tripWithBids(count = 2, who = passenger) {
  pickupHours += 24;
  const trip = await createTrip(db(), {
    passengerId: who.user.id,
    pickupAt: new Date(clock.now().getTime() + pickupHours * HOUR),
    now: clock.now(),
  });
  const drivers: TestDriver[] = [];
  const bids = [];
  for (let i = 0; i < count; i++) {
    const driver = await createDriverProfile(app);
    drivers.push(driver);
    bids.push(
      (
        await placeBid(app, {
          driverId: driver.driver.id,
          tripId: trip.id,
          driverFare: 3000,
          now: clock.now(),
        })
      ).bid,
    );
  }
  return { trip, drivers, bids };
}
const detailOf = async (tripId: number, who = passenger) =>
  (await app.inject({ url: `/api/v3/user/trips/${tripId}`, headers: who.headers })).json().data;
const pay = (tripId: number, gateway: 'demo' | 'bkash', who = passenger) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/user/trips/${tripId}/advance`,
    headers: who.headers,
    payload: { gateway },
  });
async function payOnDemoPage(tripId: number) {
  const started = (await pay(tripId, 'demo')).json().data;
  const page = new URL(started.redirect_url).pathname;
  const decided = await app.inject({ method: 'POST', url: page, payload: { decision: 'pay' } });
  return { reference: started.reference as string, back: decided.headers.location as string };
}
const holdsOf = (tripId: number) => db().select().from(advanceHolds).where(eq(advanceHolds.tripId, tripId));

describe(`an advance that holds the booking, on ${testDbKind}`, () => {
  it('holds the driver while the passenger pays, keeps the other bids live, and books once paid', async () => {
    const { trip, drivers, bids } = await tripWithBids();
    const res = await postAccept(app, passenger, { trip_id: trip.id, bid_id: bids[0]!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('advanceRequired');
    const held = res.json().data;
    expect(held.trip.status).toBe('requested');
    expect(held.advance.hold).toEqual({
      bid_id: bids[0]!.id,
      driver_id: drivers[0]!.driver.id,
      advance: 314,
      cash_due: 2826,
      lapses_at: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
      gateways: ['bkash', 'demo'],
    });
    // The other bid stays live for the passenger; the held driver sees "awaiting advance" and stays.
    const list = await app.inject({ url: `/api/v3/user/bid-list/${trip.id}`, headers: passenger.headers });
    expect(
      list
        .json()
        .data.bids.map((b: { id: number }) => b.id)
        .sort(),
    ).toEqual(bids.map((b) => b.id).sort());
    const heldDriver = await loginDriver(app, drivers[0]!);
    const open = await app.inject({ url: '/api/v3/driver/open-trips', headers: heldDriver.headers });
    const mine = open.json().data.items.find((t: { id: number }) => t.id === trip.id);
    expect(mine.my_bid.held_until).toBe(held.advance.hold.lapses_at);
    const withdraw = await app.inject({
      method: 'DELETE',
      url: `/api/v3/driver/bids/${bids[0]!.id}`,
      headers: heldDriver.headers,
    });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json().code).toBe('bidHeldForAdvance');

    clock.advance({ minutes: 5 });
    const { reference, back } = await payOnDemoPage(trip.id);
    const returns = await Promise.all([
      app.inject({ url: new URL(back).pathname + new URL(back).search }),
      app.inject({ url: new URL(back).pathname + new URL(back).search }),
    ]);
    expect(returns.map((r) => r.headers.location)).toEqual(
      Array(2).fill(`http://localhost:3000/trip/my-trips/${trip.id}?payment=completed`),
    );
    await app.payments.settle(reference, 'query');
    const booked = await detailOf(trip.id);
    expect(booked.trip.status).toBe('confirmed');
    expect((await readTrip(db(), trip.id))?.driverId).toBe(drivers[0]!.driver.id);
    expect(booked.advance).toMatchObject({
      hold: null,
      paid: { amount: 314, gateway: 'demo' },
      refunded: 0,
      cash_due: 2826,
    });
    // The booking's SMS says what was paid, what is left in cash, and where the receipt is.
    const [bookedSms] = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tripId, trip.id),
          eq(notifications.kind, 'booked'),
          eq(notifications.userId, passenger.user.id),
          eq(notifications.channel, 'sms'),
        ),
      );
    expect((bookedSms!.message as { text: string }).text).toContain(
      `Advance Tk 314 paid, Tk 2,826 in cash to the driver. Receipt: http://localhost:3000/trip/my-trips/${trip.id}/receipt`,
    );
    // Confirmed once, however often the gateway's word came back.
    const confirmations = await db()
      .select()
      .from(tripStatusEvents)
      .where(and(eq(tripStatusEvents.tripId, trip.id), eq(tripStatusEvents.toStatus, 'confirmed')));
    expect(confirmations).toHaveLength(1);
    expect((await holdsOf(trip.id)).map((h) => h.state)).toEqual(['paid']);
    // The driver's screen: what was paid ahead, and what to collect in cash.
    const theirs = await app.inject({
      url: '/api/v3/driver/trips?status=accepted',
      headers: heldDriver.headers,
    });
    expect(
      theirs.json().data.items.find((i: { trip: { id: number } }) => i.trip.id === trip.id).trip,
    ).toMatchObject({
      advance_paid: 314,
      cash_due: 2826,
    });
    expect(await tripBalances(db(), trip.id)).toEqual(
      expect.arrayContaining([
        { account: 'gateway_clearing', amount: 314 },
        { account: 'passenger_advances', amount: -314 },
      ]),
    );
  });

  it('pays through bKash, believed only once bKash itself says the payment is done', async () => {
    const { trip, bids } = await tripWithBids(1);
    await postAccept(app, passenger, { trip_id: trip.id, bid_id: bids[0]!.id });
    const started = (await pay(trip.id, 'bkash')).json().data;
    const [payment] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    // A return before the payer approved on bKash's page changes nothing.
    await app.inject({ url: `/api/v3/pay/return?ref=${started.reference}&paymentID=x&status=success` });
    expect((await detailOf(trip.id)).trip.status).toBe('requested');
    bkash.approve(payment!.gatewayPaymentId!);
    await app.inject({ url: `/api/v3/pay/return?ref=${started.reference}&paymentID=x&status=success` });
    const booked = await detailOf(trip.id);
    expect(booked.trip.status).toBe('confirmed');
    expect(booked.advance.paid).toMatchObject({ amount: 314, gateway: 'bkash' });
  });

  it('lets the hold lapse when the window runs out: the trip bids again, both are told, a late payment goes back', async () => {
    const { trip, drivers, bids } = await tripWithBids();
    await postAccept(app, passenger, { trip_id: trip.id, bid_id: bids[0]!.id });
    const { reference } = await payOnDemoPage(trip.id);
    clock.advance({ minutes: 16 });
    await app.jobs.runOnce('advance-holds');
    expect((await holdsOf(trip.id)).map((h) => h.state)).toEqual(['lapsed']);
    const detail = await detailOf(trip.id);
    expect(detail.trip.status).toBe('requested');
    expect(detail.advance.hold).toBeNull();
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.tripId, trip.id), eq(notifications.kind, 'advance_lapsed')));
    expect(told.map((n) => n.userId).sort()).toEqual([passenger.user.id, drivers[0]!.driver.userId].sort());
    // The passenger paid on the page but came back only now: nothing awaits it, so it all goes back.
    await app.payments.settle(reference, 'query');
    expect((await readTrip(db(), trip.id))?.status).toBe('requested');
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment!.status).toBe('completed');
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
      { amount: 314, cause: 'payment_lapsed' },
    ]);
    // The other bid is still there to take; the lapsed driver is free for anyone.
    const again = await postAccept(app, passenger, { trip_id: trip.id, bid_id: bids[1]!.id });
    expect(again.json().code).toBe('advanceRequired');
    // Running the job again tells nobody twice.
    clock.advance({ minutes: 16 });
    await app.jobs.runOnce('advance-holds');
    await app.jobs.runOnce('advance-holds');
    const toldAfter = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.tripId, trip.id), eq(notifications.kind, 'advance_lapsed')));
    expect(toldAfter).toHaveLength(4);
  });

  it('releases the first hold (and its promo use) when the passenger turns to another bid, and on cancelling', async () => {
    await createPromo(db(), { code: 'HOLD50', promoCodeAmount: 50, perUserLimit: 1 });
    const { trip, bids } = await tripWithBids();
    const first = await postAccept(app, passenger, {
      trip_id: trip.id,
      bid_id: bids[0]!.id,
      promo_code: 'HOLD50',
    });
    expect(first.json().code).toBe('advanceRequired');
    const second = await postAccept(app, passenger, {
      trip_id: trip.id,
      bid_id: bids[1]!.id,
      promo_code: 'HOLD50',
    });
    expect(second.statusCode).toBe(200);
    expect((await holdsOf(trip.id)).map((h) => [h.bidId, h.state])).toEqual([
      [bids[0]!.id, 'released'],
      [bids[1]!.id, 'awaiting_payment'],
    ]);
    expect(await db().select().from(promoUsages).where(eq(promoUsages.tripId, trip.id))).toHaveLength(1);
    const reasons = (
      await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers })
    ).json();
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trip.id, reason_id: reasons.data[0].id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await holdsOf(trip.id)).map((h) => h.state)).toEqual(['released', 'released']);
    expect(await db().select().from(promoUsages).where(eq(promoUsages.tripId, trip.id))).toHaveLength(0);
    expect((await pay(trip.id, 'demo')).json().code).toBe('advanceNotHeld');
  });

  it('keeps a held driver from being booked by another passenger at an overlapping time', async () => {
    const { trip, drivers, bids } = await tripWithBids(1);
    await postAccept(app, passenger, { trip_id: trip.id, bid_id: bids[0]!.id });
    const other = await loginAs(app);
    const overlapping = await createTrip(db(), {
      passengerId: other.user.id,
      pickupAt: new Date(trip.pickupAt.getTime() + HOUR),
      now: clock.now(),
    });
    const bid = (
      await placeBid(app, {
        driverId: drivers[0]!.driver.id,
        tripId: overlapping.id,
        driverFare: 3000,
        now: clock.now(),
      })
    ).bid;
    const refused = await postAccept(app, other, { trip_id: overlapping.id, bid_id: bid.id });
    expect(refused.statusCode).toBe(400);
    expect((await readTrip(db(), overlapping.id))?.status).toBe('requested');
  });

  it('books at once a trip type that asks no advance', async () => {
    const pickupAt = new Date(clock.now().getTime() + 500 * HOUR);
    const trip = await createTrip(db(), {
      passengerId: passenger.user.id,
      tripType: 'round_way',
      pickupAt,
      returnAt: new Date(pickupAt.getTime() + 10 * HOUR),
      now: clock.now(),
    });
    const driver = await createDriverProfile(app);
    const bid = (
      await placeBid(app, { driverId: driver.driver.id, tripId: trip.id, driverFare: 2000, now: clock.now() })
    ).bid;
    const res = await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id });
    expect(res.json().code).toBe('bidAccepted');
    expect(res.json().data.advance).toMatchObject({ hold: null, paid: null, cash_due: 2000 + 50 + 60 });
  });
});
