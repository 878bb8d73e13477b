import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBulkSmsBd } from '../src/adapters/sms/bulksmsbd-sms';
import { createFailoverSms } from '../src/adapters/sms/failover-sms';
import { SmsDeliveryError } from '../src/adapters/sms/index';
import { createSslWirelessSms } from '../src/adapters/sms/ssl-wireless-sms';
import { loadConfig } from '../src/config';
import { leads } from '../src/db/schema/index';
import { deliverDueNotifications } from '../src/modules/notifications';
import { findNotificationsOfLead } from '../src/modules/notifications/repo';
import {
  FAKE_BULKSMSBD_KEY,
  FAKE_BULKSMSBD_SENDER,
  FAKE_SSL_SID,
  FAKE_SSL_TOKEN,
  startFakeBulkSmsBd,
  startFakeSslWireless,
} from './fakes/bd-sms-gateways';
import { startSlowSmsGateway } from './fakes/slow-sms-gateway';
import { FAKE_SMS_KEY } from './fakes/sms-gateway';
import { buildTestApp } from './helpers/app';
import { sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';

type Started<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;

let ssl: Started<typeof startFakeSslWireless>;
let bulk: Started<typeof startFakeBulkSmsBd>;
beforeAll(async () => {
  [ssl, bulk] = await Promise.all([startFakeSslWireless(), startFakeBulkSmsBd()]);
});
afterAll(async () => {
  await Promise.all([ssl.close(), bulk.close()]);
});
beforeEach(() => {
  ssl.state.mode = 'ok';
  bulk.state.mode = 'ok';
});

const bangla = 'আপনার গাড়ি বুক হয়েছে। চালক: রহিম, ০১৭১১০০০০০১';
const sslSms = (timeoutMs = 2000) =>
  createSslWirelessSms({ url: ssl.url, apiToken: FAKE_SSL_TOKEN, sid: FAKE_SSL_SID, timeoutMs });
const bulkSms = (timeoutMs = 2000) =>
  createBulkSmsBd({
    url: bulk.sendUrl,
    apiKey: FAKE_BULKSMSBD_KEY,
    senderId: FAKE_BULKSMSBD_SENDER,
    timeoutMs,
  });
// The adapters' `db` is only the console adapter's; a gateway never touches it.
const noDb = undefined as never;

describe('SSL Wireless (ISMS Plus API v3)', () => {
  it('posts JSON with the token, SID, an 8801 number, a fresh csms_id and the Bangla text as it is', async () => {
    const receipt = await sslSms().send({ to: '01711000001', text: bangla }, noDb);
    const request = ssl.requests.at(-1)!;
    expect(request.headers['content-type']).toBe('application/json');
    const body = ssl.sent().at(-1)!;
    expect(body).toMatchObject({
      api_token: FAKE_SSL_TOKEN,
      sid: FAKE_SSL_SID,
      msisdn: '8801711000001',
      sms: bangla,
    });
    expect(body.sms).not.toContain('?');
    expect(body.csms_id.length).toBeLessThanOrEqual(20);
    await sslSms().send({ to: '01711000001', text: 'hello' }, noDb);
    expect(ssl.sent().at(-1)!.csms_id).not.toBe(body.csms_id);
    expect(receipt).toEqual({ provider: 'ssl_wireless', messageId: expect.stringMatching(/^ref\d+$/) });
  });

  it('counts a FAILED status inside a 200 answer as a failure, as it does a 503 or a wrong token', async () => {
    ssl.state.mode = 'refuse';
    await expect(sslSms().send({ to: '01711000001', text: 'hi' }, noDb)).rejects.toThrow(
      /SSL Wireless refused the SMS \(4029\): Insufficient balance/,
    );
    ssl.state.mode = 'down';
    await expect(sslSms().send({ to: '01711000001', text: 'hi' }, noDb)).rejects.toThrow(/503/);
    ssl.state.mode = 'ok';
    const wrong = createSslWirelessSms({
      url: ssl.url,
      apiToken: 'nope',
      sid: FAKE_SSL_SID,
      timeoutMs: 2000,
    });
    await expect(wrong.send({ to: '01711000001', text: 'hi' }, noDb)).rejects.toThrow(/Unauthorized/);
  });

  it('refuses a number that is not Bangladeshi before calling the gateway', async () => {
    const before = ssl.requests.length;
    await expect(sslSms().send({ to: '12345', text: 'hi' }, noDb)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(ssl.requests.length).toBe(before);
  });
});

describe('BulkSMSBD', () => {
  it('sends plain text as type=text and Bangla as type=unicode, so the handset shows Bangla, not ?', async () => {
    const english = await bulkSms().send({ to: '01811000002', text: 'Your driver has arrived.' }, noDb);
    expect(bulk.sent().at(-1)).toEqual({
      api_key: FAKE_BULKSMSBD_KEY,
      type: 'text',
      number: '8801811000002',
      senderid: FAKE_BULKSMSBD_SENDER,
      message: 'Your driver has arrived.',
    });
    expect(bulk.requests.at(-1)!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    await bulkSms().send({ to: '01811000002', text: bangla }, noDb);
    expect(bulk.sent().at(-1)!.type).toBe('unicode');
    expect(bulk.delivered().at(-1)).toBe(bangla);
    expect(english).toEqual({ provider: 'bulksmsbd', messageId: expect.stringMatching(/^\d+$/) });
  });

  it('counts any response_code but 202 inside a 200 answer as a failure', async () => {
    bulk.state.mode = 'refuse';
    await expect(bulkSms().send({ to: '01811000002', text: 'hi' }, noDb)).rejects.toThrow(
      /BulkSMSBD refused the SMS \(1007\): Balance Insufficient/,
    );
    bulk.state.mode = 'ok';
    const wrongSender = createBulkSmsBd({
      url: bulk.sendUrl,
      apiKey: FAKE_BULKSMSBD_KEY,
      senderId: 'X',
      timeoutMs: 2000,
    });
    await expect(wrongSender.send({ to: '01811000002', text: 'hi' }, noDb)).rejects.toThrow(/1002/);
  });
});

describe('failover', () => {
  it('sends through the second gateway when the first refuses, is down or does not answer in time', async () => {
    // The first gateway's timeout on fake timers (nothing else faked): a hung gateway is given up when it
    // passes, however long the machine takes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const mode of ['refuse', 'down', 'hang'] as const) {
        ssl.state.mode = mode;
        const before = bulk.sent().length;
        const asked = ssl.requests.length;
        const sending = createFailoverSms(sslSms(300), bulkSms()).send(
          { to: '01911000003', text: bangla },
          noDb,
        );
        if (mode === 'hang') {
          // Once the hung gateway has the request (its timer started before it was sent).
          while (ssl.requests.length === asked) await new Promise((resolve) => setImmediate(resolve));
          // Its 300 ms pass on the fake clock: without them the hung gateway would hold the message.
          await vi.advanceTimersByTimeAsync(300);
        }
        expect((await sending).provider).toBe('bulksmsbd');
        expect(bulk.sent().length).toBe(before + 1);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call the second when the first took the message, and names both when both fail', async () => {
    const before = bulk.sent().length;
    expect(
      (await createFailoverSms(sslSms(), bulkSms()).send({ to: '01911000003', text: 'x' }, noDb)).provider,
    ).toBe('ssl_wireless');
    expect(bulk.sent().length).toBe(before);
    ssl.state.mode = 'refuse';
    bulk.state.mode = 'down';
    await expect(
      createFailoverSms(sslSms(), bulkSms()).send({ to: '01911000003', text: 'x' }, noDb),
    ).rejects.toThrow(/ssl_wireless: .*Insufficient balance; then bulksmsbd: .*503/);
  });
});

describe('the API with two gateways configured', () => {
  let app: FastifyInstance;
  const clock = { now: () => new Date() };
  beforeAll(async () => {
    app = await buildTestApp({
      OUTBOX_INTERVAL_SEC: '0',
      SMS_PROVIDER: 'ssl_wireless',
      SSL_WIRELESS_URL: ssl.url,
      SSL_WIRELESS_API_TOKEN: FAKE_SSL_TOKEN,
      SSL_WIRELESS_SID: FAKE_SSL_SID,
      SMS_FALLBACK_PROVIDER: 'bulksmsbd',
      BULKSMSBD_URL: bulk.sendUrl,
      BULKSMSBD_API_KEY: FAKE_BULKSMSBD_KEY,
      BULKSMSBD_SENDER_ID: FAKE_BULKSMSBD_SENDER,
      BRAND_NAME: 'Shohoz Gari',
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('logs in through the second gateway while the first is down, with the configured brand', async () => {
    ssl.state.mode = 'down';
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    const form = bulk.sent().at(-1)!;
    expect(form.number).toBe(`88${mobile}`);
    expect(form.message).toMatch(/^Your Shohoz Gari code is \d{4}\./);
    const code = /code is (\d{4})\./.exec(form.message ?? '')?.[1] ?? '';
    expect((await submitCode(app, mobile, code)).statusCode).toBe(200);
  });

  it('records in the outbox which gateway sent a notification', async () => {
    const mobile = uniqueMobile();
    const res = await app.inject({
      method: 'POST',
      url: '/web/create/pothik_club',
      headers: { 'accept-language': 'bn' },
      payload: { full_name: 'Shirin Akter', mobile, email: 'shirin@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.mobile, mobile));
    ssl.state.mode = 'refuse';
    const deps = { db: app.database.db, channels: app.notificationChannels, log: app.log };
    while ((await deliverDueNotifications(deps, clock.now())).sent > 0) {
      // Earlier rows first.
    }
    const sms = (await findNotificationsOfLead(app.database.db, lead!.id)).find((n) => n.channel === 'sms')!;
    expect(sms).toMatchObject({
      provider: 'bulksmsbd',
      providerMessageId: expect.stringMatching(/^\d+$/),
      lastError: null,
    });
    expect(sms.sentAt).not.toBeNull();
    expect(bulk.delivered().at(-1)).toMatch(/ধন্যবাদ/);
  });
});

describe('a gateway that never answers', () => {
  it('holds only its own SMS: the others go out meanwhile, and it is retried at OUTBOX_SEND_TIMEOUT_MS', async () => {
    const gateway = await startSlowSmsGateway();
    const clock = createTestClock('2026-05-08T06:00:00.000Z');
    const app = await buildTestApp(
      {
        OUTBOX_INTERVAL_SEC: '0',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: gateway.sendUrl,
        SMS_API_KEY: FAKE_SMS_KEY,
        // The adapter would wait the longest it may; the outbox's deadline ends it sooner.
        SMS_GATEWAY_TIMEOUT_MS: '10000',
        OUTBOX_SEND_TIMEOUT_MS: '3000',
      },
      { clock },
    );
    try {
      await app.ready();
      const lead = async (mobile: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/web/create/pothik_club',
          payload: { full_name: 'Shirin Akter', mobile, email: 'shirin@example.com' },
        });
        expect(res.statusCode, res.body).toBe(201);
        const [row] = await app.database.db.select().from(leads).where(eq(leads.mobile, mobile));
        return row!.id;
      };
      const smsOf = async (leadId: number) =>
        (await findNotificationsOfLead(app.database.db, leadId)).find((n) => n.channel === 'sms')!;
      gateway.hangFor.add('01911000001');
      const hung = await lead('01911000001');
      const fine = await lead('01911000002');
      const deps = { db: app.database.db, channels: app.notificationChannels, log: app.log };

      let roundOver = false;
      const round = deliverDueNotifications(deps, clock.now()).finally(() => {
        roundOver = true;
      });
      // The second SMS reaches the gateway while the first is still held there.
      await gateway.received('01911000002');
      await gateway.received('01911000001');
      expect(roundOver).toBe(false);
      // Two staff emails (console) and the second SMS; the held one is given up for now.
      expect(await round).toEqual({ sent: 3, failed: 1 });
      expect((await smsOf(fine)).sentAt).toEqual(clock.now());
      const waiting = await smsOf(hung);
      expect(waiting).toMatchObject({
        sentAt: null,
        failedAt: null,
        attempts: 1,
        lastError: 'sms: no answer within 3000 ms (OUTBOX_SEND_TIMEOUT_MS)',
      });
      expect(waiting.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

      gateway.release();
      clock.advance({ seconds: 30 });
      expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 1, failed: 0 });
      expect((await smsOf(hung)).sentAt).toEqual(clock.now());
    } finally {
      await app.close();
      await gateway.close();
    }
  });
});

describe('configuration', () => {
  it('refuses a chosen gateway without its settings, and a fallback that is the same gateway', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'ssl_wireless' })).toThrow(
      /SMS_PROVIDER=ssl_wireless needs: SSL_WIRELESS_API_TOKEN, SSL_WIRELESS_SID/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://x.test/s',
        SMS_API_KEY: 'k',
        SMS_FALLBACK_PROVIDER: 'bulksmsbd',
      }),
    ).toThrow(/SMS_FALLBACK_PROVIDER=bulksmsbd needs: BULKSMSBD_API_KEY, BULKSMSBD_SENDER_ID/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://x.test/s',
        SMS_API_KEY: 'k',
        SMS_FALLBACK_PROVIDER: 'http',
      }),
    ).toThrow(/another gateway/);
    const config = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'bulksmsbd',
      BULKSMSBD_API_KEY: 'k',
      BULKSMSBD_SENDER_ID: 's',
      BRAND_NAME: 'Shohoz Gari',
    });
    expect(config.sms).toEqual({
      provider: 'gateway',
      primary: {
        provider: 'bulksmsbd',
        url: 'https://bulksmsbd.net/api/smsapi',
        apiKey: 'k',
        senderId: 's',
        timeoutMs: 4000,
      },
    });
    expect(config.brand.name).toEqual({ en: 'Shohoz Gari', bn: 'Shohoz Gari' });
    expect(loadConfig({ NODE_ENV: 'test' }).brand.name).toEqual({ en: 'Pothik', bn: 'পথিক' });
  });
});
