import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptRuns } from '../src/modules/booking/receipts/receipt-pdf';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { createTrip, tripTestEnv } from './helpers/trips';

// Issue 44 §5: a receipt for every paid or completed trip, as JSON for its page and as a PDF.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;
let passenger: LoggedIn;
let driver: TestDriver;

beforeAll(async () => {
  app = await buildTestApp(
    {
      ...tripTestEnv,
      COMPANY_LEGAL_NAME: 'Pothik Technologies Ltd.',
      COMPANY_TRADE_LICENSE: 'TRAD/DNCC/012345/2026',
    },
    { clock },
  );
  await app.ready();
  passenger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Abdul Karim' });
});
afterAll(() => app.close());

const fareColumns = {
  fare: 7200,
  amount: 6700,
  discountAmount: 7200,
  insuranceFee: 50,
  platformFee: 100,
  total: 6850,
  promoCode: 'EID500',
};
const tripWith = (status: 'completed' | 'confirmed' | 'requested') =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status,
    driverId: status === 'requested' ? null : driver.driver.id,
    ...(status === 'requested' ? {} : fareColumns),
    completedAt: status === 'completed' ? clock.now() : null,
    now: clock.now(),
  });
const get = (who: LoggedIn, url: string) =>
  app.inject({ method: 'GET', url: `/api/v3/user${url}`, headers: who.headers });

async function payAdvance(tripId: number, amount: number) {
  const started = await app.payments.start({
    purpose: 'advance',
    tripId,
    payerId: passenger.user.id,
    payerMobile: passenger.mobile,
    gateway: 'demo',
    amount,
    windowMs: 15 * 60_000,
  });
  const page = new URL(started.redirectUrl).pathname;
  await app.inject({ method: 'POST', url: page, payload: { decision: 'pay' } });
  await app.payments.settle(started.reference);
}

describe(`receipts, on ${testDbKind}`, () => {
  it('gives a completed trip’s receipt: the company, the trip, the fare with its promo, all due in cash', async () => {
    const trip = await tripWith('completed');
    const res = await get(passenger, `/trips/${trip.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      company: { name: 'Pothik Technologies Ltd.', trade_license: 'TRAD/DNCC/012345/2026', address: null },
      trip: {
        id: trip.id,
        status: 'completed',
        driver_name: 'Abdul Karim',
        plate_number: driver.driver.plateNumber,
      },
      fare: { fare: 7200, discount: 500, promo_code: 'EID500', total: 6850 },
      advance: null,
      refunds: [],
      cash_due: 6850,
    });
  });

  it('takes the advance paid off what is due in cash', async () => {
    const trip = await tripWith('completed');
    await payAdvance(trip.id, 700);
    const data = (await get(passenger, `/trips/${trip.id}/receipt`)).json().data;
    expect(data.advance).toMatchObject({
      amount: 700,
      gateway: 'demo',
      transaction_id: expect.stringMatching(/^DTX/),
    });
    expect(data.cash_due).toBe(6150);
  });

  it('has none for a trip not yet ridden or paid, and none of another passenger’s trip', async () => {
    const requested = await tripWith('requested');
    const refused = await get(passenger, `/trips/${requested.id}/receipt`);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'receiptNotAvailable']);
    const confirmed = await tripWith('confirmed');
    await payAdvance(confirmed.id, 500);
    expect((await get(passenger, `/trips/${confirmed.id}/receipt`)).json().data.cash_due).toBe(0);
    const other = await loginAs(app);
    const theirs = await get(other, `/trips/${confirmed.id}/receipt`);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'tripNotFound']);
  });

  it('is a PDF in either language, with the Bangla font embedded for Bangla', async () => {
    const trip = await tripWith('completed');
    for (const lang of ['en', 'bn'] as const) {
      const res = await get(passenger, `/trips/${trip.id}/receipt.pdf?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali/);
    }
  });
});

describe('the PDF’s script runs', () => {
  it('sets Bangla in the Bengali face, and Latin words and punctuation (which it lacks) in the Latin one', () => {
    expect(scriptRuns('মোট ৳৬৮৫০')).toEqual([{ text: 'মোট ৳৬৮৫০', isBengali: true }]);
    expect(scriptRuns('গাড়ি: Toyota, ২০১৬')).toEqual([
      { text: 'গাড়ি', isBengali: true },
      { text: ': Toyota, ', isBengali: false },
      { text: '২০১৬', isBengali: true },
    ]);
  });
});
