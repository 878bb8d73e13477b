// npm run cluster:journey: the cluster's whole journey, against `npm run cluster` (scripts/cluster.mjs) in
// production mode, on a database of its own that is dropped afterwards. Everything goes through nginx
// as a client's would, except where a step names one process on purpose:
//   1. staff are made with the CLI (admin:create) and sign in to the console with an authenticator;
//      the console's incident queue socket is upgraded through nginx; ops add and approve a driver there;
//   2. a passenger and the driver each use a real browser (Chromium, playwright-core), the passenger's
//      pages rendered by web process 1 and the driver's by web process 2: the cluster's nginx pins a
//      browser to web process N by the cookie `pothik_web_process=N` and names the process that made
//      each answer in the header X-Pothik-Web-Upstream, which the journey reads on every answer from the
//      site's origin. The pages' API calls and sockets go to the API's origin through nginx. Both log in
//      on the site with codes read from the fake SMS gateway (Turnstile's script is a stand-in that
//      passes with a token from the fake siteverify);
//   3. the passenger requests a trip through the form, the driver sees it arrive on /driver's open
//      trips without a reload and bids from its page, the passenger sees the bid arrive live;
//   4. the API process holding the most of the pages' sockets (its /metrics says) is killed mid-booking:
//      a page's status line leaves "live" and both come back live through nginx; the passenger accepts
//      the bid in the browser and the driver's page shows the booking;
//   5. an editor publishes a post: both web processes show it within 2 s (HTTP);
//   6. a logout on one API process: the other refuses the token at once (HTTP, the browser's token).
// Before the browsers, raw sockets show that nginx gives every socket naming one trip's routing key to
// one API process, and the trips to both (cluster-trip-sockets.ts, docs/decisions/0026).
// No fixed sleeps: every wait is on a page or a condition, with a timeout. Exits non-zero at the first
// step that fails, naming it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { documentHasExpiry, mandatoryDocumentKinds } from '@pothik/domain';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath } from '../../../scripts/lib.mjs';
import { totpAt } from '../src/modules/admin/credentials';
import { checkTripSocketsMeet, firstStaffSocketMessage } from './cluster-trip-sockets';

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

// Lets the journey read each API process's socket count on its /metrics (absent in production without).
const metricsToken = `journey-metrics-${process.pid}-${Date.now()}`;

type Process = { port: number; pid: number };
type ClusterState = {
  site: string;
  api: string;
  internalApi: string;
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
        env: {
          ...process.env,
          CLUSTER_DATABASE: databaseName,
          CLUSTER_DIR: join(workDir, 'run'),
          METRICS_TOKEN: metricsToken,
          // The lead forms' per-address limit, small: the journey shows a forged X-Forwarded-For
          // does not escape it.
          LEAD_IP_LIMIT: '3',
        },
        stdio: 'inherit',
      },
    );
let browser: Browser | undefined;
let failed = false;

