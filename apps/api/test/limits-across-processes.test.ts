import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';

// The route limits (place search, campaign tracking) as two API processes behind a load balancer see
// them: on PostgreSQL the second app has a pool of its own, so the only thing they share is the
// database's counters. Before, each process counted in memory and the limit doubled with every process.
const clock = createTestClock('2026-03-10T04:10:05.000Z');
let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;

beforeAll(async () => {
  a = await buildTestApp({}, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp({}, { clock, database: bDatabase });
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

const searchOn = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/v3/geo/search?q=ban', remoteAddress: ip });
const trackOn = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/web/store/web-campaign-track',
    remoteAddress: ip,
    payload: { events: [{ campaign_id: 999_999, event: 'view', session_id: 'tab-session-0001' }] },
  });

describe(`route limits across two API processes on one ${testDbKind} database`, () => {
  it('place search: 120 a minute per address in all, wherever the balancer sends each', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 120; i++) {
      const res = await searchOn(i % 2 === 0 ? a : b, ip);
      if (res.statusCode !== 200) throw new Error(`request ${i + 1}: ${res.statusCode}`);
    }
    for (const app of [a, b]) {
      const limited = await searchOn(app, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many requests. Please try again later.');
      expect(Number(limited.headers['retry-after'])).toBe(55);
    }
    expect((await searchOn(b, '203.0.113.91')).statusCode).toBe(200);
    // The next minute starts a new count on both.
    clock.set('2026-03-10T04:11:00.000Z');
    expect((await searchOn(a, ip)).statusCode).toBe(200);
    expect((await searchOn(b, ip)).statusCode).toBe(200);
  });

  it('campaign tracking: 60 a minute per address in all', async () => {
    const ip = '198.51.100.90';
    for (let i = 0; i < 60; i++) {
      const res = await trackOn(i % 2 === 0 ? b : a, ip);
      if (res.statusCode === 429) throw new Error(`request ${i + 1} was refused`);
    }
    expect((await trackOn(a, ip)).statusCode).toBe(429);
    expect((await trackOn(b, ip)).statusCode).toBe(429);
    expect((await trackOn(a, '198.51.100.91')).statusCode).not.toBe(429);
  });
});
