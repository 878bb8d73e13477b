import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSms } from '../src/adapters/sms/http-sms';
import { SmsDeliveryError } from '../src/adapters/sms/index';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { otpChallenges, smsOutbox } from '../src/db/schema/index';
import { FAKE_SMS_KEY, startFakeSmsGateway } from './fakes/sms-gateway';
import { buildTestApp } from './helpers/app';
import { sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestDatabase } from './helpers/database';

type Started<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;

// Many app configurations, one database for the file: each app shares it, the file closes it.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('HTTP SMS gateway adapter', () => {
  let gateway: Started<typeof startFakeSmsGateway>;
  let app: FastifyInstance;
  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
    app = await buildTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.sendUrl,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'POTHIK',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  it('posts the code to the gateway as JSON with the bearer key, and keeps no outbox copy', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_SMS_KEY}`);
    const sms = gateway.sent().at(-1)!;
    expect(sms).toMatchObject({ to: mobile, sender_id: 'POTHIK' });
    const code = /code is (\d{4})\./.exec(sms.message)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(await app.database.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, mobile))).toEqual([]);
    expect((await submitCode(app, mobile, code!)).statusCode).toBe(200);
  });

  it('answers 503 when the gateway fails, and the failed code does not count', async () => {
    const mobile = uniqueMobile();
    gateway.state.failNext = true;
    const failed = await sendCode(app, mobile);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      message: 'We could not send the code. Please try again.',
      code: 'smsFailed',
    });
    expect(
      await app.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile)),
    ).toEqual([]);
    // No resend wait: nothing was sent.
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
  });

  it('treats any non-2xx answer, or no answer, as a failed delivery', async () => {
    const wrongKey = createHttpSms({ url: gateway.sendUrl, apiKey: 'wrong', senderId: 'X' });
    await expect(wrongKey.send({ to: '01712345678', text: 'hi' }, app.database.db)).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
    const nowhere = createHttpSms({ url: `${gateway.url}/missing`, apiKey: FAKE_SMS_KEY, senderId: 'X' });
    await expect(nowhere.send({ to: '01712345678', text: 'hi' }, app.database.db)).rejects.toThrow(/404/);
    const closed = createHttpSms({ url: 'http://127.0.0.1:9/send', apiKey: FAKE_SMS_KEY, senderId: 'X' });
    await expect(closed.send({ to: '01712345678', text: 'hi' }, app.database.db)).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });

  it('does not start with SMS_PROVIDER=http but no gateway', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL, SMS_API_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});

describe('GET /api/v3/dev/sms-outbox', () => {
  it('lists the messages to a mobile, newest first, with the code', async () => {
    const app = await buildTestApp();
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    await app.database.db.insert(smsOutbox).values({ recipient: mobile, body: 'later', code: null });
    await sendCode(app, uniqueMobile());
    const res = await app.inject(`/api/v3/dev/sms-outbox?mobile=${mobile}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.map((m: { message: string }) => m.message)).toEqual([
      'later',
      expect.stringMatching(/^Your Pothik code is \d{4}\./),
    ]);
    expect(items[1]).toMatchObject({ mobile, code: expect.stringMatching(/^\d{4}$/) });
    expect((await app.inject('/api/v3/dev/sms-outbox?mobile=123')).statusCode).toBe(422);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('documents the auth endpoints of both roles', async () => {
    const app = await buildTestApp();
    const paths = Object.keys((await app.inject('/docs/json')).json().paths);
    for (const door of ['user', 'driver']) {
      for (const action of ['login', 'verify', 'refresh-token', 'logout', 'profile']) {
        expect(paths).toContain(`/api/v3/${door}/${action}`);
      }
    }
    await app.close();
  });
});
