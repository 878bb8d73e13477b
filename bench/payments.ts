// bench payments (issue 44): 200 passengers' bookings at once, each accepting a bid that needs an advance
// and paying it through the fake bKash (apps/api/test/fakes/bkash-gateway.ts, bKash's own format), its
// word then arriving duplicated and in any order (the browser's return twice, the reconciliation job's
// query), all of them at the same time. What must hold: every booking confirmed exactly once, every
// advance captured once and none refunded, the ledger summing to zero to the taka, no answer a 5xx. The
// summary prints the bookings' throughput beside the bare route's (GET /health, the same concurrency).
import { randomUUID } from 'node:crypto';
import { defaultAdvanceSettings } from '@pothik/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { tripValues } from '../apps/api/src/db/factories/trips';
import { advanceHolds, payments, refunds, tripStatusEvents, users } from '../apps/api/src/db/schema/index';
import { insertUser } from '../apps/api/src/modules/auth/users-repo';
import { placeBid } from '../apps/api/src/modules/booking/bids/place-bid';
import { insertTrip } from '../apps/api/src/modules/booking/trips/repo';
import { insertApprovedPapers } from '../apps/api/src/modules/drivers/papers-repo';
import { insertDriver } from '../apps/api/src/modules/drivers/repo';
import { ledgerTotal } from '../apps/api/src/modules/payments/ledger-repo';
import { saveAdvanceSettings } from '../apps/api/src/modules/settings';
import { bkashCredentials, startFakeBkash } from '../apps/api/test/fakes/bkash-gateway';
import { type PaymentsRun, reportPayments } from './checks/payments';
import { logIn } from './lib/http-api';
import { printTable } from './lib/table';

const bookings = Number(process.env.BENCH_BOOKINGS ?? 200);
const mobile = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

