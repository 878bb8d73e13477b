import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leads } from '../src/db/schema/index';
import { deliverDueNotifications, retryDelayMs } from '../src/modules/notifications';
import { findNotificationsOfLead } from '../src/modules/notifications/repo';
import { startSlowSmtpServer } from './fakes/slow-smtp-server';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';

// The SMTP adapter against a real SMTP server on this machine (smtp-server speaks the protocol):
// while nothing listens the lead waits in the outbox; once the server is up the email arrives.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let port = 0;
let server: SMTPServer | undefined;
const received: { from: string; to: string[]; data: string }[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as { port: number };
      probe.close(() => resolve(found));
    });
    probe.on('error', reject);
  });
}

function startSmtp(): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(port, '127.0.0.1', () => resolve(smtp)));
}

beforeAll(async () => {
  port = await freePort();
  app = await buildTestApp(
    {
      OUTBOX_INTERVAL_SEC: '0',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Pothik <no-reply@pothik.local>',
    },
    { clock },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('staff email over SMTP', () => {
  it('keeps the lead through an SMTP outage and delivers it once the server answers', async () => {
    const deps = { db: app.database.db, channels: app.notificationChannels, log: app.log };
    expect(app.mailer.provider).toBe('smtp');
    const res = await app.inject({
      method: 'POST',
      url: '/web/create/pothik_club',
      payload: { full_name: 'Shirin Akter', mobile: '01911556677', email: 'shirin@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.mobile, '01911556677'));

    // Nothing listens on the port: the email fails and waits; the SMS (console) goes out.
    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 1, failed: 1 });
    let [email] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(email).toMatchObject({ sentAt: null, attempts: 1 });
    expect(email!.lastError).toMatch(/ECONNREFUSED/);

    server = await startSmtp();
    clock.advance({ ms: retryDelayMs(1) });
    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 1, failed: 0 });
    [email] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(email!.sentAt).not.toBeNull();

    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@pothik.local');
    expect(received[0]!.to).toEqual(['leads@pothik.local']);
    expect(received[0]!.data).toContain(
      `Subject: Club (vehicle investor) enquiry #${lead!.id}: Shirin Akter`,
    );
    expect(received[0]!.data).toContain('mobile: 01911556677');
  });
});

describe('an SMTP server that answers a line at a time, never finishing', () => {
  it('holds only its email: the SMS goes out, and the email is retried after OUTBOX_SEND_TIMEOUT_MS', async () => {
    const slow = await startSlowSmtpServer();
    const slowClock = createTestClock('2026-11-25T08:00:00.000Z');
    const slowApp = await buildTestApp(
      { OUTBOX_INTERVAL_SEC: '0', MAIL_PROVIDER: 'smtp', SMTP_URL: slow.url, OUTBOX_SEND_TIMEOUT_MS: '1000' },
      { clock: slowClock },
    );
    try {
      await slowApp.ready();
      const res = await slowApp.inject({
        method: 'POST',
        url: '/web/create/pothik_club',
        payload: { full_name: 'Shirin Akter', mobile: '01911556699', email: 'shirin@example.com' },
      });
      expect(res.statusCode).toBe(201);
      const [lead] = await slowApp.database.db.select().from(leads).where(eq(leads.mobile, '01911556699'));
      const deps = { db: slowApp.database.db, channels: slowApp.notificationChannels, log: slowApp.log };

      // The SMS (console) is sent; the email is given up at the deadline, for a retry.
      expect(await deliverDueNotifications(deps, slowClock.now())).toEqual({ sent: 1, failed: 1 });
      const [email, sms] = await findNotificationsOfLead(slowApp.database.db, lead!.id);
      expect(sms).toMatchObject({ channel: 'sms', sentAt: slowClock.now() });
      expect(email).toMatchObject({
        channel: 'email',
        sentAt: null,
        failedAt: null,
        attempts: 1,
        lastError: 'email: no answer within 1000 ms (OUTBOX_SEND_TIMEOUT_MS)',
      });
      expect(email!.nextAttemptAt).toEqual(new Date(slowClock.now().getTime() + retryDelayMs(1)));
      // The mailer hung up: no connection is left to the server.
      await vi.waitFor(() => expect(slow.state).toEqual({ connections: 1, hungUp: 1 }), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await slowApp.close();
      await slow.close();
    }
  });
});
