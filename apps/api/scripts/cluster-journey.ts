// npm run cluster:journey: issue 30's "done when", against `npm run cluster` (scripts/cluster.mjs) in
// production mode, on a database of its own that is dropped afterwards. Everything goes through nginx
// as a client's would, except where a step names one process on purpose:
//   1. staff are made with the CLI (admin:create) and sign in to the console with an authenticator;
//      ops add and approve a driver there;
//   2. a passenger and the driver log in with codes read from the fake SMS gateway, each page of theirs
//      rendered by a different web process;
//   3. the passenger requests a trip, the driver sees it on the open-trips socket and bids, the passenger
//      sees the bid on the trip's socket;
//   4. one API process is killed mid-booking: both sockets reconnect through nginx, and the passenger
//      accepts the bid (with an Idempotency-Key, retried as the web does) and both see it accepted;
//   5. an editor publishes a post: both web processes show it within 2 s;
//   6. a logout on one API process: the other refuses the token at once.
// Exits non-zero at the first step that fails, naming it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { totpAt } from '../src/modules/admin/credentials';
import { RealtimeClient } from '../test/helpers/realtime-client';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    api: { type: 'string', default: '2' },
    web: { type: 'string', default: '2' },
    /** A running cluster's --state file: the journey runs against it and leaves it running. */
    attach: { type: 'string' },
  },
});
const repoRoot = resolve(import.meta.dirname, '../../..');
const workDir = mkdtempSync(join(tmpdir(), 'pothik-journey-'));
const stateFile = args.attach ?? join(workDir, 'cluster.json');
const databaseName = `pothik_journey_${process.pid}`;
const baseDatabaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = args.port ?? String(20_000 + 2 * Math.floor(Math.random() * 5_000));

type Process = { port: number; pid: number };
type ClusterState = {
  site: string;
  api: string;
  database: string;
  fakes: string;
  apis: Process[];
  webs: Process[];
};

const cluster = args.attach
  ? undefined
  : spawn(
      process.execPath,
      [
        join(repoRoot, 'scripts/cluster.mjs'),
        '--port',
        port,
        '--api',
        args.api,
        '--web',
        args.web,
        '--state',
        stateFile,
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, CLUSTER_DATABASE: databaseName, CLUSTER_DIR: join(workDir, 'run') },
        stdio: 'inherit',
      },
    );
const clients: RealtimeClient[] = [];
let failed = false;