async function post(base: string, path: string, token: string, body: object) {
  const res = await fetch(`${base}/api/v3${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { code?: string; data?: { reference?: string } } };
}

/** `count` concurrent GETs of the bare route: requests a second. */
async function bareThroughput(base: string, count: number) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(`${base}/health`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  if (statuses.some((s) => s !== 200)) throw new Error('GET /health answered other than 200');
  return count / ((performance.now() - started) / 1000);
}

async function run(): Promise<PaymentsRun> {
  const bkash = await startFakeBkash();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    EXPIRY_INTERVAL_SEC: '0',
    AUTH_IP_LOGIN_LIMIT: '100000',
    AUTH_IP_VERIFY_LIMIT: '100000',
    OTP_SMS_PER_MINUTE: '100000',
    PAYMENT_STARTS_PER_MINUTE: '100000',
    PAYMENT_GATEWAYS: 'bkash',
    BKASH_BASE_URL: bkash.url,
    BKASH_APP_KEY: bkashCredentials.appKey,
    BKASH_APP_SECRET: bkashCredentials.appSecret,
    BKASH_USERNAME: bkashCredentials.username,
    BKASH_PASSWORD: bkashCredentials.password,
    PGLITE_DIR: 'memory',
  });
  const app = await buildApp({ config, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = app.database.db;
  try {
    const now = new Date();
    await saveAdvanceSettings(
      db,
      {
        ...defaultAdvanceSettings,
        rules: { ...defaultAdvanceSettings.rules, one_way: { kind: 'percent', percent: 10 } },
      },
      now,
    );
    // 200 passengers, each with a requested trip and one driver's bid on it.
    const people = [];
    for (let i = 0; i < bookings; i++) {
      const passengerMobile = mobile('0177', i);
      const token = await logIn(base, 'user', passengerMobile);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, passengerMobile));
      const trip = await insertTrip(
        db,
        tripValues({
          passengerId: user!.id,
          tripType: 'one_way',
          carType: 'sedan',
          pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
          dropoff: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
          pickupDistrict: 'dhaka',
          dropoffDistrict: 'sylhet',
          pickupAt: new Date(now.getTime() + 3 * 86_400_000),
          createdAt: now,
          estimate: { fare: 7000, min: 6300, max: 7700, road_km: 248 },
        }),
      );
      const driverUser = await insertUser(db, {
        mobile: mobile('0196', i),
        role: 'driver',
        fullName: `Bench Driver ${i}`,
      });
      const driver = await insertDriver(db, {
        userId: driverUser.id,
        name: `Bench Driver ${i}`,
        photo: '/images/drivers/demo-01.svg',
        carType: 'sedan',
        carModel: 'Toyota Allion 2015',
        plateNumber: `DHAKA METRO-GA 12-${String(i).padStart(4, '0')}`,
        district: 'Dhaka',
        ratingSum: 0,
        ratingCount: 0,
      });
      await insertApprovedPapers(db, driver, now);
      const { bid } = await placeBid(app, { driverId: driver.id, tripId: trip.id, driverFare: 7000, now });
      people.push({ token, tripId: trip.id, bidId: bid.id });
    }
    const bare = await bareThroughput(base, bookings);

    const started = performance.now();
    const answers: number[] = [];
    // Every passenger accepts and starts paying at once; the payer approves on bKash's page.
    const references = await Promise.all(
      people.map(async (p) => {
        const accepted = await post(base, '/user/accept-bid', p.token, {
          trip_id: p.tripId,
          bid_id: p.bidId,
        });
        answers.push(accepted.status);
        const paying = await post(base, `/user/trips/${p.tripId}/advance`, p.token, { gateway: 'bkash' });
        answers.push(paying.status);
        const reference = paying.json.data?.reference;
        if (!reference) return undefined;
        const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
        bkash.approve(row!.gatewayPaymentId!);
        return reference;
      }),
    );
    // Then bKash's word for each, three times over and shuffled: two returns and the reconciliation's query.
    const callbacks = shuffle(
      references.flatMap((reference) =>
        reference
          ? [
              () => app.payments.settle(reference),
              () => app.payments.settle(reference),
              () => app.payments.settle(reference, 'query'),
            ]
          : [],
      ),
    );
    const settled = await Promise.allSettled(callbacks.map((call) => call()));
    const elapsed = (performance.now() - started) / 1000;

    const tripIds = people.map((p) => p.tripId);
    const confirmations = await db
      .select({ tripId: tripStatusEvents.tripId })
      .from(tripStatusEvents)
      .where(and(inArray(tripStatusEvents.tripId, tripIds), eq(tripStatusEvents.toStatus, 'confirmed')));
    const perTrip = new Map<number, number>();
    for (const c of confirmations) perTrip.set(c.tripId, (perTrip.get(c.tripId) ?? 0) + 1);
    const completed = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.tripId, tripIds), eq(payments.status, 'completed')));
    const paidHolds = await db
      .select({ id: advanceHolds.id })
      .from(advanceHolds)
      .where(and(inArray(advanceHolds.tripId, tripIds), eq(advanceHolds.state, 'paid')));
    const refunded = await db.select({ id: refunds.id }).from(refunds);
    return {
      bookings,
      confirmedOnce: tripIds.filter((id) => perTrip.get(id) === 1).length,
      confirmedTwice: tripIds.filter((id) => (perTrip.get(id) ?? 0) > 1).length,
      captured: completed.length,
      paidHolds: paidHolds.length,
      refunds: refunded.length,
      ledgerTotal: await ledgerTotal(db),
      serverErrors: answers.filter((s) => s >= 500).length,
      callbackFailures: settled.filter((s) => s.status === 'rejected').length,
      bookingsPerSecond: bookings / elapsed,
      bareRequestsPerSecond: bare,
    };
  } finally {
    await app.close();
    await bkash.close();
  }
}

export async function benchPayments() {
  const result = await run();
  printTable([
    {
      bookings: result.bookings,
      'confirmed once': result.confirmedOnce,
      'confirmed twice': result.confirmedTwice,
      captured: result.captured,
      'holds paid': result.paidHolds,
      refunds: result.refunds,
      'ledger sum (৳)': result.ledgerTotal,
      '5xx': result.serverErrors,
      'callbacks failed': result.callbackFailures,
      'bookings/s': result.bookingsPerSecond.toFixed(1),
      'bare route req/s': result.bareRequestsPerSecond.toFixed(0),
    },
  ]);
  reportPayments(result);
}
