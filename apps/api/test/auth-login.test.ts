import { messageCatalogue } from '@pothik/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createDriver, readLatestCode, sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set('2026-03-10T04:00:00.000Z');
});

/** Any 4-digit code other than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/v3/user/login', () => {
  it('sends a 4-digit code by SMS and says when it may be resent and when it expires', async () => {
    const mobile = uniqueMobile();
    const res = await sendCode(app, mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: messageCatalogue.otpSent.en,
      code: 'otpSent',
      data: { mobile, resend_after: 180, expires_in: 300 },
    });
    const outbox = (await app.inject(`/api/v3/dev/sms-outbox?mobile=${mobile}`)).json().data.items;
    expect(outbox).toHaveLength(1);
    expect(outbox[0].code).toMatch(/^\d{4}$/);
    expect(outbox[0].message).toBe(`Your Pothik code is ${outbox[0].code}. It expires in 5 minutes.`);
  });

  it('never stores the code in plain', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const rows = await app.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const asText = (await app.database.db.execute(
      sql`select row_to_json(c)::text as row from otp_challenges c where mobile = ${mobile}`,
    )) as unknown as { rows: { row: string }[] };
    expect(asText.rows[0]!.row).not.toContain(`"${code}"`);
    expect(asText.rows[0]!.row).not.toMatch(new RegExp(`[^0-9a-f]${code}[^0-9a-f]`));
  });

  it('makes a mobile wait 180 seconds before a new code, and says how long', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    const first = await readLatestCode(app, mobile);

    const tooSoon = await sendCode(app, mobile);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toEqual({
      message: messageCatalogue.otpResendTooSoon.en,
      code: 'otpResendTooSoon',
      data: { retry_after: 180 },
    });
    clock.advance({ seconds: 100 });
    expect((await sendCode(app, mobile)).json().data).toEqual({ retry_after: 80 });
    clock.advance({ seconds: 79 });
    expect((await sendCode(app, mobile)).statusCode).toBe(400);
    clock.advance({ seconds: 1 });
    expect((await sendCode(app, mobile)).statusCode).toBe(200);

    // The new code replaces the old one.
    const second = await readLatestCode(app, mobile);
    if (second !== first) {
      expect((await submitCode(app, mobile, first)).json().code).toBe('otpIncorrect');
    }
    expect((await submitCode(app, mobile, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per mobile per Dhaka day, and the day turns at Dhaka midnight', async () => {
    const mobile = uniqueMobile();
    clock.set('2026-03-10T17:30:00.000Z'); // 23:30 in Dhaka
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(app, mobile)).statusCode).toBe(200);
      clock.advance({ seconds: 180 });
    }
    const refused = await sendCode(app, mobile);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Exceeded OTP limit for today.', code: 'otpLimit' });

    clock.set('2026-03-10T17:59:59.000Z'); // 23:59:59 in Dhaka
    expect((await sendCode(app, mobile)).json().code).toBe('otpLimit');
    clock.set('2026-03-10T18:00:00.000Z'); // midnight in Dhaka, still the 10th in UTC
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
  });

  it('does not reset the daily limit at UTC midnight', async () => {
    const mobile = uniqueMobile();
    clock.set('2026-03-10T23:30:00.000Z'); // 05:30 on the 11th in Dhaka
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(app, mobile)).statusCode).toBe(200);
      clock.advance({ seconds: 180 });
    }
    clock.set('2026-03-11T00:00:30.000Z'); // a new UTC day, the same Dhaka day
    expect((await sendCode(app, mobile)).json()).toMatchObject({ code: 'otpLimit' });
  });
});

describe('concurrent requests for one mobile', () => {
  it('sends one code when several logins arrive at once', async () => {
    const mobile = uniqueMobile();
    const results = await Promise.all(Array.from({ length: 6 }, () => sendCode(app, mobile)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'otpResendTooSoon')).toHaveLength(5);
    const rows = await app.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('never counts more than 5 tries, however many wrong guesses arrive at once', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => submitCode(app, mobile, wrongCode(code))),
    );
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    expect(guesses.filter((r) => r.json().code === 'otpIncorrect')).toHaveLength(4);
    const [row] = await app.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(row!.attempts).toBe(5);
    expect((await submitCode(app, mobile, code)).json().code).toBe('otpTooManyTries');
  });
});

describe('POST /api/v3/user/verify', () => {
  it('creates the passenger on first login, with no name, and logs in', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const res = await submitCode(app, mobile, await readLatestCode(app, mobile));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Logged In Successfully');
    expect(body.code).toBe('loggedIn');
    expect(Object.keys(body.data).sort()).toEqual(
      ['access_token', 'accessTokenExpiresIn', 'refresh_token', 'refreshTokenExpiresIn', 'user'].sort(),
    );
    expect(body.data.accessTokenExpiresIn).toBe('2026-03-10T05:00:00.000Z');
    expect(body.data.refreshTokenExpiresIn).toBe('2026-04-09T04:00:00.000Z');
    expect(body.data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({
      mobile,
      full_name: null,
      email: null,
      role: 'passenger',
      created_at: '2026-03-10T04:00:00.000Z',
    });
    expect(body.data.user.id).toEqual(expect.any(Number));

    // Logging in again is the same account, not a second one.
    clock.advance({ seconds: 180 });
    await sendCode(app, mobile);
    const again = await submitCode(app, mobile, await readLatestCode(app, mobile));
    expect(again.json().data.user.id).toBe(body.data.user.id);
    const rows = await app.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong code with a message and still takes the right one', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await submitCode(app, mobile, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: messageCatalogue.otpIncorrect.en, code: 'otpIncorrect' });
    }
    expect((await submitCode(app, mobile, code)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong tries: the right code then fails', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await submitCode(app, mobile, wrongCode(code))).json().code);
    expect(codes).toEqual([
      'otpIncorrect',
      'otpIncorrect',
      'otpIncorrect',
      'otpIncorrect',
      'otpTooManyTries',
    ]);
    const right = await submitCode(app, mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: messageCatalogue.otpTooManyTries.en, code: 'otpTooManyTries' });
  });

  it('expires the code after 5 minutes', async () => {
    const early = uniqueMobile();
    await sendCode(app, early);
    clock.advance({ minutes: 4, seconds: 59 });
    expect((await submitCode(app, early, await readLatestCode(app, early))).statusCode).toBe(200);

    const late = uniqueMobile();
    await sendCode(app, late);
    clock.advance({ minutes: 5 });
    const res = await submitCode(app, late, await readLatestCode(app, late));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messageCatalogue.otpExpired.en, code: 'otpExpired' });
  });

  it('takes a code once, and refuses a mobile that was sent none', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    expect((await submitCode(app, mobile, code)).statusCode).toBe(200);
    expect((await submitCode(app, mobile, code)).json().code).toBe('otpExpired');
    expect((await submitCode(app, uniqueMobile(), '1234')).json().code).toBe('otpExpired');
  });

  it('refuses a disabled account at verify and at login', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    await submitCode(app, mobile, await readLatestCode(app, mobile));
    clock.advance({ seconds: 180 });
    await sendCode(app, mobile);
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.mobile, mobile));
    const verified = await submitCode(app, mobile, await readLatestCode(app, mobile));
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({
      message: 'This account has been disabled. Please contact support.',
      code: 'accountDisabled',
    });
    clock.advance({ seconds: 180 });
    expect((await sendCode(app, mobile)).json().code).toBe('accountDisabled');
  });
});

describe('driver login', () => {
  it('refuses a number with no driver account, and sends no SMS', async () => {
    const mobile = uniqueMobile();
    const res = await sendCode(app, mobile, { role: 'driver' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'No driver account is registered with this mobile number.',
      code: 'noDriverAccount',
    });
    const outbox = (await app.inject(`/api/v3/dev/sms-outbox?mobile=${mobile}`)).json().data.items;
    expect(outbox).toEqual([]);
  });

  it('refuses a passenger number at the driver door', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    await submitCode(app, mobile, await readLatestCode(app, mobile));
    clock.advance({ seconds: 180 });
    expect((await sendCode(app, mobile, { role: 'driver' })).json().code).toBe('noDriverAccount');
  });

  it('logs a driver in as a driver, and a driver code does not open the passenger account', async () => {
    const driver = await createDriver(app, { fullName: 'Karim Uddin' });
    expect((await sendCode(app, driver.mobile, { role: 'driver' })).statusCode).toBe(200);
    const code = await readLatestCode(app, driver.mobile);
    expect((await submitCode(app, driver.mobile, code)).json().code).toBe('otpExpired');
    const res = await submitCode(app, driver.mobile, code, { role: 'driver' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: driver.id, role: 'driver', full_name: 'Karim Uddin' });
  });
});

describe('bad bodies are 422 with field messages, never 500', () => {
  const long = 'x'.repeat(10_000);
  const digits = '0'.repeat(10_000);
  const login = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v3/user/login', payload: payload as object });
  const verify = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v3/user/verify', payload: payload as object });

  it('names each missing login field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Validation Error!');
    expect(Object.keys(res.json().errors).sort()).toEqual(['channel', 'mobile', 'recaptcha_token']);
    expect(res.json().errors.mobile).toEqual(['The Mobile Number is required']);
  });

  it.each([
    ['a number for mobile', { mobile: 1712345678, recaptcha_token: 't', channel: 'web' }, 'mobile'],
    ['a 10-digit mobile', { mobile: '0171234567', recaptcha_token: 't', channel: 'web' }, 'mobile'],
    ['a non-Bangladesh prefix', { mobile: '01212345678', recaptcha_token: 't', channel: 'web' }, 'mobile'],
    ['a 10,000-character mobile', { mobile: long, recaptcha_token: 't', channel: 'web' }, 'mobile'],
    ['an object for mobile', { mobile: { a: 1 }, recaptcha_token: 't', channel: 'web' }, 'mobile'],
    [
      'a 10,000-character token',
      { mobile: '01712345678', recaptcha_token: long, channel: 'web' },
      'recaptcha_token',
    ],
    ['an empty token', { mobile: '01712345678', recaptcha_token: '', channel: 'web' }, 'recaptcha_token'],
    ['another channel', { mobile: '01712345678', recaptcha_token: 't', channel: 'ios' }, 'channel'],
  ])('login: %s', async (_name, payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    if (field === 'mobile') expect(res.json().errors.mobile).toEqual(['The Mobile Number is required']);
  });

  it.each([
    ['letters', { mobile: '01712345678', otp: '12a4' }, 'otp'],
    ['a number', { mobile: '01712345678', otp: 1234 }, 'otp'],
    ['five digits', { mobile: '01712345678', otp: '12345' }, 'otp'],
    ['10,000 digits', { mobile: '01712345678', otp: digits }, 'otp'],
    ['no mobile', { otp: '1234' }, 'mobile'],
  ])('verify: %s', async (_name, payload, field) => {
    const res = await verify(payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('refuses arrays, scalars, null and malformed JSON as bodies', async () => {
    for (const payload of [[{ mobile: '01712345678' }], 'text', 42, null]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Validation Error!');
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": "017',
    });
    expect(malformed.statusCode).toBe(422);
  });
});
