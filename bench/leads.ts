// bench leads: 1000 lead posts at once (business, club, driver and car requisition in turn), each with
// its own Idempotency-Key, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. What must
// hold: 1000 answers of 201, 1000 lead rows and 2000 outbox notifications (a staff email and an SMS
// each), 0 errors.
import { randomUUID } from 'node:crypto';
import { dhakaIsoDay } from '@pothik/domain';
import { count, like } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { leads, notifications } from '../apps/api/src/db/schema/index';
import { type LeadsRun, reportLeads } from './checks/leads';
import { withBenchDatabase } from './lib/bench-database';
import { printTable } from './lib/table';

const posts = Number(process.env.BENCH_LEADS ?? 1000);

const mobile = (n: number) => `0185${String(n).padStart(7, '0')}`;
const inAWeek = dhakaIsoDay(new Date(Date.now() + 7 * 86_400_000));

/** The n-th post: one of the four forms, filled as a person would. */
function lead(n: number): { path: string; body: object } {
  const who = { mobile: mobile(n), email: `lead${n}@example.com` };
  switch (n % 4) {
    case 0:
      return {
        path: '/web/create/pothik_business',
        body: {
          ...who,
          name: `Contact ${n}`,
          designation: 'Admin Manager',
          company_name: `Company ${n} Ltd.`,
        },
      };
    case 1:
      return { path: '/web/create/pothik_club', body: { ...who, full_name: `Investor ${n}` } };
    case 2:
      return {
        path: '/web/create/pothik_driver',
        body: {
          ...who,
          full_name: `Driver ${n}`,
          district: 'bogura',
          licence_number: `BG${String(n).padStart(8, '0')}`,
          has_own_car: false,
          experience_years: 5,
        },
      };
    default:
      return {
        path: '/web/request/car-rental',
        body: {
          ...who,
          organisation: `Office ${n}`,
          contact_name: `Contact ${n}`,
          pickup: 'Motijheel, Dhaka',
          start_date: inAWeek,
          car_type: 'noah',
          cars: 2,
        },
      };
  }
}

async function run(database: 'pglite' | 'postgres', url: string | undefined): Promise<LeadsRun> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    EXPIRY_INTERVAL_SEC: '0',
    OUTBOX_INTERVAL_SEC: '0',
    LEAD_IP_LIMIT: String(Math.max(1, posts * 2)),
    ...(url ? { DATABASE_URL: url } : { PGLITE_DIR: 'memory' }),
  });
  const app = await buildApp({ config, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: posts }, async (_, n) => {
        const { path, body } = lead(n);
        try {
          const res = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(120_000),
          });
          await res.arrayBuffer();
          return res.status;
        } catch {
          return 0;
        }
      }),
    );
    const elapsed = performance.now() - started;
    const db = app.database.db;
    const [stored] = await db.select({ n: count() }).from(leads).where(like(leads.mobile, '0185%'));
    const [owed] = await db.select({ n: count() }).from(notifications);
    const created = statuses.filter((s) => s === 201).length;
    return { database, posts, created, leadRows: stored!.n, outboxRows: owed!.n, ms: Math.round(elapsed) };
  } finally {
    await app.close();
  }
}

export async function benchLeads() {
  const rows = [await run('pglite', undefined)];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) rows.push(await withBenchDatabase(adminUrl, 'leads', (url) => run('postgres', url)));
  else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.');
  printTable(
    rows.map((r) => ({
      database: r.database,
      posts: r.posts,
      'answered 201': r.created,
      errors: r.posts - r.created,
      'lead rows': r.leadRows,
      'outbox rows': r.outboxRows,
      'all answered in ms': r.ms,
      'leads/s': Math.round((r.posts / r.ms) * 1000),
    })),
  );
  reportLeads(rows, { engines: adminUrl ? ['pglite', 'postgres'] : ['pglite'] });
}
