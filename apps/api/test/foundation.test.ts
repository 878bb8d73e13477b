import { cancellationReasons, defaultPricingSettings, type PricingSettings } from '@pothik/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../src/db/schema/index';
import { seed } from '../src/db/seed';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /api/v3/cars', () => {
  it('lists the six seeded car types with seats, names and images, and no high demand', async () => {
    const res = await app.inject('/api/v3/cars');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.cars.map((c: { key: string; seats: number }) => [c.key, c.seats])).toEqual([
      ['sedan_economy', 4],
      ['sedan', 4],
      ['sedan_premium', 4],
      ['noah', 7],
      ['chander_gari', 8],
      ['hiace', 11],
    ]);
    expect(data.cars[3]).toMatchObject({ name_en: 'Noah', name_bn: 'নোয়া', image: '/images/cars/noah.svg' });
    expect(data.HighDemand.status).toBe(0);
  });

  it('serves each car image from /images and nothing outside it', async () => {
    const res = await app.inject('/images/cars/hiace.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject('/images/../src/app.ts')).statusCode).toBe(404);
    expect((await app.inject('/images/cars/%2e%2e%2f%2e%2e%2fsedan.svg')).statusCode).toBe(404);
  });

  it('keeps an admin edit when the seed runs again', async () => {
    await app.database.db.execute(sql`update car_types set name_en = 'Sedan Plus' where key = 'sedan'`);
    await seed(app.database.db);
    await seed(app.database.db);
    // Read from the table: the seed's rule is about what it leaves there (GET /cars answers from a
    // minute-long cache, and a hand-made SQL edit announces nothing).
    const cars = await app.database.db.select().from(schema.carTypes).orderBy(schema.carTypes.sortOrder);
    expect(cars).toHaveLength(6);
    expect(cars[1]!.nameEn).toBe('Sedan Plus');
  });
});

describe('seeded reference data', () => {
  it('holds the cancellation reasons and the pricing model of DESIGN.md §6', async () => {
    const reasons = await app.database.db.select().from(schema.cancellationReasons);
    expect(reasons.map((r) => r.key)).toEqual(cancellationReasons.map((r) => r.key));
    const rows = await app.database.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.key, 'pricing'));
    const value = rows[0]?.value as PricingSettings;
    expect(value).toEqual(defaultPricingSettings);
    expect(value.insurance_fee).toBe(50);
    expect(value.rates.hiace).toEqual({ base: 800, per_km: 45, per_hour: 700, min_fare: 3000 });
  });
});

describe('error envelopes', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const res = await app.inject('/api/v3/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found', code: 'routeNotFound' });
  });

  it('turns schema failures into 422 with field messages, and hides 500 details', async () => {
    const scoped = await buildTestApp();
    scoped.post(
      '/probe',
      { schema: { body: z.object({ mobile: z.string().length(11) }) } },
      async () => ({}),
    );
    scoped.get('/boom', async () => {
      throw new Error('secret database detail');
    });
    await scoped.ready();
    const bad = await scoped.inject({ method: 'POST', url: '/probe', payload: { mobile: '123' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Validation Error!');
    expect(Object.keys(bad.json().errors)).toEqual(['mobile']);
    const malformed = await scoped.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(malformed.statusCode).toBe(422);
    const boom = await scoped.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: 'Something went wrong!', code: 'somethingWentWrong' });
    expect(boom.body).not.toContain('secret');
    await scoped.close();
  });

  it('tags every response with a request id', async () => {
    const res = await app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('platform', () => {
  it('publishes the OpenAPI document with the cars route', async () => {
    const res = await app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v3/cars');
  });

  it('allows CORS for the web origin only', async () => {
    const ok = await app.inject({
      method: 'OPTIONS',
      url: '/api/v3/cars',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await app.inject({ url: '/api/v3/cars', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  // A browser sends a PUT or DELETE from the web's origin only after a preflight allowing that method:
  // /profile's message preferences (PUT) were refused by every real browser before.
  it('lets the web origin call every method of every route outside the staff console', async () => {
    const paths = (await app.inject('/docs/json')).json().paths as Record<string, Record<string, unknown>>;
    const calls = Object.entries(paths)
      .filter(([path]) => !path.startsWith('/admin/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ path, method })));
    expect(calls.map((c) => c.method)).toContain('put');
    for (const { path, method } of calls) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: path.replace(/\{[^}]+\}/g, '1'),
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': method.toUpperCase() },
      });
      const allowed = String(preflight.headers['access-control-allow-methods']).split(/,\s*/);
      expect(allowed, `${method.toUpperCase()} ${path}`).toContain(method.toUpperCase());
    }
  });

  it('sends helmet security headers', async () => {
    const res = await app.inject('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  // Every HTML answer carries a CSP: the API's are /docs (here) and the staff console (admin-console-csp).
  it('holds the /docs page and its files to a CSP that runs only their own scripts', async () => {
    const policy =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self' http://localhost:4000; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none';";
    for (const url of [
      '/docs',
      '/docs/',
      '/docs/static/swagger-initializer.js',
      '/docs/static/swagger-ui.css',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(policy);
    }
    const page = await app.inject('/docs');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script>|<script\b(?![^>]*\bsrc=)[^>]*>/);
  });
});
