import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSentry } from '../../api/test/fakes/sentry-envelope-server';
import { createErrorReporter } from '../server/error-reporter.mjs';
import { createObservability } from '../server/observability.mjs';
import { handleRequestErrors, requestErrorHook } from '../server/request-errors.mjs';
import { routeLabeler } from '../server/route-label.mjs';

// apps/web/server.mjs's work in front of Next.js (DESIGN.md §13), on real HTTP servers on 127.0.0.1:
// request ids, JSON log lines, /metrics, /health/live and /health/ready, and the error reporter.

const patterns = [
  '/',
  '/blogs',
  '/blogs/[slug]',
  '/driver/trips/[id]',
  '/trip/my-trips',
  '/campaign/[[...slug]]',
];

/** The API's /health/ready, answering what the test says. */
let apiStatus = 200;
const api = createServer((req, res) => {
  res.writeHead(req.url === '/health/ready' ? apiStatus : 404, { 'content-type': 'application/json' });
  res.end('{}');
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const lines: Record<string, unknown>[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

/** The web server as server.mjs builds it, with a stand-in for Next.js that echoes the request id. */
async function startWeb(metricsToken: string | undefined, apiUrl: string) {
  const observe = createObservability({ log, routeOf: routeLabeler(patterns), apiUrl, metricsToken });
  const web = createServer(async (req, res) => {
    if (await observe(req, res)) return;
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'text/plain' });
    res.end(`next saw ${req.headers['x-request-id']}`);
  });
  return { url: await listen(web), close: () => new Promise((r) => web.close(r)) };
}

let apiUrl: string;
let web: Awaited<ReturnType<typeof startWeb>>;
beforeAll(async () => {
  apiUrl = await listen(api);
  web = await startWeb('web-metrics-token-for-tests', apiUrl);
});
afterAll(async () => {
  await web.close();
  await new Promise((r) => api.close(r));
});
afterEach(() => {
  apiStatus = 200;
});

describe('request ids and log lines', () => {
  it('keeps the load balancer’s X-Request-Id, hands it to Next.js and sends it back', async () => {
    const res = await fetch(`${web.url}/blogs/a-post?page=2`, { headers: { 'x-request-id': 'nginx-5f2c' } });
    expect(res.headers.get('x-request-id')).toBe('nginx-5f2c');
    expect(await res.text()).toBe('next saw nginx-5f2c');
    await expect
      .poll(() => lines.find((line) => line.reqId === 'nginx-5f2c'))
      .toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/blogs/a-post?page=2', status: 200 });
    const line = lines.find((l) => l.reqId === 'nginx-5f2c');
    expect(typeof line?.ms).toBe('number');
  });

  it('logs a survey link without its token, which would let the log’s reader answer for the trip', async () => {
    const token = 'lc2x7k0_Q3kD9fLh2m0pXyZ-aBcdEf';
    const res = await fetch(`${web.url}/survey?trip=42&t=${token}&lang=bn`, {
      headers: { 'x-request-id': 'survey-link-1' },
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => lines.find((line) => line.reqId === 'survey-link-1'))
      .toMatchObject({ msg: 'request', url: '/survey?trip=42&t=[redacted]&lang=bn', status: 200 });
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('makes an id when none came, or when the one that came is not a sane id', async () => {
    for (const headers of [{}, { 'x-request-id': 'no spaces; or "quotes"' }] as Record<string, string>[]) {
      const res = await fetch(`${web.url}/`, { headers });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await res.text()).toBe(`next saw ${id}`);
    }
  });
});

describe('health', () => {
  it('is live while the process answers', async () => {
    const res = await fetch(`${web.url}/health/live`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the API is, and not while the API is not ready or does not answer', async () => {
    expect((await fetch(`${web.url}/health/ready`)).status).toBe(200);
    apiStatus = 503;
    const notReady = await fetch(`${web.url}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', failing: ['api'] });

    const orphan = await startWeb(undefined, 'http://127.0.0.1:9');
    expect((await fetch(`${orphan.url}/health/ready`)).status).toBe(503);
    await orphan.close();
  });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by URL, for the token’s holder only', async () => {
    await fetch(`${web.url}/driver/trips/41`);
    await fetch(`${web.url}/driver/trips/42`);
    await fetch(`${web.url}/missing/page`);
    expect((await fetch(`${web.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${web.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );

    const res = await fetch(`${web.url}/metrics`, {
      headers: { authorization: 'Bearer web-metrics-token-for-tests' },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/driver/trips/[id]",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="other",status_code="404"} 1',
    );
    expect(text).not.toContain('/driver/trips/41');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('is Next.js’s (a 404) when no token is set', async () => {
    const open = await startWeb(undefined, apiUrl);
    const res = await fetch(`${open.url}/metrics`);
    expect(await res.text()).toBe(`next saw ${res.headers.get('x-request-id')}`);
    await open.close();
  });
});

describe('route labels', () => {
  it('names a URL by the most specific pattern of the build, static files as one, the rest as other', () => {
    const routeOf = routeLabeler([...patterns, '/blogs/feed.xml']);
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/blogs?page=3')).toBe('/blogs');
    expect(routeOf('/blogs/feed.xml')).toBe('/blogs/feed.xml');
    expect(routeOf('/blogs/dhaka-to-sylhet')).toBe('/blogs/[slug]');
    expect(routeOf('/campaign')).toBe('/campaign/[[...slug]]');
    expect(routeOf('/campaign/eid/2026')).toBe('/campaign/[[...slug]]');
    expect(routeOf('/_next/static/chunks/app.js')).toBe('/_next/*');
    expect(routeOf('/wp-admin/setup.php')).toBe('other');
  });
});

describe('errors Next.js reports (instrumentation’s onRequestError)', () => {
  it('are logged with the request id and reported to the DSN without the reader’s number', async () => {
    const sentry = await startFakeSentry();
    const reporter = createErrorReporter({ dsn: sentry.dsn, environment: 'staging', release: 'web@1' });
    handleRequestErrors({ log, reporter });
    const err = Object.assign(new TypeError('cannot read trip of 01711223344'), { digest: '2718281828' });
    const hook = (globalThis as Record<symbol, unknown>)[requestErrorHook] as (...args: unknown[]) => void;
    hook(
      err,
      {
        path: '/trip/my-trips?x=1',
        method: 'GET',
        headers: { 'x-request-id': 'nginx-err-1', cookie: 'lang=bn' },
      },
      {
        routerKind: 'App Router',
        routePath: '/trip/my-trips',
        routeType: 'render',
        revalidateReason: undefined,
      },
    );

    expect(lines.find((line) => line.reqId === 'nginx-err-1')).toMatchObject({
      level: 50,
      msg: 'request failed',
      digest: '2718281828',
      route: '/trip/my-trips',
    });
    const [{ envelope, event }] = (await sentry.waitForEvents(1)) as [
      Awaited<ReturnType<typeof sentry.waitForEvents>>[number],
    ];
    expect(event.tags).toMatchObject({
      request_id: 'nginx-err-1',
      route: '/trip/my-trips',
      route_type: 'render',
      digest: '2718281828',
    });
    expect(event.exception?.values.at(-1)).toMatchObject({
      type: 'TypeError',
      value: 'cannot read trip of [mobile]',
    });
    expect(envelope.raw).not.toContain('01711223344');
    expect(envelope.raw).not.toContain('lang=bn');
    await sentry.close();
  });

  it('reach nobody without a DSN', async () => {
    const reporter = createErrorReporter({ dsn: undefined, environment: undefined, release: undefined });
    expect(reporter.provider).toBe('none');
    expect(await reporter.flush(10)).toBe(true);
  });
});
