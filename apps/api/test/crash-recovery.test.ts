import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { testDbKind } from './helpers/database';

// The API is killed (SIGKILL) in the middle of a burst of trip requests, accepts and
// lead posts, and started again on the same database. Every trip, bid and lead is whole or absent, and
// a retry with the same Idempotency-Key answers as the first answer did (or, if none came, does the
// work once). Runs as a real process: `tsx src/server.ts`, on this run's database kind.
const apiDir = resolve(import.meta.dirname, '..');

let child: ChildProcess | undefined;
let base = '';
let database: { env: Record<string, string>; cleanup: () => Promise<void>; sql: () => Promise<Sql> };
type Sql = { query: <T>(text: string) => Promise<T[]>; close: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function startApi() {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // One process (tsx as a loader, not its CLI, which would run the server in a child the kill misses).
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO: '1',
      DEMO_ADMIN_PASSWORD: 'crash-test-password',
      // Demo drivers bid on every new trip within seconds: the accepts need bids.
      DEMO_FLEET_INTERVAL_MS: '250',
      EXPIRY_INTERVAL_SEC: '0',
      OUTBOX_INTERVAL_SEC: '0',
      HOUSEKEEPING_INTERVAL_SEC: '0',
      AUTH_IP_LOGIN_LIMIT: '10000',
      AUTH_IP_VERIFY_LIMIT: '10000',
      LEAD_IP_LIMIT: '10000',
      ...database.env,
    },
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
}

function stopApi(signal: 'SIGKILL' | 'SIGTERM') {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise<void>((done) => {
    running.once('exit', () => done());
    running.kill(signal);
  });
}

