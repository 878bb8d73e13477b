import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { readLatestCode, sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';

const limits = { AUTH_IP_LOGIN_LIMIT: '3', AUTH_IP_VERIFY_LIMIT: '4' };
const clock = createTestClock('2026-03-10T04:10:00.000Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(limits, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('per-IP limits (SMS pumping, code guessing)', () => {
  it('refuses the fourth login from one IP within the hour with 429, until the next hour', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i += 1) expect((await sendCode(app, uniqueMobile(), { ip })).statusCode).toBe(200);
    const refused = await sendCode(app, uniqueMobile(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please try again later.',
      code: 'tooManyRequests',
    });
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    // Another IP is not affected.
    expect((await sendCode(app, uniqueMobile(), { ip: '203.0.113.8' })).statusCode).toBe(200);
    clock.set('2026-03-10T05:00:00.000Z');
    expect((await sendCode(app, uniqueMobile(), { ip })).statusCode).toBe(200);
  });

  it('limits verify attempts per IP, even with the right code', async () => {
    const ip = '198.51.100.20';
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    for (let i = 0; i < 4; i += 1)
      expect((await submitCode(app, uniqueMobile(), '0000', { ip })).statusCode).toBe(400);
    const refused = await submitCode(app, mobile, await readLatestCode(app, mobile), { ip });
    expect(refused.statusCode).toBe(429);
    expect((await submitCode(app, mobile, await readLatestCode(app, mobile))).statusCode).toBe(200);
  });

  it('keeps the counters in the database: a second API process on it sees the same counts', async () => {
    const ip = '192.0.2.55';
    const second = await buildTestApp(limits, { clock, database: app.database });
    await second.ready();
    await sendCode(app, uniqueMobile(), { ip });
    await sendCode(second, uniqueMobile(), { ip });
    await sendCode(app, uniqueMobile(), { ip });
    expect((await sendCode(second, uniqueMobile(), { ip })).statusCode).toBe(429);
    await second.close();
  });

  it('holds the per-mobile rules across processes too', async () => {
    const second = await buildTestApp(limits, { clock, database: app.database });
    await second.ready();
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    expect((await sendCode(second, mobile)).json().code).toBe('otpResendTooSoon');
    await second.close();
  });
});
