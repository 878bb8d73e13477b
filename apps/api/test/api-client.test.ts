import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocument, clientTypesOf } from '../scripts/api-document';
import type { paths } from './client/schema';
import { buildTestApp } from './helpers/app';
import { uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { places, tripTestEnv } from './helpers/trips';

// A client generated from the API document (openapi-typescript types, openapi-fetch calls), as a
// mobile team would make one, against a real listening server: it signs a passenger in with the code
// the dev SMS outbox holds, requests a trip and finds it in the list. `npm run typecheck` compiles
// these calls against test/client/schema.d.ts, so a route whose schema drifts from the types fails.

let app: FastifyInstance;
let baseUrl: string;
const clock = createTestClock('2026-11-25T06:00:00.000Z');

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

describe('the generated client', () => {
  it('has types that are what the API document makes (npm run api:client -w @pothik/api)', async () => {
    const committed = readFileSync(new URL('./client/schema.d.ts', import.meta.url), 'utf8');
    expect(await clientTypesOf(await buildApiDocument())).toBe(committed);
  });

  it('logs a passenger in, requests a trip and lists it', async () => {
    const client = createClient<paths>({ baseUrl });
    const mobile = uniqueMobile();

    const sent = await client.POST('/api/v3/user/login', {
      body: { mobile, recaptcha_token: 'web-placeholder-token', channel: 'web' },
    });
    expect(sent.response.status).toBe(200);
    expect(sent.data?.data.mobile).toBe(mobile);

    const outbox = await client.GET('/api/v3/dev/sms-outbox', { params: { query: { mobile } } });
    const otp = outbox.data?.data.items[0]?.code;
    if (!otp) throw new Error(`no code in the outbox: ${JSON.stringify(outbox.error)}`);

    const verified = await client.POST('/api/v3/user/verify', { body: { mobile, otp } });
    expect(verified.response.status).toBe(200);
    const token = verified.data?.data.access_token;
    expect(verified.data?.data.user.role).toBe('passenger');
    const headers = { authorization: `Bearer ${token}` };

    const requested = await client.POST('/api/v3/user/trips', {
      headers,
      params: { header: { 'idempotency-key': randomUUID() } },
      body: {
        trip_type: 'one_way',
        car_type: 'sedan',
        pickup: places.gulshan,
        dropoff: places.sylhet,
        pickup_at: new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
      },
    });
    expect(requested.response.status).toBe(201);
    const tripId = requested.data?.data.trip.id;
    expect(requested.data?.data.trip.status).toBe('requested');

    const listed = await client.GET('/api/v3/user/trips', {
      headers,
      params: { query: { tab: 'upcoming' } },
    });
    expect(listed.response.status).toBe(200);
    expect(listed.data?.data.items.map((trip) => trip.id)).toContain(tripId);

    // A refusal comes back typed as the document's error envelope.
    const anonymous = await client.GET('/api/v3/user/trips');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.code).toBe('pleaseLogInAgain');
  });
});