async function call(path: string, init: { body?: object; token?: string; key?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

async function logIn(mobile: string) {
  await call('/api/v3/user/login', { body: { mobile, recaptcha_token: 'test', channel: 'web' } });
  const outbox = await call(`/api/v3/dev/sms-outbox?mobile=${mobile}`);
  const code = (outbox.body.data as { items: { code: string }[] }).items[0]!.code;
  const verified = await call('/api/v3/user/verify', { body: { mobile, otp: code } });
  return (verified.body.data as { access_token: string }).access_token;
}

const tripBody = (n: number) => ({
  trip_type: 'one_way',
  car_type: 'sedan',
  pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
  dropoff: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
  // A day apart: a demo driver booked on one is free for the next.
  pickup_at: new Date(Date.now() + (n + 2) * 86_400_000).toISOString(),
});

beforeAll(async () => {
  if (testDbKind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `pothik_crash_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = {
      env: { DATABASE_URL: url.toString() },
      sql: async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        return {
          query: async <T>(text: string) => (await client.query(text)).rows as T[],
          close: () => client.end(),
        };
      },
      cleanup: async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pothik-crash-'));
    database = {
      env: { PGLITE_DIR: join(dir, 'pglite'), UPLOADS_DIR: join(dir, 'uploads') },
      sql: async () => {
        const db = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
        return {
          query: async <T>(text: string) => (await db.pglite!.query<T>(text)).rows,
          close: () => db.close(),
        };
      },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
}, 60_000);

afterAll(async () => {
  await stopApi('SIGKILL');
  await database.cleanup();
}, 60_000);

describe(`a crash mid-burst (${testDbKind})`, () => {
  it('leaves every trip, bid and lead whole or absent, and retries answer as the first time', async () => {
    await startApi();
    const token = await logIn('01755200001');

    // Trips with bids to accept during the burst.
    const biddable: { tripId: number; bidId: number }[] = [];
    for (let n = 0; n < 4; n++) {
      const created = await call('/api/v3/user/trips', { body: tripBody(n), token, key: randomUUID() });
      biddable.push({ tripId: (created.body.data!.trip as { id: number }).id, bidId: 0 });
    }
    for (const trip of biddable) {
      for (let i = 0; i < 150 && !trip.bidId; i++) {
        const list = await call(`/api/v3/user/bid-list/${trip.tripId}`, { token });
        trip.bidId = (list.body.data as { bids: { id: number }[] }).bids[0]?.id ?? 0;
        if (!trip.bidId) await new Promise((r) => setTimeout(r, 200));
      }
      expect(trip.bidId, `a demo driver bids on trip ${trip.tripId}`).toBeGreaterThan(0);
    }

    // The burst: every request with its own key, its first answer kept if one comes before the kill.
    type Sent = {
      path: string;
      body: object;
      key: string;
      token?: string;
      first?: { status: number; body: unknown };
    };
    const burst: Sent[] = [
      ...Array.from({ length: 60 }, (_, n) => ({
        path: '/api/v3/user/trips',
        body: tripBody(n + 10),
        key: randomUUID(),
        token,
      })),
      ...biddable.map((t) => ({
        path: '/api/v3/user/accept-bid',
        body: { trip_id: t.tripId, bid_id: t.bidId },
        key: randomUUID(),
        token,
      })),
      ...Array.from({ length: 60 }, (_, n) => ({
        path: '/web/create/pothik_club',
        body: {
          full_name: `Crash Test ${n}`,
          mobile: `0181${String(5500000 + n).padStart(7, '0')}`,
          email: `crash${n}@example.com`,
        },
        key: randomUUID(),
      })),
    ];
    let answeredSoFar = 0;
    const inFlight = burst.map(async (sent) => {
      try {
        sent.first = await call(sent.path, sent);
        answeredSoFar += 1;
      } catch {
        // Cut off by the kill: no answer.
      }
    });
    // Killed as the first answer comes out, while the rest are still being worked on.
    const deadline = Date.now() + 10_000;
    while (answeredSoFar < 1 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    await stopApi('SIGKILL');
    await Promise.all(inFlight);
    const answered = burst.filter((s) => s.first).length;
    expect(answered, 'some answers came before the kill').toBeGreaterThan(0);
    expect(answered, 'some requests were cut off by it').toBeLessThan(burst.length);

    await startApi();
    // Every request again, with its key: the first answer if there was one; otherwise done once now.
    for (const sent of burst) {
      const retry = await call(sent.path, sent);
      expect(retry.status, `${sent.path} retried: ${JSON.stringify(retry.body)}`).toBeLessThan(300);
      if (sent.first && sent.first.status < 300)
        expect(retry.body, `${sent.path} replays`).toEqual(sent.first.body);
    }
    await stopApi('SIGTERM');

    const sql = await database.sql();
    try {
      // The demo history's passengers (db/seed/demo-trip-history.ts) aside.
      const trips = await sql.query<{ n: number }>(
        `select count(*)::int as n from trips
          where passenger_id not in (select id from users where mobile like '0191000000_')`,
      );
      // 4 before the burst, 60 in it: none lost, none twice.
      expect(trips[0]!.n).toBe(64);
      const withoutTimeline = await sql.query(
        `select t.id from trips t where not exists (select 1 from trip_status_events e where e.trip_id = t.id)`,
      );
      expect(withoutTimeline).toEqual([]);
      const confirmed = await sql.query<{
        id: number;
        accepted: number;
        fare: number | null;
        driver_id: number | null;
      }>(
        `select t.id, t.fare, t.driver_id,
                (select count(*)::int from bids b where b.trip_id = t.id and b.status = 'accepted') as accepted
           from trips t where t.id in (${biddable.map((t) => t.tripId).join(',')})`,
      );
      for (const trip of confirmed) {
        expect(trip, `trip ${trip.id} is confirmed whole`).toMatchObject({ accepted: 1 });
        expect(trip.fare).not.toBeNull();
        expect(trip.driver_id).not.toBeNull();
      }
      const leads = await sql.query<{ n: number }>(
        `select count(*)::int as n from leads where name like 'Crash Test %'`,
      );
      expect(leads[0]!.n).toBe(60);
      const leadsWithoutNotice = await sql.query(
        `select l.id from leads l where not exists (select 1 from notifications n where n.lead_id = l.id)`,
      );
      expect(leadsWithoutNotice).toEqual([]);
    } finally {
      await sql.close();
    }
  }, 180_000);
});
