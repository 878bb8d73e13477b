import { contentPageKeys } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDemoRows } from '../src/db/seed/demo-purge';
import { signAccessToken } from '../src/modules/auth/access-token';
import { insertUser } from '../src/modules/auth/users-repo';
import { developmentSecret } from '../src/production-checks';
import { buildTestApp } from './helpers/app';
import { buildProductionApp, productionEnv } from './helpers/production';

// The dev outbox, dev leads, dev drivers and the dev clock exist only outside
// production, and nothing turns them on in it (here DEMO and DEV_CLOCK are forced into the production
// config, which no environment can do); /docs only when API_DOCS=1. Item 3: reference data only.
const devRoutes = [
  { method: 'GET', url: '/api/v3/dev/sms-outbox?mobile=01711111111' },
  { method: 'GET', url: '/api/v3/dev/leads?kind=business' },
  {
    method: 'POST',
    url: '/api/v3/dev/drivers',
    payload: { mobile: '01711111112', name: 'Rahim', car_type: 'sedan' },
  },
  { method: 'POST', url: '/api/v3/dev/clock', payload: { advance_seconds: 60 } },
] as const;

let production: FastifyInstance;
beforeAll(async () => {
  production = await buildProductionApp({ force: { demo: true, devClock: true } });
  await production.ready();
});
afterAll(async () => {
  await production.close();
});

describe('in production', () => {
  it.each(devRoutes)('has no $method $url, whatever DEMO and DEV_CLOCK say', async (route) => {
    expect((await production.inject(route)).statusCode).toBe(404);
  });

  it('serves no /docs unless API_DOCS=1 opens it', async () => {
    expect((await production.inject('/docs')).statusCode).toBe(404);
    expect((await production.inject('/docs/json')).statusCode).toBe(404);
    const documented = await buildProductionApp({ env: { API_DOCS: '1' } });
    try {
      const paths = Object.keys((await documented.inject('/docs/json')).json().paths);
      expect(paths).toContain('/api/v3/user/trips');
      expect(paths.filter((p) => p.startsWith('/api/v3/dev/'))).toEqual([]);
    } finally {
      await documented.close();
    }
  });

  it('refuses a token signed with the development secret (it once listed a passenger’s trips)', async () => {
    const passenger = await insertUser(production.database.db, { mobile: '01711111113', role: 'passenger' });
    const now = new Date();
    const later = new Date(now.getTime() + 600_000);
    const tripsWith = async (secret: string) =>
      production.inject({
        url: '/api/v3/user/trips',
        headers: { authorization: `Bearer ${await signAccessToken(secret, passenger, now, later)}` },
      });
    expect((await tripsWith(developmentSecret)).statusCode).toBe(401);
    expect((await tripsWith(productionEnv.JWT_SECRET)).statusCode).toBe(200);
  });

  it('seeds reference data only: car types, and about, terms and privacy not yet written', async () => {
    const cars = await production.inject('/api/v3/cars');
    expect(cars.json().data.cars).toHaveLength(6);
    expect(await countDemoRows(production.database.db)).toEqual({});
    expect((await production.inject('/web/get/blogs')).json().data).toMatchObject({ items: [], total: 0 });
    expect((await production.inject('/web/get/offers')).json().data).toMatchObject({ items: [], total: 0 });
    expect((await production.inject('/web/get/passenger-speaks')).json().data).toEqual([]);
    for (const key of contentPageKeys) {
      expect((await production.inject(`/web/get/pages/${key}`)).statusCode).toBe(404);
    }
  });
});

describe('outside production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ DEV_CLOCK: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(devRoutes)('has $method $url (the same requests reach a tool)', async (route) => {
    expect((await app.inject(route)).statusCode).toBeLessThan(300);
  });
});
