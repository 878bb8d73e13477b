// bench booking: 100 concurrent POST /user/accept-bid on one trip, each for a different driver's bid,
// repeated over several trials (DESIGN.md §8, §11). What must hold: exactly one winner per trial, the
// other 99 refused with 400 (never a 500), and one accepted bid row. Runs on PGlite and, with
// BENCH_DATABASE_URL (a PostgreSQL server where the user may CREATE DATABASE), on PostgreSQL, where the
// requests really do race on separate connections.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { bids } from '../apps/api/src/db/schema/index';
import { insertUser } from '../apps/api/src/modules/auth/users-repo';
import { insertApprovedPapers } from '../apps/api/src/modules/drivers/papers-repo';
import { insertDriver } from '../apps/api/src/modules/drivers/repo';
import { type BookingTrial, reportBooking } from './checks/booking';
import { withBenchDatabase } from './lib/bench-database';
import { api, logIn } from './lib/http-api';
import { printTable } from './lib/table';

const bidders = Number(process.env.BENCH_BIDDERS ?? 100);
const trials = Number(process.env.BENCH_TRIALS ?? 5);

const mobile = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;

async function runTrials(
  database: 'pglite' | 'postgres',
  url: string | undefined,
): Promise<(BookingTrial & { ms: number })[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    EXPIRY_INTERVAL_SEC: '0',
    AUTH_IP_LOGIN_LIMIT: '100000',
    AUTH_IP_VERIFY_LIMIT: '100000',
    // A hundred drivers log in within seconds, above the SMS-pumping ceiling of 60 codes a minute.
    OTP_SMS_PER_MINUTE: '100000',
    ...(url ? { DATABASE_URL: url } : { PGLITE_DIR: 'memory' }),
  });
  const app = await buildApp({ config, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    // Drivers are not self-registered: accounts and profiles straight into the database, then the
    // ordinary driver OTP login for their tokens.
    const driverTokens: string[] = [];
    for (let i = 0; i < bidders; i++) {
      const driverMobile = mobile('0196', i);
      const user = await insertUser(app.database.db, {
        mobile: driverMobile,
        role: 'driver',
        fullName: `Bench Driver ${i}`,
      });
      const driver = await insertDriver(app.database.db, {
        userId: user.id,
        name: `Bench Driver ${i}`,
        photo: '/images/drivers/demo-01.svg',
        carType: 'sedan',
        carModel: 'Toyota Allion 2015',
        plateNumber: `DHAKA METRO-GA 11-${String(i).padStart(4, '0')}`,
        district: 'Dhaka',
        ratingSum: 0,
        ratingCount: 0,
      });
      await insertApprovedPapers(app.database.db, driver, new Date());
      driverTokens.push(await logIn(base, 'driver', driverMobile));
    }
    const passenger = await logIn(base, 'user', mobile('0175', Math.floor(Math.random() * 1e6)));

    const rows: BookingTrial[] = [];
    const elapsedMs: number[] = [];
    for (let trial = 1; trial <= trials; trial++) {
      // A day apart, so the previous trial's winner is free again (a driver is never booked twice).
      const pickupAt = new Date(Date.now() + (trial + 1) * 2 * 86_400_000).toISOString();
      const { trip } = await api<{ trip: { id: number } }>(base, '/user/trips', {
        token: passenger,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          trip_type: 'one_way',
          car_type: 'sedan',
          pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
          dropoff: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
          pickup_at: pickupAt,
        },
      });
      const bidIds = await Promise.all(
        driverTokens.map(async (token, i) => {
          const placed = await api<{ bid: { id: number } }>(base, '/driver/bids', {
            token,
            body: { trip_id: trip.id, driver_fare: 5000 + i * 10 },
          });
          return placed.bid.id;
        }),
      );

      const started = performance.now();
      const statuses = await Promise.all(
        bidIds.map(async (bidId) => {
          const res = await fetch(`${base}/api/v3/user/accept-bid`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${passenger}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ trip_id: trip.id, bid_id: bidId }),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      const elapsed = performance.now() - started;
      const accepted = await app.database.db
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.tripId, trip.id), eq(bids.status, 'accepted')));
      const count = (status: number) => statuses.filter((s) => s === status).length;
      rows.push({
        database,
        requests: statuses.length,
        winners: count(200),
        refused: count(400),
        other: statuses.length - count(200) - count(400),
        acceptedRows: accepted.length,
      });
      elapsedMs.push(Math.round(elapsed));
    }
    return rows.map((row, i) => ({ ...row, ms: elapsedMs[i]! }));
  } finally {
    await app.close();
  }
}

export async function benchBooking() {
  const rows = await runTrials('pglite', undefined);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl)
    rows.push(...(await withBenchDatabase(adminUrl, 'booking', (url) => runTrials('postgres', url))));
  else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.');
  printTable(
    rows.map((r, i) => ({
      database: r.database,
      trial: i + 1,
      requests: r.requests,
      'winners (200)': r.winners,
      'refused (400)': r.refused,
      other: r.other,
      'accepted rows': r.acceptedRows,
      'all answered in ms': r.ms,
    })),
  );
  reportBooking(rows, { bidders, engines: adminUrl ? ['pglite', 'postgres'] : ['pglite'] });
}
