import { HUMAN_CHECK_PLACEHOLDER } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { leads, otpChallenges } from '../src/db/schema/index';
import { findNotificationsOfLead } from '../src/modules/notifications/repo';
import { startFakeServer } from './fakes/http-server';
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from './fakes/turnstile-server';
import { buildTestApp } from './helpers/app';
import { readLatestCode, sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestDatabase } from './helpers/database';

// DESIGN.md §7, §14: a real human check (Cloudflare Turnstile) behind the login and the lead forms,
// against a local siteverify that speaks Turnstile's format; the placeholder stays for the demo.

let database: Database;
let turnstile: Awaited<ReturnType<typeof startFakeTurnstile>>;
let app: FastifyInstance;
const turnstileEnv = () => ({
  HUMAN_CHECK: 'turnstile',
  TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
  TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
});
// No app of the file sends the outbox's mail on its own.
const noOutboxTimer = { OUTBOX_INTERVAL_SEC: '0' };

beforeAll(async () => {
  database = await createTestDatabase();
  turnstile = await startFakeTurnstile();
  app = await buildTestApp({ ...noOutboxTimer, ...turnstileEnv() }, { database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await turnstile.close();
  await database.close();
});

const refused = { message: 'The security check failed. Please try again.', code: 'humanCheckFailed' };
const challengesOf = (mobile: string) =>
  app.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));

