import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { otpChallenges } from '../src/db/schema/index';
import { startSlowSmsGateway } from './fakes/slow-sms-gateway';
import { FAKE_SMS_KEY } from './fakes/sms-gateway';
import { startSmtpInbox } from './fakes/smtp-inbox';
import { buildTestApp } from './helpers/app';
import { createDriver, readLatestCode, sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';

// The limits on sending login codes: per number and role, for every number together
// per minute, and the gateway outside the transaction.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
const challengesOf = (app: FastifyInstance, mobile: string) =>
  app.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));

describe('the daily code limit counts per number and role', () => {
  const clock = createTestClock('2026-03-10T04:00:00.000Z');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { database, clock });
    await app.ready();
  });
  afterAll(() => app.close());

  it('leaves the driver login of a number open after its passenger used the day’s five codes', async () => {
    const mobile = uniqueMobile();
    await createDriver(app, { mobile });
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(app, mobile)).statusCode).toBe(200);
      clock.advance({ seconds: 181 });
    }
    expect((await sendCode(app, mobile)).json().code).toBe('otpLimit');
    const driver = await sendCode(app, mobile, { role: 'driver' });
    expect(driver.statusCode).toBe(200);
    const code = await readLatestCode(app, mobile);
    expect((await submitCode(app, mobile, code, { role: 'driver' })).statusCode).toBe(200);
  });

  it('does not make the driver login wait for the passenger code sent a moment ago', async () => {
    const mobile = uniqueMobile();
    await createDriver(app, { mobile });
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    expect((await sendCode(app, mobile, { role: 'driver' })).statusCode).toBe(200);
    expect((await sendCode(app, mobile)).json().code).toBe('otpResendTooSoon');
  });
});

describe('the ceiling on login codes per minute, for every number together (SMS pumping)', () => {
  const clock = createTestClock('2026-03-11T04:00:10.000Z');
  let app: FastifyInstance;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestApp(
      {
        OTP_SMS_PER_MINUTE: '3',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: inbox.url,
        STAFF_ALERT_EMAIL: 'ops@pothik.local',
      },
      { database, clock },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const burst = async (n: number) => {
    const answers = [];
    for (let i = 0; i < n; i += 1) answers.push(await sendCode(app, uniqueMobile()));
    return answers;
  };

  it('holds codes back above the ceiling with a clear refusal, and emails staff once per pause', async () => {
    const [first, second, third, fourth, fifth] = await burst(5);
    expect([first, second, third].map((res) => res!.statusCode)).toEqual([200, 200, 200]);
    for (const refused of [fourth!, fifth!]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many login requests right now. Please try again in a minute.',
        code: 'otpSmsBusy',
      });
      expect(refused.headers['retry-after']).toBe('50');
    }
    await inbox.untilReceived(1);
    expect(inbox.received[0]!.to).toEqual(['ops@pothik.local']);
    expect(inbox.received[0]!.data).toContain('Login codes paused: more than 3 a minute');

    // The next minute sends again up to the ceiling; still over it, the pause goes on without a new email.
    clock.advance({ minutes: 1 });
    expect((await burst(4)).map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    // A quiet minute ends the pause: the next one above the ceiling is a new pause, with its email.
    clock.advance({ minutes: 2 });
    expect((await burst(4)).map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    await inbox.untilReceived(2);
    expect(inbox.received).toHaveLength(2);
    expect(inbox.received[1]!.data).toContain('04:03:10');
  });

  it('voids the code it held back: the number neither waits for a resend nor loses one of its five', async () => {
    clock.advance({ minutes: 5 });
    await burst(3);
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(429);
    expect(await challengesOf(app, mobile)).toEqual([]);
    clock.advance({ minutes: 1 });
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
  });
});

describe('the code goes to the gateway after the transaction commits', () => {
  let gateway: Awaited<ReturnType<typeof startSlowSmsGateway>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    gateway = await startSlowSmsGateway();
    app = await buildTestApp(
      {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: gateway.sendUrl,
        SMS_API_KEY: FAKE_SMS_KEY,
        OTP_SMS_TIMEOUT_MS: '1500',
      },
      { database },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  it('a gateway that hangs holds no lock: other numbers and the same number get their answers meanwhile', async () => {
    const stuck = uniqueMobile();
    gateway.hangFor.add(stuck);
    let settled = false;
    const hanging = sendCode(app, stuck).then((res) => {
      settled = true;
      return res;
    });
    await gateway.received(stuck);

    // While the gateway holds the first code: another number is sent its code…
    expect((await sendCode(app, uniqueMobile())).statusCode).toBe(200);
    // …and the same number is answered at once (its code is stored, so: wait for the resend).
    expect((await sendCode(app, stuck)).json().code).toBe('otpResendTooSoon');
    expect(settled).toBe(false);

    // After the timeout the user is told to try again, and the code that never left is void.
    const res = await hanging;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'We could not send the code. Please try again.',
      code: 'smsFailed',
    });
    expect(await challengesOf(app, stuck)).toEqual([]);
    gateway.release();
    expect((await sendCode(app, stuck)).statusCode).toBe(200);
    expect(gateway.sent.filter((m) => m.to === stuck)).toHaveLength(2);
  });
});
