import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { bearer, loginAs, readLatestCode, sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { metricValue } from './helpers/metrics';
import { buildProductionApp } from './helpers/production';
import { RealtimeClient } from './helpers/realtime-client';

// GET /metrics (DESIGN.md §13): what a Prometheus scraper reads after real traffic through the app.
const token = 'metrics-token-for-the-test-suite';
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let baseUrl: string;

const scrape = async (target: FastifyInstance = app) => {
  const res = await target.inject({ url: '/metrics', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  app = await buildTestApp({ METRICS_TOKEN: token, OUTBOX_INTERVAL_SEC: '0' }, { clock });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe('GET /metrics', () => {
  it('times requests by route pattern and status, never by the raw URL', async () => {
    await app.inject('/api/v3/cars');
    await app.inject('/api/v3/cars');
    await app.inject('/web/get/blog/slug/no-such-post');
    await app.inject('/web/get/blog/slug/another-missing-post');
    await app.inject('/no/such/route');

    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const count = (route: string, status: string) =>
      metricValue(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count('/api/v3/cars', '200')).toBe(2);
    expect(count('/web/get/blog/slug/:slug', '404')).toBe(2);
    expect(count('unmatched', '404')).toBe(1);
    expect(text).not.toContain('no-such-post');
    expect(
      metricValue(text, 'http_request_duration_seconds_bucket', { route: '/api/v3/cars', le: '+Inf' }),
    ).toBe(2);
  });

  it('counts the cars cache’s miss and hit, times the database’s statements, and has Node’s own metrics', async () => {
    const text = await scrape();
    expect(metricValue(text, 'pothik_cache_lookups_total', { cache: 'cars', result: 'miss' })).toBe(1);
    expect(metricValue(text, 'pothik_cache_lookups_total', { cache: 'cars', result: 'hit' })).toBe(1);
    expect(metricValue(text, 'pothik_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (testDbKind === 'postgres') {
      expect(metricValue(text, 'pothik_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(metricValue(text, 'pothik_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(text).not.toContain('pothik_db_pool_connections');
    }
  });

  it('counts login codes sent and the refusals of a resend too soon', async () => {
    const before = await scrape();
    const sentBefore = metricValue(before, 'pothik_login_codes_sent_total', { role: 'passenger' }) ?? 0;
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    expect((await sendCode(app, mobile)).statusCode).toBe(400);

    const text = await scrape();
    expect(metricValue(text, 'pothik_login_codes_sent_total', { role: 'passenger' })).toBe(sentBefore + 1);
    expect(
      metricValue(text, 'pothik_login_refusals_total', { role: 'passenger', reason: 'otpResendTooSoon' }),
    ).toBe(1);
  });

  it('counts a wrong code as a refusal by its code', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const res = await submitCode(app, mobile, wrong);
    expect(res.json().code).toBe('otpIncorrect');
    expect(
      metricValue(await scrape(), 'pothik_login_refusals_total', {
        role: 'passenger',
        reason: 'otpIncorrect',
      }),
    ).toBe(1);
  });

  it('shows the open WebSocket connections and counts their messages', async () => {
    const user = await loginAs(app);
    const before = await scrape();
    expect(metricValue(before, 'pothik_websocket_connections')).toBe(0);
    const client = await RealtimeClient.connect(baseUrl, user.access_token);

    const text = await scrape();
    expect(metricValue(text, 'pothik_websocket_connections')).toBe(1);
    expect(metricValue(text, 'pothik_websocket_messages_total', { direction: 'received' })).toBe(1);
    expect(metricValue(text, 'pothik_websocket_messages_total', { direction: 'sent' })).toBe(1);
    client.close();
    await client.closed;
    await expect.poll(async () => metricValue(await scrape(), 'pothik_websocket_connections')).toBe(0);
  });

  it('shows the notification outbox’s depth and its oldest row’s age', async () => {
    const empty = await scrape();
    expect(metricValue(empty, 'pothik_outbox_depth', { outbox: 'notifications' })).toBe(0);
    expect(metricValue(empty, 'pothik_outbox_oldest_age_seconds', { outbox: 'notifications' })).toBe(0);
    const res = await app.inject({
      method: 'POST',
      url: '/web/create/pothik_club',
      payload: { full_name: 'Rafiq Ahmed', mobile: '01811223344', email: 'rafiq@example.com' },
    });
    expect(res.statusCode).toBe(201);

    // Read a minute and a half later on the API's clock, which the outbox goes by.
    clock.advance({ seconds: 90 });
    const text = await scrape();
    // The staff email and the applicant's SMS.
    expect(metricValue(text, 'pothik_outbox_depth', { outbox: 'notifications' })).toBe(2);
    expect(metricValue(text, 'pothik_outbox_oldest_age_seconds', { outbox: 'notifications' })).toBe(90);
  });
});

describe('who may read /metrics', () => {
  it('refuses a scrape without the token, or with another', async () => {
    const none = await app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('http_request_duration_seconds');
    const wrong = await app.inject({ url: '/metrics', headers: bearer('not-the-metrics-token-at-all') });
    expect(wrong.statusCode).toBe(401);
  });

  it('is absent in production without a token, and open to anyone outside production', async () => {
    // A production database of its own: production refuses to start on the test database's demo rows.
    const production = await buildProductionApp();
    expect((await production.inject('/metrics')).statusCode).toBe(404);
    await production.close();

    const demo = await buildTestApp({}, { database: app.database });
    const open = await demo.inject('/metrics');
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toContain('text/plain');
    await demo.close();
  });
});
