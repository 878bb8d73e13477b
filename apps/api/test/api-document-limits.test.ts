import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';

// The API document states the limits the server enforces (OWASP API Security, API4): every request
// string its longest length, every request array its most items, every integer its size and bounds,
// every limited operation its 429 with the headers it sends. `npm test` lints the document with
// Spectral's OWASP ruleset (spectral.yaml); here the ruleset is held to finding exactly what it must.

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

// biome-ignore lint/suspicious/noExplicitAny: the document is JSON walked by path.
type Json = any;
let app: FastifyInstance;
let document: Json;
const dir = mkdtempSync(join(tmpdir(), 'pothik-spectral-'));

beforeAll(async () => {
  // As the linted document: the development server's, the clock's and the test drivers' routes too.
  app = await buildTestApp({ DEV_CLOCK: '1' });
  await app.ready();
  document = (await app.inject('/docs/json')).json();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const body = (path: string, method = 'post') =>
  document.paths[path][method].requestBody.content['application/json'].schema;

/** Spectral's errors on `doc` with the project's ruleset, as `rule path` lines. */
async function spectralErrors(doc: Json): Promise<string[]> {
  const file = join(dir, `openapi-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const cli = join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const args = [cli, 'lint', file, '--ruleset', join(root, 'spectral.yaml'), '-f', 'json', '--quiet'];
  // Exit 1 on an error; the findings are on stdout either way.
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch((err) => err);
  const findings = JSON.parse(stdout) as { code: string; path: string[]; severity: number }[];
  return findings.filter((f) => f.severity === 0).map((f) => `${f.code} ${f.path.join(' ')}`);
}

describe('the limits in the API document', () => {
  it('states the bound of request strings and ids the server enforces', () => {
    const mobile = body('/web/create/pothik_club').properties.mobile;
    expect(mobile).toMatchObject({ type: 'string', maxLength: 11 });
    // Two patterns, two `allOf` members: each says the bound too.
    expect(mobile.allOf.map((m: Json) => m.maxLength)).toEqual([11, 11]);
    expect(body('/api/v3/user/verify').properties.otp).toMatchObject({ maxLength: 4 });
    expect(body('/api/v3/user/trips').properties.pickup_at).toMatchObject({ maxLength: 40 });
    expect(body('/web/create/pothik_club').properties.email).toMatchObject({ maxLength: 254 });
    const header = document.paths['/api/v3/user/trips'].post.parameters.find(
      (p: Json) => p.name === 'idempotency-key',
    );
    expect(header.schema).toMatchObject({ type: 'string', maxLength: 255 });
    expect(body('/api/v3/user/accept-bid').properties.trip_id).toEqual({
      type: 'integer',
      format: 'int32',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 2_147_483_647,
    });
    const page = document.paths['/api/v3/user/trips'].get.parameters.find((p: Json) => p.name === 'page');
    expect(page.schema).toMatchObject({ type: 'integer', format: 'int64', maximum: Number.MAX_SAFE_INTEGER });
  });

  it('refuses what the document says is too long or too large', async () => {
    const passenger = await loginAs(app);
    const accept = await app.inject({
      method: 'POST',
      url: '/api/v3/user/accept-bid',
      headers: passenger.headers,
      payload: { trip_id: 2 ** 31, bid_id: 1 },
    });
    expect(accept.statusCode).toBe(422);
    expect(accept.json().errors).toEqual({ trip_id: ['Invalid id.'] });
    const reverse = await app.inject(`/api/v3/geo/reverse?lat=23.${'7'.repeat(40)}&lng=90.4`);
    expect(reverse.statusCode).toBe(422);
    expect(reverse.json().errors).toEqual({
      lat: ['lat must be a decimal number of degrees, e.g. 23.7937.'],
    });
  });

  it('declares each limited operation’s 429 with the headers its limit sends', () => {
    const responses = (path: string, method = 'post') => document.paths[path][method].responses;
    const { components } = document;
    expect(components.responses.TooManyRequests.headers).toEqual({
      'Retry-After': { $ref: '#/components/headers/RetryAfter' },
    });
    // Limits of our own send Retry-After; a code check is one (per address).
    for (const path of ['/api/v3/user/verify', '/api/v3/driver/verify', '/admin/api/auth/login']) {
      expect(responses(path)['429'], path).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    }
    // @fastify/rate-limit's routes send its X-RateLimit-* on every answer, and Retry-After on a 429.
    const search = responses('/api/v3/geo/search', 'get');
    expect(search['429']).toEqual({ $ref: '#/components/responses/TooManyRequestsCounted' });
    expect(Object.keys(components.responses.TooManyRequestsCounted.headers)).toEqual([
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    ]);
    expect(Object.keys(search['200'].headers)).toEqual([
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    ]);
    expect(components.securitySchemes.bearer.description).toContain('RFC8725');
  });

  it('sends the headers it declares', async () => {
    const res = await app.inject({ url: '/api/v3/geo/search?q=ban', remoteAddress: '203.0.113.44' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-ratelimit-limit': '120',
      'x-ratelimit-remaining': '119',
      'x-ratelimit-reset': expect.stringMatching(/^\d+$/),
    });
  });

  it('passes Spectral’s OWASP lint, whose rules find an unbounded request string or array and a 429 without Retry-After', async () => {
    const doc = structuredClone(document);
    delete doc.paths['/api/v3/user/trips'].post.requestBody.content['application/json'].schema.properties.note
      .maxLength;
    delete doc.paths['/web/store/web-campaign-track'].post.requestBody.content['application/json'].schema
      .properties.events.maxItems;
    delete doc.components.responses.TooManyRequests.headers;
    const body = ['requestBody', 'content', 'application/json', 'schema', 'properties'];
    // Exactly these: the rest of the document has no error. (A finding in a shared answer is reported
    // once, where it is defined.)
    expect((await spectralErrors(doc)).sort()).toEqual([
      'pothik-429-retry-after components responses TooManyRequests',
      `pothik-request-array-limit paths /web/store/web-campaign-track post ${body.join(' ')} events`,
      `pothik-request-string-limit paths /api/v3/user/trips post ${body.join(' ')} note`,
    ]);
  }, 60_000);
});

describe('a 429 the document does not declare', () => {
  it('is answered 500 in tests, naming the route', async () => {
    const other = await buildTestApp();
    other.get('/test/undeclared-limit', async (_request, reply) => reply.code(429).send({ message: 'wait' }));
    other.get(
      '/test/declared-limit',
      { schema: { response: { 429: z.object({ message: z.string() }) } } },
      async (_request, reply) => reply.code(429).send({ message: 'wait' }),
    );
    await other.ready();
    try {
      const undeclared = await other.inject('/test/undeclared-limit');
      expect(undeclared.statusCode).toBe(500);
      expect(undeclared.json()).toEqual({
        message: 'GET /test/undeclared-limit answered 429, which its API document does not declare',
      });
      expect((await other.inject('/test/declared-limit')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