try {
  const state = await waitForState();
  await journey(state);
  console.log('\ncluster journey: every step passed');
} catch (err) {
  failed = true;
  console.error(`\ncluster journey FAILED: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await browser?.close().catch(() => {});
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

  await step('nginx makes the request id of a client; the web’s own is kept', async () => {
    const res = await api('/api/v3/cars', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    check(res.ok, `/api/v3/cars answered ${res.status}`);
    const id = res.headers.get('x-request-id') ?? '';
    check(/^[0-9a-f]{32}$/.test(id), `the API answered with request id ${id}, not nginx's`);
    // The server the web processes call (their API_URL) keeps theirs: one id from page to API.
    const webId = `journey-web-${process.pid}`;
    const fromWeb = await fetch(`${state.internalApi}/api/v3/cars`, { headers: { 'x-request-id': webId } });
    check(
      fromWeb.headers.get('x-request-id') === webId,
      `the web's request id became ${fromWeb.headers.get('x-request-id')}`,
    );
  });

  await step(
    'the edge: no version shown, JSON compressed, private paths private, the console allow-listed',
    async () => {
      // This machine's network address is where a client comes from; 127.0.0.1 is the private network
      // (the cluster's NGINX_PRIVATE_NETWORKS), and the console's allow-list names the network address.
      const privateApi = `http://127.0.0.1:${new URL(state.api).port}`;
      const privateSite = `http://127.0.0.1:${new URL(state.site).port}`;
      const places = await api('/api/v3/geo/search?q=dhaka&limit=20', {
        headers: { 'accept-encoding': 'gzip' },
      });
      check(places.ok, `place search: ${places.status}`);
      check(places.headers.get('server') === 'nginx', `Server: ${places.headers.get('server')}`);
      check(
        places.headers.get('content-encoding') === 'gzip',
        `place search encoded ${places.headers.get('content-encoding')}`,
      );
      for (const [origin, path] of [
        [state.api, '/metrics'],
        [state.api, '/health/ready'],
        [state.site, '/metrics'],
        [state.site, '/health/ready'],
      ] as const) {
        const res = await fetch(`${origin}${path}`);
        check(res.status === 403, `${origin}${path} from outside answered ${res.status}, not 403`);
      }
      for (const origin of [privateApi, privateSite]) {
        const res = await fetch(`${origin}/health/ready`);
        check(res.ok, `${origin}/health/ready from the private network answered ${res.status}`);
      }
      const consoleOutside = await fetch(`${privateApi}/admin/api/auth/me`);
      check(
        consoleOutside.status === 403,
        `the console from an address off its list answered ${consoleOutside.status}`,
      );
      const consoleListed = await api('/admin/api/auth/me');
      check(consoleListed.status === 401, `the console from its allow-list answered ${consoleListed.status}`);
    },
  );

  await step('nginx sends a trip’s sockets to one API process, and the trips to both', async () =>
    console.log(`    ${await checkTripSocketsMeet(state.api, state.apis.length)}`),
  );
  await step('a forged X-Forwarded-For does not change which limit a request counts against', async () => {
    // The cluster runs with LEAD_IP_LIMIT=3 for this: three checks from this address, each claiming to
    // be another, and the fourth is refused; another address (127.0.0.1) still has its own three.
    const loyaltyCheck = (origin: string, forged: string) =>
      fetch(`${origin}/web/check/gp-loyalty-status`, {
        ...json({ mobile: uniqueMobile() }, { 'x-forwarded-for': forged }),
      });
    const statuses: number[] = [];
    for (const i of [1, 2, 3, 4]) statuses.push((await loyaltyCheck(state.api, `198.51.100.${i}`)).status);
    check(statuses.join() === '200,200,200,429', `answers with forged addresses: ${statuses.join()}`);
    const other = await loyaltyCheck(`http://127.0.0.1:${new URL(state.api).port}`, '198.51.100.1');
    check(other.status === 200, `another address's first check answered ${other.status}`);
  });

  // 1. Staff, through the CLI and the console.
  const editor = await step('an editor made with admin:create signs in with an authenticator', () =>
    staffSession(state, 'editor'),
  );
  const ops = await step('ops sign in the same way', () => staffSession(state, 'ops'));
  await step("the console's incident queue socket is upgraded through nginx", async () => {
    const first = await firstStaffSocketMessage(state.api, '/admin/api/incident-queue/live', ops.cookie());
    check(
      JSON.stringify(first) === JSON.stringify({ type: 'subscribed', channel: 'incidents' }),
      `first message: ${JSON.stringify(first)}`,
    );
  });
  const driverMobile = uniqueMobile();
  await step('ops add a driver in the console and approve them', async () => {
    const created = await ops.call('POST', '/admin/api/drivers', {
      mobile: driverMobile,
      name: 'Journey Driver',
      car_type: 'noah',
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

  // 2. Two browsers, each pinned to a web process: the passenger's pages from web 1, the driver's from
  // web 2 (the cluster's nginx honours the cookie pothik_web_process and names the answering process
  // in X-Pothik-Web-Upstream). Their API calls and sockets go to the API's origin through nginx.
  const [passengerWeb, driverWeb] = [1, state.webs.length >= 2 ? 2 : 1];
  browser = await chromium.launch({
    // As the e2e step finds it: CHROMIUM_PATH, else Debian's package (npm test installs it).
    executablePath: chromiumPath() ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const passengerBrowser = await step('the passenger opens the site in a browser served by web 1', () =>
    openBrowser(state, passengerWeb),
  );
  const driverBrowser = await step('the driver opens the site in a second browser served by web 2', () =>
    openBrowser(state, driverWeb),
  );
  const passengerPage = passengerBrowser.page;
  const driverPage = driverBrowser.page;

  // The pages keep their access tokens in memory (no script can read them): the journey reads each from
  // the login's answer, for its own calls below.
  const passengerAccess = await step(
    'the passenger logs in on the site with the code texted to them',
    async () => {
      // Still on the home page that openBrowser checked.
      await passengerPage.getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = passengerPage.getByRole('dialog', { name: 'Log in' });
      const verified = loginAnswer(passengerPage, 'user');
      await typeMobileAndCode(state, passengerPage, dialog, uniqueMobile());
      await passengerPage.getByText('Logged In Successfully').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      return verified;
    },
  );
  const driverAccess = await step(
    'the driver logs in on /driver and watches the open trips, live',
    async () => {
      await driverPage.goto(`${state.site}/driver`);
      const verified = loginAnswer(driverPage, 'driver');
      await typeMobileAndCode(state, driverPage, driverPage.locator('main'), driverMobile);
      await driverPage.getByRole('heading', { level: 1, name: 'Open trips' }).waitFor();
      await driverPage.locator('[data-connection="live"]').waitFor();
      await markDocument(driverPage);
      return verified;
    },
  );

  // Only a driver whose papers staff approved bids (DESIGN.md §17): the driver's phone sends each
  // mandatory paper of a Noah, and ops approve them in the console.
  await step('the driver sends their papers and ops approve each in the console', async () => {
    const expiresOn = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const ids: number[] = [];
    for (const kind of mandatoryDocumentKinds('noah')) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('number', '1234567890');
      if (documentHasExpiry(kind)) form.append('expires_on', expiresOn);
      form.append(
        'image',
        new Blob([new Uint8Array(await paperPhoto(ids.length))], { type: 'image/jpeg' }),
        'paper.jpg',
      );
      const sent = await api('/api/v3/driver/documents', {
        method: 'POST',
        headers: { authorization: `Bearer ${driverAccess}` },
        body: form,
      });
      await checkAnswer(sent.status === 201, sent, `paper ${kind}: ${sent.status}`);
      ids.push(((await sent.json()) as { data: { id: number } }).data.id);
    }
    for (const id of ids) {
      const reviewed = await ops.call('PUT', `/admin/api/driver-documents/${id}`, { review: 'approved' });
      await checkAnswer(reviewed.ok, reviewed, `approve paper ${id}: ${reviewed.status}`);
    }
  });

  // 3. Book: request through the form, see it live, bid, see the bid live.
  const tripId = await step('the passenger requests a trip through the form', async () => {
    await choosePlace(passengerPage, 'Pickup location', 'Gulshan', /^Gulshan 1/);
    await choosePlace(passengerPage, 'Drop-off location', 'Sylhet', /^Sylhet/);
    await pickRadio(passengerPage.getByRole('radio', { name: /^Noah/ }));
    await passengerPage.getByRole('button', { name: 'Continue' }).click();
    await passengerPage.waitForURL(/\/trip\/trip-request/);
    await passengerPage.getByRole('button', { name: 'Request trip' }).click();
    await passengerPage.waitForURL(/\/trip\/my-trips\/\d+$/);
    const bids = passengerPage.getByRole('region', { name: 'Bids from drivers' });
    await bids.getByRole('heading', { name: "Waiting for drivers' bids" }).waitFor();
    await bids.locator('[data-connection="live"]').waitFor();
    await markDocument(passengerPage);
    return Number(/(\d+)$/.exec(passengerPage.url())![1]);
  });
  await step('the trip appears on the driver’s open trips without a reload; the driver bids', async () => {
    const card = driverPage.locator(`article[data-trip-id="${tripId}"]`);
    await card.waitFor({ timeout: 20_000 });
    check(await sameDocument(driverPage), 'the driver’s page was reloaded');
    await card.getByRole('link', { name: `Open trip ${tripId}` }).click();
    await driverPage.getByRole('textbox', { name: 'Your fare (৳)' }).fill('7200');
    await driverPage.getByRole('button', { name: 'Send bid' }).click();
    await driverPage.getByText('Your bid has been sent to the passenger.').waitFor();
    await driverPage.locator('[data-connection="live"]').waitFor();
  });
  const acceptButton = passengerPage.getByRole('button', { name: 'Accept bid from Journey Driver' });
  await step('the passenger sees the bid arrive without a reload', async () => {
    await acceptButton.waitFor({ timeout: 20_000 });
    check(await sameDocument(passengerPage), 'the passenger’s page was reloaded');
  });

  // 4. An API process dies mid-booking: the one holding the most of the two pages' sockets.
  await step('an API process with the pages’ sockets is killed; both reconnect through nginx', async () => {
    const sockets = await Promise.all(state.apis.map((p) => openSockets(p)));
    const victim = sockets.indexOf(Math.max(...sockets));
    check(sockets[victim]! > 0, `no API process holds a socket: ${sockets.join(', ')}`);
    for (const page of [passengerPage, driverPage]) await watchConnection(page);
    process.kill(state.apis[victim]!.pid, 'SIGKILL');
    // A page whose socket was on the killed process leaves "live" (polling while it reconnects with
    // backoff); then both are live again, on sockets nginx gave to a process that is up.
    await waitUntil(
      async () =>
        (await connectionsSeen(passengerPage)).length + (await connectionsSeen(driverPage)).length > 0,
      15_000,
    );
    for (const page of [passengerPage, driverPage])
      await page.locator('[data-connection="live"]').waitFor({ timeout: 30_000 });
    const dropped: string[] = [];
    if ((await connectionsSeen(passengerPage)).length > 0) dropped.push('passenger');
    if ((await connectionsSeen(driverPage)).length > 0) dropped.push('driver');
    console.log(`    api${victim + 1} held ${sockets[victim]} socket(s); reconnected: ${dropped.join(', ')}`);
  });
  await step('the passenger accepts the bid; the driver’s page shows the booking', async () => {
    await acceptButton.click();
    const dialog = passengerPage.getByRole('dialog', { name: /^Book with / });
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await passengerPage.getByText('Bid accepted. Your trip is confirmed.').waitFor({ timeout: 20_000 });
    await passengerPage.getByRole('region', { name: 'Your ride' }).waitFor();
    // Live on the driver's trip page: no reload since the bid.
    await driverPage
      .getByRole('region', { name: 'You are booked for this trip' })
      .waitFor({ timeout: 20_000 });
    check(await sameDocument(driverPage), 'the driver’s page was reloaded');
    check(await sameDocument(passengerPage), 'the passenger’s page was reloaded');
    const mine = await api('/api/v3/driver/trips?status=accepted', {
      headers: { authorization: `Bearer ${driverAccess}` },
    });
    check(mine.ok, `driver's trips: ${mine.status}`);
    check((await mine.text()).includes(`"id":${tripId}`), 'the accepted trip is not among the driver’s');
  });
  await step('every page of each browser came from its own web process', async () => {
    for (const [who, opened] of [
      ['passenger', passengerBrowser],
      ['driver', driverBrowser],
    ] as const) {
      const wrong = opened.served.filter((s) => !onlyFrom(s.upstream, opened.expected));
      check(opened.served.length > 0, `no site answers recorded for the ${who}`);
      check(
        wrong.length === 0,
        `the ${who}'s answers came from ${[...new Set(wrong.map((w) => w.upstream))].join(', ')} (${wrong[0]?.url}), not ${opened.expected}`,
      );
      console.log(`    ${who}: ${opened.served.length} site answers, all from ${opened.expected}`);
    }
  });
  const passengerHeaders = { authorization: `Bearer ${passengerAccess}` };

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
    // The killed process is started again by the cluster's supervisor: wait until both are ready.
    for (const p of [one, other])
      await waitUntil(async () => (await direct(p, '/health/ready').catch(() => null))?.ok === true, 30_000);
    const before = await direct(other, '/api/v3/user/profile', { headers: passengerHeaders });
    check(before.status === 200, `profile before: ${before.status}`);
    // The browser's logout: its refresh token is its cookie (here none: production's cookie is Secure
    // and this cluster is plain http), the access token it sends is revoked.
    const out = await direct(one, '/api/v3/user/refresh-token', {
      method: 'DELETE',
      headers: passengerHeaders,
    });
    await checkAnswer(out.ok, out, `logout: ${out.status}`);
    await waitUntil(
      async () => (await direct(other, '/api/v3/user/profile', { headers: passengerHeaders })).status === 401,
      2000,
    );
  });

  // Last: it uses up this address's allowance of login requests at nginx.
  await step('nginx limits login requests per address, whatever X-Forwarded-For says', async () => {
    // A burst of 20 passes at once, then one every 2 s: of 30 requests sent back to back the first 21
    // reach the API (422: an empty form), and nginx answers 429 to the rest but for any the refill
    // let through meanwhile. They come from an address of their own (127.0.0.9, to nginx's port on the
    // loopback), whose allowance no earlier step spent: the browsers' logins came from this machine's.
    const loginFrom = (forged: string) =>
      new Promise<{ status: number; type: string }>((done, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: Number(new URL(state.api).port),
            localAddress: '127.0.0.9',
            method: 'POST',
            path: '/api/v3/user/login',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              done({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '' }),
            );
          },
        );
        req.on('error', fail);
        req.end('{}');
      });
    const started = Date.now();
    const answers: { status: number; type: string }[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(await loginFrom(`203.0.113.${i + 1}`));
    const refilled = Math.floor((Date.now() - started) / 2000);
    const statuses = answers.map((a) => a.status);
    check(
      statuses.slice(0, 21).every((s) => s === 422),
      `the first 21 answered ${statuses.slice(0, 21).join()}`,
    );
    const limited = answers.filter((a) => a.status === 429);
    check(
      limited.length >= 9 - refilled && limited.length + statuses.filter((s) => s === 422).length === 30,
      `answers: ${statuses.join()} (${refilled} refilled)`,
    );
    check(
      limited.every((a) => a.type.startsWith('text/html')),
      'a 429 came from the API, not nginx',
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
  return { call, cookie: () => cookie };
}

type OpenedBrowser = {
  page: Page;
  /** nginx's address of the web process this browser is pinned to, as X-Pothik-Web-Upstream names it. */
  expected: string;
  /** Every answer from the site's origin: which web process made it. */
  served: { url: string; upstream: string }[];
};

/**
 * A browser context pinned to web process `web` (1-based) by the cluster's nginx cookie, in English,
 * with Cloudflare Turnstile's script answered by a stand-in that hands the form a token from the
 * cluster's fake siteverify (no internet here; the API checks the token against the fake as it would
 * against Cloudflare).
 */
async function openBrowser(state: ClusterState, web: number): Promise<OpenedBrowser> {
  const context: BrowserContext = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  await context.addCookies([
    { name: 'pothik_web_process', value: String(web), url: state.site },
    { name: 'lang', value: 'en', url: state.site },
  ]);
  await context.exposeFunction('__clusterJourneyHumanCheck', async (action: string) => {
    const res = await fetch(`${state.fakes}/turnstile?action=${encodeURIComponent(action)}`, {
      method: 'POST',
    });
    return ((await res.json()) as { token: string }).token;
  });
  await context.route(/^https:\/\/challenges\.cloudflare\.com\/turnstile\//, (route) =>
    // Caught: a page closing mid-request must not end the journey before it stops the cluster.
    route.fulfill({ contentType: 'text/javascript', body: fakeTurnstileScript() }).catch(() => {}),
  );
  const opened: OpenedBrowser = {
    page: await context.newPage(),
    expected: `127.0.0.1:${state.webs[web - 1]!.port}`,
    served: [],
  };
  context.on('response', (res) => {
    if (!res.url().startsWith(state.site)) return;
    opened.served.push({ url: res.url(), upstream: res.headers()['x-pothik-web-upstream'] ?? '(none)' });
  });
  const res = await opened.page.goto(`${state.site}/`);
  const upstream = res?.headers()['x-pothik-web-upstream'];
  check(onlyFrom(upstream, opened.expected), `the home page came from ${upstream}, not ${opened.expected}`);
  return opened;
}

/**
 * Whether nginx's list of the processes that took a request (X-Pothik-Web-Upstream, one address per
 * attempt: an idempotent request is tried again after a connection the process had just closed)
 * names `expected` only.
 */
function onlyFrom(upstream: string | undefined, expected: string) {
  return upstream?.split(', ').every((address) => address === expected) === true;
}

/** Turnstile's browser API (render, reset, remove), passing at once with a token from the fake. */
function fakeTurnstileScript() {
  return `(() => {
  let next = 0;
  const widgets = new Map();
  const pass = (id) => {
    const widget = widgets.get(id);
    if (!widget) return;
    widget.container.dataset.clusterHumanCheck = 'pending';
    window.__clusterJourneyHumanCheck(widget.options.action).then((token) => {
      if (widgets.get(id) !== widget) return;
      widget.options.callback(token);
      widget.container.dataset.clusterHumanCheck = 'passed';
    });
  };
  window.turnstile = {
    render(container, options) {
      const id = 'cluster-fake-' + ++next;
      widgets.set(id, { container, options });
      pass(id);
      return id;
    },
    reset: pass,
    remove: (id) => widgets.delete(id),
  };
})();`;
}

/** The login form's two steps as a person fills them; the code is read from the fake SMS gateway. */
async function typeMobileAndCode(state: ClusterState, page: Page, form: Page | Locator, mobile: string) {
  await form.getByLabel('Mobile number').fill(mobile);
  await form.locator('[data-cluster-human-check="passed"]').first().waitFor();
  await form.getByRole('button', { name: 'Send code' }).click();
  const firstDigit = form.getByRole('textbox', { name: 'Digit 1 of 4' });
  await firstDigit.waitFor();
  await firstDigit.click();
  await page.keyboard.type(await textedCode(state, mobile));
  await form.getByRole('button', { name: 'Verify' }).click();
}

async function textedCode(state: ClusterState, mobile: string): Promise<string> {
  let code: string | undefined;
  await waitUntil(async () => {
    const texts = (await (await fetch(`${state.fakes}/sms`)).json()) as { to: string; message: string }[];
    const text = texts.reverse().find((t) => t.to.endsWith(mobile.slice(1)));
    code = text?.message.match(/\b(\d{4,6})\b/)?.[1];
    return code !== undefined;
  }, 10_000);
  return code!;
}

/** Types into a place search and picks the matching suggestion with the keyboard, as e2e's helper does. */
async function choosePlace(page: Page, label: string, search: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await waitUntil(async () => option.test(await box.inputValue()), 5_000);
}

/** Picks a radio by tapping its card (the input itself is visually hidden). */
async function pickRadio(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await waitUntil(() => radio.isChecked(), 5_000);
}

// The functions below run in the page: strings, as this program has no DOM types.

/** Marks the page's document: still marked later means it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate('window.__clusterJourney = true');
}
async function sameDocument(page: Page) {
  return (await page.evaluate('window.__clusterJourney === true')) === true;
}

/** Records every connection state the page's status line shows from now on other than "live". */
async function watchConnection(page: Page) {
  await page.evaluate(`(() => {
    window.__clusterStates = [];
    const seen = () => {
      for (const el of document.querySelectorAll('[data-connection]')) {
        const state = el.getAttribute('data-connection');
        if (state && state !== 'live') window.__clusterStates.push(state);
      }
    };
    new MutationObserver(seen).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-connection'],
    });
  })()`);
}
async function connectionsSeen(page: Page): Promise<string[]> {
  return (await page.evaluate('window.__clusterStates ?? []')) as string[];
}

/** Open WebSockets on one API process, from its own /metrics. */
async function openSockets(p: Process): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${p.port}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  check(res.ok, `/metrics on ${p.port}: ${res.status}`);
  const line = (await res.text()).match(/^pothik_websocket_connections (\d+)/m);
  check(line, `/metrics on ${p.port} has no pothik_websocket_connections`);
  return Number(line[1]);
}

/** The access token of the next login answer (POST /api/v3/{door}/verify) the page gets. */
async function loginAnswer(page: Page, door: 'user' | 'driver'): Promise<string> {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith(`/api/v3/${door}/verify`) && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  check(response.ok(), `${door} verify: ${response.status()}`);
  const value = ((await response.json()) as { data?: { access_token?: string } }).data?.access_token;
  check(value, `no access token in the ${door}'s login answer`);
  return value;
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

/** A small JPEG of its own shade, as a phone's camera sends a paper. */
function paperPhoto(n: number) {
  return sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: (n * 29) % 256, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
}