describe('Turnstile on the login', () => {
  it('sends the code for a solved check, after asking siteverify with the secret, token and address', async () => {
    const mobile = uniqueMobile();
    const token = turnstile.solve('login');
    const res = await sendCode(app, mobile, { recaptcha: token, ip: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(turnstile.requests.at(-1)!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(turnstile.lastVerification()).toEqual({
      secret: FAKE_TURNSTILE_SECRET,
      response: token,
      remoteip: '203.0.113.9',
    });
    expect((await submitCode(app, mobile, await readLatestCode(app, mobile))).statusCode).toBe(200);
  });

  it('refuses a token used once already, expired, unknown or made for a lead form, and sends no code', async () => {
    const used = turnstile.solve('login');
    expect((await sendCode(app, uniqueMobile(), { recaptcha: used })).statusCode).toBe(200);
    const expired = turnstile.solve('login');
    turnstile.expire(expired);
    for (const token of [used, expired, 'forged-token', turnstile.solve('lead')]) {
      const mobile = uniqueMobile();
      const res = await sendCode(app, mobile, { recaptcha: token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
      expect(await challengesOf(mobile)).toEqual([]);
    }
  });

  it('refuses the demo placeholder without asking siteverify (test keys would pass anything)', async () => {
    const asked = turnstile.requests.length;
    const res = await sendCode(app, uniqueMobile(), { recaptcha: HUMAN_CHECK_PLACEHOLDER });
    expect(res.json()).toEqual(refused);
    expect(turnstile.requests.length).toBe(asked);
  });

  it('names the missing token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { mobile: uniqueMobile(), channel: 'web' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('recaptcha_token');
  });

  it('checks the driver login too', async () => {
    const res = await sendCode(app, uniqueMobile(), { role: 'driver', recaptcha: 'forged-token' });
    expect(res.json()).toEqual(refused);
  });

  it('fails closed: a verifier that cannot be reached, answers 500 or nonsense, or refuses our secret', async () => {
    const broken = await startFakeServer((req) =>
      req.path === '/500' ? { status: 500, body: { oops: true } } : { status: 200, body: 'not json' },
    );
    const verifiers = [
      { TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/turnstile/v0/siteverify' },
      { TURNSTILE_VERIFY_URL: `${broken.url}/500` },
      { TURNSTILE_VERIFY_URL: `${broken.url}/nonsense` },
      { TURNSTILE_SECRET: 'not-our-secret' },
    ];
    for (const verifier of verifiers) {
      const offline = await buildTestApp({ ...noOutboxTimer, ...turnstileEnv(), ...verifier }, { database });
      const mobile = uniqueMobile();
      const res = await sendCode(offline, mobile, { recaptcha: turnstile.solve('login') });
      expect(res.json()).toEqual(refused);
      expect(await challengesOf(mobile)).toEqual([]);
      await offline.close();
    }
    await broken.close();
  });
});

describe('Turnstile on the lead forms', () => {
  const club = (mobile: string) => ({ full_name: 'Rafiq Ahmed', mobile, email: 'rafiq@example.com' });
  const postLead = (body: object) =>
    app.inject({ method: 'POST', url: '/web/create/pothik_club', payload: body, remoteAddress: '10.1.2.3' });
  const leadsOf = (mobile: string) => app.database.db.select().from(leads).where(eq(leads.mobile, mobile));

  it('stores a lead with a solved check, and keeps the spent token out of the lead and the staff email', async () => {
    const mobile = uniqueMobile();
    const token = turnstile.solve('lead');
    const res = await postLead({ ...club(mobile), recaptcha_token: token });
    expect(res.statusCode).toBe(201);
    const [lead] = await leadsOf(mobile);
    expect(lead!.fields).toEqual(club(mobile));
    const [email] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(JSON.stringify(email!.message)).not.toContain(token);
  });

  it('refuses a form without a token, with the placeholder, or with a used one, and stores nothing', async () => {
    const used = turnstile.solve('lead');
    expect((await postLead({ ...club(uniqueMobile()), recaptcha_token: used })).statusCode).toBe(201);
    for (const token of [undefined, HUMAN_CHECK_PLACEHOLDER, used]) {
      const mobile = uniqueMobile();
      const res = await postLead({ ...club(mobile), recaptcha_token: token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
      expect(await leadsOf(mobile)).toEqual([]);
    }
  });

  it('checks the survey too', async () => {
    const survey = { rating: 4, answers: { booking_ease: 5 } };
    const res = await app.inject({ method: 'POST', url: '/api/v3/survey-submit', payload: survey });
    expect(res.json()).toEqual(refused);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v3/survey-submit',
      payload: { ...survey, recaptcha_token: turnstile.solve('lead') },
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('the demo placeholder', () => {
  it('takes the web’s fixed token at login and forms with no token, storing no token', async () => {
    const demo = await buildTestApp(noOutboxTimer, { database });
    expect(demo.humanCheck.provider).toBe('placeholder');
    expect((await sendCode(demo, uniqueMobile(), { recaptcha: HUMAN_CHECK_PLACEHOLDER })).statusCode).toBe(
      200,
    );
    const mobile = uniqueMobile();
    const body = { full_name: 'Shirin Akter', mobile, email: 'shirin@example.com' };
    for (const payload of [body, { ...body, recaptcha_token: HUMAN_CHECK_PLACEHOLDER }]) {
      const res = await demo.inject({ method: 'POST', url: '/web/create/pothik_club', payload });
      expect(res.statusCode).toBe(201);
    }
    const stored = await demo.database.db.select().from(leads).where(eq(leads.mobile, mobile));
    expect(stored.map((lead) => lead.fields)).toEqual([body, body]);
    await demo.close();
  });
});

describe('configuration', () => {
  it('uses the placeholder unless HUMAN_CHECK=turnstile, and Cloudflare’s siteverify by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).humanCheck).toEqual({
      provider: 'placeholder',
    });
    expect(
      loadConfig({ NODE_ENV: 'test', HUMAN_CHECK: 'turnstile', TURNSTILE_SECRET: 's' }).humanCheck,
    ).toEqual({
      provider: 'turnstile',
      secret: 's',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });

  it('refuses to start with Turnstile but no secret, an unknown check, or the retired RECAPTCHA_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', HUMAN_CHECK: 'turnstile' })).toThrow(
      /HUMAN_CHECK=turnstile needs: TURNSTILE_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', HUMAN_CHECK: 'hcaptcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', RECAPTCHA_SECRET: 'x' })).toThrow(
      /RECAPTCHA_SECRET is no longer read/,
    );
  });
});
