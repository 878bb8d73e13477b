import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carTypes, idempotencyKeys, smsOutbox, trips } from '../src/db/schema/index';
import { idempotencyHeadersSchema } from '../src/modules/idempotency/idempotency';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { raceKind } from './helpers/database';
import { airportBody, oneWayBody, tripTestEnv } from './helpers/trips';

const start = '2026-03-10T04:00:00.000Z';
const clock = createTestClock(start);
let app: FastifyInstance;
let passenger: LoggedIn;

// A public route built the way a lead form will use the helper: no user, so keys are scoped by route.
function registerLeadRoute(instance: FastifyInstance) {
  instance.withTypeProvider<ZodTypeProvider>().post(
    '/test/lead',
    {
      preValidation: instance.idempotency.replay,
      schema: { headers: idempotencyHeadersSchema, body: z.object({ name: z.string().min(1) }) },
    },
    async (request, reply) => {
      const result = await instance.idempotency.run(request, async (tx) => {
        const [row] = await tx
          .insert(smsOutbox)
          .values({ recipient: 'lead', body: request.body.name })
          .returning({ id: smsOutbox.id });
        return { statusCode: 201, body: { message: 'Thank you!', data: { id: row!.id } } };
      });
      return instance.idempotency.send(reply, result);
    },
  );
}

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  registerLeadRoute(app);
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set(start);
});

let keySeq = 0;
const newKey = () => `key-${process.pid}-${++keySeq}-${Math.random().toString(36).slice(2)}`;

function post(url: string, payload: object, key?: string, who: LoggedIn = passenger) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}
const postTrip = (payload: object, key?: string, who?: LoggedIn) =>
  post('/api/v3/user/trips', payload, key, who);
const tripCount = () => app.database.db.$count(trips);

describe('Idempotency-Key on POST /api/v3/user/trips', () => {
  it('answers a retry with the first response, byte for byte, and makes no second trip', async () => {
    const key = newKey();
    const body = oneWayBody(clock.now());
    const before = await tripCount();
    const first = await postTrip(body, key);
    expect(first.statusCode).toBe(201);
    clock.advance({ seconds: 30 });
    const retry = await postTrip(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await tripCount()).toBe(before + 1);
  });

  it('treats the same fields in another order as the same request', async () => {
    const key = newKey();
    const body = oneWayBody(clock.now());
    const first = await postTrip(body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await postTrip(reordered, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.trip.id).toBe(first.json().data.trip.id);
  });

  it('still answers a retry after the pickup time has passed, instead of judging the body again', async () => {
    const key = newKey();
    const body = oneWayBody(clock.now(), { pickup_at: '2026-03-10T05:00:00.000Z' });
    const first = await postTrip(body, key);
    clock.set('2026-03-10T06:00:00.000Z');
    const retry = await postTrip(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    // Without the key the same body is now refused.
    expect((await postTrip(body)).statusCode).toBe(422);
  });

  it('treats a key older than 24 hours as new, with the housekeeping job off', async () => {
    const key = newKey();
    const body = oneWayBody(clock.now(), { pickup_at: '2026-03-13T05:00:00.000Z' });
    const first = await postTrip(body, key);
    clock.advance({ hours: 23, minutes: 59 });
    expect((await postTrip(body, key)).json().data.trip.id).toBe(first.json().data.trip.id);
    clock.advance({ minutes: 2 });
    // The first access token has expired too: the same passenger logs in again.
    const again = await loginAs(app, { mobile: passenger.mobile });
    const before = await tripCount();
    const later = await postTrip(body, key, again);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data.trip.id).not.toBe(first.json().data.trip.id);
    expect(await tripCount()).toBe(before + 1);
    // The new request owns the key now: its retry gets the new trip.
    expect((await postTrip(body, key, again)).json().data.trip.id).toBe(later.json().data.trip.id);
  });

  it('refuses the same key with a different body: 422 on Idempotency-Key, and no trip', async () => {
    const key = newKey();
    await postTrip(oneWayBody(clock.now()), key);
    const before = await tripCount();
    const other = await postTrip(oneWayBody(clock.now(), { car_type: 'noah' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'Validation Error!',
      code: 'validationError',
      errors: { 'Idempotency-Key': ['This request was already sent with different details.'] },
    });
    expect(await tripCount()).toBe(before);
  });

  it('makes a trip per request when there is no key, and stores no key', async () => {
    const keysOfPassenger = () =>
      app.database.db.$count(idempotencyKeys, eq(idempotencyKeys.userId, passenger.user.id));
    const [tripsBefore, keysBefore] = [await tripCount(), await keysOfPassenger()];
    const body = oneWayBody(clock.now());
    const a = await postTrip(body);
    const b = await postTrip(body);
    expect(a.json().data.trip.id).not.toBe(b.json().data.trip.id);
    expect(await tripCount()).toBe(tripsBefore + 2);
    expect(await keysOfPassenger()).toBe(keysBefore);
  });

  it('keeps keys apart per passenger and per route', async () => {
    const key = newKey();
    const other = await loginAs(app);
    const before = await tripCount();
    const mine = await postTrip(oneWayBody(clock.now()), key);
    const theirs = await postTrip(oneWayBody(clock.now()), key, other);
    const airport = await post('/api/v3/user/airport-rental-request', airportBody(clock.now()), key);
    expect([mine.statusCode, theirs.statusCode, airport.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([mine, theirs, airport].map((r) => r.json().data.trip.id)).size).toBe(3);
    expect(await tripCount()).toBe(before + 3);
  });

  it('stores nothing for a request that failed, so the same key can be retried', async () => {
    const key = newKey();
    const body = oneWayBody(clock.now(), { car_type: 'hiace' });
    await app.database.db.update(carTypes).set({ isActive: false }).where(eq(carTypes.key, 'hiace'));
    try {
      expect((await postTrip(body, key)).statusCode).toBe(422);
    } finally {
      await app.database.db.update(carTypes).set({ isActive: true }).where(eq(carTypes.key, 'hiace'));
    }
    const retry = await postTrip(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    for (const key of ['x'.repeat(256), 'has space']) {
      const res = await postTrip(oneWayBody(clock.now()), key);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'Idempotency-Key': ['Invalid input.'] });
    }
  });

  it(`creates exactly one trip from concurrent requests with one key (a double-click) on ${raceKind}`, async () => {
    const key = newKey();
    const body = oneWayBody(clock.now());
    const before = await tripCount();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postTrip(body, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await tripCount()).toBe(before + 1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject('/docs/json')).json();
    const params = doc.paths['/api/v3/user/trips'].post.parameters;
    expect(params).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
  });
});

describe('the helper on a public route (how lead forms use it)', () => {
  const postLead = (name: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/test/lead',
      headers: key ? { 'idempotency-key': key } : {},
      payload: { name },
    });
  const leadCount = () => app.database.db.$count(smsOutbox, eq(smsOutbox.recipient, 'lead'));

  it('replays anonymous retries, refuses a changed body, and stays atomic under concurrency', async () => {
    const key = newKey();
    const before = await leadCount();
    const results = await Promise.all(Array.from({ length: 5 }, () => postLead('Rahim', key)));
    expect(new Set(results.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(results[0]!.statusCode).toBe(201);
    expect(await leadCount()).toBe(before + 1);
    expect((await postLead('Karim', key)).statusCode).toBe(422);
    expect((await postLead('Karim')).statusCode).toBe(201);
    expect(await leadCount()).toBe(before + 2);
  });
});