try {
  const state = await waitForState();
  await journey(state);
  console.log('\ncluster journey: every step passed');
} catch (err) {
  failed = true;
  console.error(`\ncluster journey FAILED: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  for (const client of clients) client.close();
  if (cluster && cluster.exitCode === null) {
    cluster.kill('SIGTERM');
    await new Promise((r) => cluster.on('exit', r));
  }
  if (cluster) await dropDatabase();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function waitForState(): Promise<ClusterState> {
  // A first run builds everything: up to ten minutes on a small machine.
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(stateFile)) {
    if (cluster && cluster.exitCode !== null)
      throw new Error(`npm run cluster exited with ${cluster.exitCode}`);
    if (Date.now() > deadline) throw new Error('the cluster did not come up within 15 minutes');
    await sleep(500);
  }
  return readState();
}
function readState(): ClusterState {
  return JSON.parse(readFileSync(stateFile, 'utf8'));
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await run();
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    return result;
  } catch (err) {
    throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Like check, with the answer's body in the message (read only when the check fails). */
async function checkAnswer(condition: unknown, res: Response | undefined, message: string) {
  if (!condition) throw new Error(`${message} ${res ? await res.text() : '(no answer)'}`);
}

async function journey(state: ClusterState) {
  console.log(`\ncluster journey on ${state.site} and ${state.api}`);
  const api = (path: string, init: RequestInit = {}) => fetch(`${state.api}${path}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  await step('nginx sets one request id and the API answers with it', async () => {
    const res = await api('/health/ready');
    check(res.ok, `/health/ready answered ${res.status}`);
    check(/^[0-9a-f]{32}$/.test(res.headers.get('x-request-id') ?? ''), 'no nginx request id');
  });

  // 1. Staff, through the CLI and the console.
  const editor = await step('an editor made with admin:create signs in with an authenticator', () =>
    staffSession(state, 'editor'),
  );
  const ops = await step('ops sign in the same way', () => staffSession(state, 'ops'));
  const driverMobile = uniqueMobile();
  await step('ops add a driver in the console and approve them', async () => {
    const created = await ops.call('POST', '/admin/api/drivers', {
      mobile: driverMobile,
      name: 'Journey Driver',
      car_type: 'sedan',
      car_model: 'Toyota Allion 2016',
      plate_number: 'DHAKA-METRO-GA-11-2233',
      district: 'Dhaka',
    });
    await checkAnswer(
      created.status === 201 || created.status === 200,
      created,
      `add driver: ${created.status}`,
    );
    const { id } = (await created.json()) as { id: number };
    const approved = await ops.call('PUT', `/admin/api/drivers/${id}`, { status: 'approved' });
    await checkAnswer(approved.ok, approved, `approve: ${approved.status}`);
  });

  // 2. Log in with codes from the fake gateway; each person's page from a different web process.
  const [passengerWeb, driverWeb] = [state.webs[0]!, state.webs[1] ?? state.webs[0]!];
  await step('the passenger’s page renders on web 1 and the driver’s on web 2', async () => {
    for (const [web, path] of [
      [passengerWeb, '/'],
      [driverWeb, '/driver'],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${web.port}${path}`, { redirect: 'manual' });
      check(res.status < 400, `${path} on port ${web.port}: ${res.status}`);
    }
  });
  const passenger = await step('the passenger logs in with the code texted to them', () =>
    logIn(state, uniqueMobile(), 'user'),
  );
  const driver = await step('the driver logs in the same way', () => logIn(state, driverMobile, 'driver'));

  // 3. Book: request, see, bid.
  let driverSocket = await step('the driver watches open trips over a socket through nginx', async () => {
    const socket = await connect(state.api, driver.access_token);
    const answer = await socket.subscribeOpenTrips();
    check(answer.type === 'subscribed', `open-trips: ${JSON.stringify(answer)}`);
    return socket;
  });
  const tripId = await step('the passenger requests a trip', async () => {
    const pickupAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const res = await api(
      '/api/v3/user/trips',
      json(
        {
          trip_type: 'one_way',
          car_type: 'sedan',
          pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
          dropoff: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
          pickup_at: pickupAt,
        },
        passenger.headers,
      ),
    );
    await checkAnswer(res.ok, res, `request: ${res.status}`);
    return ((await res.json()) as { data: { trip: { id: number } } }).data.trip.id;
  });
  let passengerSocket = await step('the passenger watches the trip over a socket', async () => {
    const socket = await connect(state.api, passenger.access_token);
    const answer = await socket.subscribe(tripId);
    check(answer.type === 'subscribed', `subscribe: ${JSON.stringify(answer)}`);
    return socket;
  });
  await step('the driver’s socket shows the new trip', () =>
    driverSocket.next((m): m is typeof m => 'trip_id' in m && m.trip_id === tripId, { timeoutMs: 5000 }),
  );
  const bidId = await step('the driver bids; the passenger’s socket shows the bid', async () => {
    const from = passengerSocket.received.length;
    const res = await api(
      '/api/v3/driver/bids',
      json({ trip_id: tripId, driver_fare: 7200 }, driver.headers),
    );
    await checkAnswer(res.ok, res, `bid: ${res.status}`);
    const bid = ((await res.json()) as { data: { bid: { id: number } } }).data.bid.id;
    await passengerSocket.next((m): m is typeof m => m.type === 'bid.created' && m.trip_id === tripId, {
      from,
      timeoutMs: 5000,
    });
    return bid;
  });

  // 4. One API process dies mid-booking.
  await step('one API process is killed; both sockets reconnect through nginx', async () => {
    const victim = state.apis[0]!;
    process.kill(victim.pid, 'SIGKILL');
    // The sockets that were on it close; those on the other stay. Either way each client opens a new
    // one, as the web's reconnect does, and nginx sends it to a process that is up.
    passengerSocket.close();
    driverSocket.close();
    passengerSocket = await connectRetrying(state.api, passenger.access_token);
    const answer = await passengerSocket.subscribe(tripId);
    check(answer.type === 'subscribed', `resubscribe: ${JSON.stringify(answer)}`);
    driverSocket = await connectRetrying(state.api, driver.access_token);
    const open = await driverSocket.subscribeOpenTrips();
    check(open.type === 'subscribed', `open-trips again: ${JSON.stringify(open)}`);
  });
  await step('the passenger accepts the bid; both see the trip accepted', async () => {
    const key = `journey-accept-${process.pid}`;
    const from = passengerSocket.received.length;
    const driverFrom = driverSocket.received.length;
    let res: Response | undefined;
    // As the web does: the same Idempotency-Key again if an answer is lost on the way.
    for (let attempt = 0; attempt < 5 && !res?.ok; attempt++) {
      try {
        res = await api(
          '/api/v3/user/accept-bid',
          json({ trip_id: tripId, bid_id: bidId }, { ...passenger.headers, 'idempotency-key': key }),
        );
      } catch {
        await sleep(500);
      }
    }
    await checkAnswer(res?.ok, res, `accept: ${res?.status}`);
    await passengerSocket.next((m): m is typeof m => m.type === 'trip.updated' && m.trip_id === tripId, {
      from,
      timeoutMs: 5000,
    });
    // The trip leaves the open list on the driver's new socket.
    await driverSocket.next((m): m is typeof m => 'trip_id' in m && m.trip_id === tripId, {
      from: driverFrom,
      timeoutMs: 5000,
    });
    const mine = await api('/api/v3/driver/trips?status=accepted', { headers: driver.headers });
    check(mine.ok, `driver's trips: ${mine.status}`);
    check((await mine.text()).includes(`"id":${tripId}`), 'the accepted trip is not among the driver’s');
  });

  // 5. A post both web processes show within 2 s.
  await step('an editor publishes a post; every web process shows it within 2 s', async () => {
    const title = `Cluster journey ${process.pid}`;
    const slug = `cluster-journey-${process.pid}`;
    // Each web process renders the list first, so its cache holds the page without the post.
    for (const web of state.webs) {
      const res = await fetch(`http://127.0.0.1:${web.port}/blogs`);
      check(res.ok && !(await res.text()).includes(title), `/blogs on ${web.port} before: ${res.status}`);
    }
    const category = await editor.call('POST', '/admin/api/content/blog-categories', {
      slug: `journey-${process.pid}`,
      name_en: 'Journeys',
      name_bn: 'যাত্রা',
    });
    await checkAnswer(category.status === 201, category, `category: ${category.status}`);
    const published = await editor.call('POST', '/admin/api/content/blogs', {
      slug,
      title_en: title,
      title_bn: 'ক্লাস্টার যাত্রা',
      excerpt_en: 'Two web processes, one post.',
      excerpt_bn: 'দুটি ওয়েব প্রসেস, একটি লেখা।',
      body_en: '<p>Shown everywhere.</p>',
      body_bn: '<p>সবখানে দেখা যায়।</p>',
      author: 'Pothik',
      reading_minutes: 1,
      category_id: ((await category.json()) as { id: number }).id,
      status: 'published',
    });
    await checkAnswer(published.status === 201, published, `publish: ${published.status}`);
    const savedAt = Date.now();
    for (const web of state.webs) {
      for (;;) {
        const res = await fetch(`http://127.0.0.1:${web.port}/blogs`);
        if (res.ok && (await res.text()).includes(title)) break;
        check(Date.now() - savedAt < 2000, `web on port ${web.port} still shows the old list after 2 s`);
        await sleep(100);
      }
    }
  });

  // 6. Logout on one API process, refused on the other. The killed one is running again by now.
  await step('a logout on one API process refuses the token on the other', async () => {
    const [one, other] = readState().apis;
    check(one && other, 'needs two API processes');
    const direct = (p: Process, path: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${p.port}${path}`, init);
    await waitUntil(async () => (await direct(one, '/health/ready').catch(() => null))?.ok === true, 30_000);
    const before = await direct(other, '/api/v3/user/profile', { headers: passenger.headers });
    check(before.status === 200, `profile before: ${before.status}`);
    const out = await direct(
      one,
      '/api/v3/user/logout',
      json({ refresh_token: passenger.refresh_token }, passenger.headers),
    );
    await checkAnswer(out.ok, out, `logout: ${out.status}`);
    await waitUntil(
      async () =>
        (await direct(other, '/api/v3/user/profile', { headers: passenger.headers })).status === 401,
      2000,
    );
  });
}

type StaffRole = 'editor' | 'ops';
async function staffSession(state: ClusterState, role: StaffRole) {
  const email = `${role}-${process.pid}@journey.pothik.test`;
  const password = `${role}-journey-password-${process.pid}`;
  const made = await runCommand(
    ['run', 'admin:create', '--', '--email', email, '--role', role, '--password', password],
    { NODE_ENV: 'production', DATABASE_URL: state.database },
  );
  check(made === 0, `admin:create exited with ${made}`);
  let cookie = '';
  let csrf = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${state.api}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('pothik_staff='));
    if (session) cookie = session.split(';')[0]!;
    return res;
  };
  const login = await call('POST', '/admin/api/auth/login', { email, password });
  await checkAnswer(login.ok, login, `login: ${login.status}`);
  const signedIn = (await login.json()) as { data: { csrf_token: string; totp: string } };
  csrf = signedIn.data.csrf_token;
  check(signedIn.data.totp === 'enrol', `production asks every role to enrol: ${signedIn.data.totp}`);
  const enrol = await call('POST', '/admin/api/auth/totp/enrol');
  check(enrol.ok, `enrol: ${enrol.status}`);
  const { secret } = ((await enrol.json()) as { data: { secret: string } }).data;
  const verified = await call('POST', '/admin/api/auth/totp/verify', {
    code: await totpAt(secret, new Date()),
  });
  await checkAnswer(verified.ok, verified, `verify: ${verified.status}`);
  csrf = ((await verified.json()) as { data: { csrf_token: string } }).data.csrf_token;
  return { call };
}

type LoggedIn = { access_token: string; refresh_token: string; headers: Record<string, string> };
async function logIn(state: ClusterState, mobile: string, role: 'user' | 'driver'): Promise<LoggedIn> {
  const token = (
    (await (await fetch(`${state.fakes}/turnstile?action=login`, { method: 'POST' })).json()) as {
      token: string;
    }
  ).token;
  const post = (path: string, body: object) =>
    fetch(`${state.api}/api/v3/${role}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('login', { mobile, recaptcha_token: token, channel: 'web' });
  await checkAnswer(sent.ok, sent, `login: ${sent.status}`);
  const texts = (await (await fetch(`${state.fakes}/sms`)).json()) as { to: string; message: string }[];
  const text = texts.reverse().find((t) => t.to.endsWith(mobile.slice(1)));
  const code = text?.message.match(/\b(\d{4,6})\b/)?.[1];
  check(code, `no code texted to ${mobile}: ${JSON.stringify(texts.slice(0, 3))}`);
  const verified = await post('verify', { mobile, otp: code });
  await checkAnswer(verified.ok, verified, `verify: ${verified.status}`);
  const data = ((await verified.json()) as { data: { access_token: string; refresh_token: string } }).data;
  return { ...data, headers: { authorization: `Bearer ${data.access_token}` } };
}

async function connect(url: string, accessToken: string) {
  const client = await RealtimeClient.connect(url, accessToken);
  clients.push(client);
  return client;
}

/** A new socket as the web's reconnect makes it: tries again while nginx has no process to hand it to. */
async function connectRetrying(url: string, accessToken: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect(url, accessToken);
    } catch (err) {
      if (attempt >= 10) throw err;
      await sleep(300 * (attempt + 1));
    }
  }
}

function uniqueMobile() {
  // Seconds since the epoch make each run's numbers new; a counter keeps one run's apart.
  uniqueMobile.seq = (uniqueMobile.seq ?? 0) + 1;
  return `019${String((Math.floor(Date.now() / 1000) % 1_000_000) * 100 + uniqueMobile.seq).padStart(8, '0')}`;
}
uniqueMobile.seq = 0;

function runCommand(npmArgs: string[], env: Record<string, string>) {
  return new Promise<number>((done) => {
    const child = spawn('npm', npmArgs, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await sleep(100);
  }
}

async function dropDatabase() {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  try {
    await client.connect();
    await client.query(`drop database if exists "${databaseName}" with (force)`);
  } catch (err) {
    console.error(`could not drop ${databaseName}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
