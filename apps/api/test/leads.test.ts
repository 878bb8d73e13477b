import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/adapters/mail/index';
import { SmsDeliveryError, type SmsSender } from '../src/adapters/sms/types';
import { leads, notifications, smsOutbox } from '../src/db/schema/index';
import { upsertGpLoyaltyMembers } from '../src/modules/leads/gp-loyalty-repo';
import { deliverDueNotifications, retryDelayMs, standardChannels } from '../src/modules/notifications';
import { findNotificationsOfLead } from '../src/modules/notifications/repo';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { createTrip } from './helpers/trips';

// Lead forms (DESIGN.md §12): each post writes its lead and the notifications it owes in one
// transaction; the outbox delivers them later, so a mail outage delays them and loses nothing.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;

const business = {
  name: 'Nusrat Jahan',
  designation: 'Admin Manager',
  company_name: 'Meghna Textiles Ltd.',
  email: 'nusrat@meghnatextiles.com.bd',
  mobile: '01711223344',
};
const club = { full_name: 'Rafiq Ahmed', mobile: '01811223344', email: 'rafiq@example.com' };
const driverLead = {
  full_name: 'Kamal Hossain',
  mobile: '01911223344',
  district: 'bogura',
  licence_number: 'BG0412345C00021',
  has_own_car: true,
  car_type: 'noah',
  car_model: 'Toyota Noah',
  car_year: 2014,
  experience_years: 9,
};

let ip = 0;
/** Each test posts from its own address, so the per-IP limit of one test never reaches another. */
let remoteAddress = '';
beforeEach(() => {
  ip += 1;
  remoteAddress = `10.0.0.${ip}`;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

const leadCount = async () => (await app.database.db.select({ n: count() }).from(leads))[0]!.n;
const notificationCount = async () =>
  (await app.database.db.select({ n: count() }).from(notifications))[0]!.n;

beforeAll(async () => {
  app = await buildTestApp({ OUTBOX_INTERVAL_SEC: '0', LEAD_IP_LIMIT: '5' }, { clock });
  await app.ready();
});
afterAll(() => app.close());

describe('lead forms', () => {
  it.each([
    ['/web/create/pothik_business', business, 'business', 'Nusrat Jahan'],
    ['/web/create/pothik_club', club, 'club', 'Rafiq Ahmed'],
    ['/web/create/pothik_driver', driverLead, 'driver', 'Kamal Hossain'],
  ])(
    '%s stores the lead with a staff email and an SMS waiting in the outbox',
    async (url, body, kind, name) => {
      const res = await post(url, body, { 'accept-language': 'bn' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Thank you! We will contact you soon.', code: 'leadReceived' });

      const [lead] = await app.database.db.select().from(leads).where(eq(leads.mobile, body.mobile));
      expect(lead).toMatchObject({ kind, name, lang: 'bn', status: 'new', fields: body });
      const notifications = await findNotificationsOfLead(app.database.db, lead!.id);
      expect(notifications.map((n) => [n.channel, n.sentAt])).toEqual([
        ['email', null],
        ['sms', null],
      ]);
      expect(notifications[0]!.message).toMatchObject({ to: 'leads@pothik.local' });
      expect((notifications[0]!.message as { text: string }).text).toContain(body.mobile);
      // The person wrote in Bangla: their confirmation is in Bangla.
      expect(notifications[1]!.message).toEqual({
        to: body.mobile,
        text: 'আমাদের লেখার জন্য ধন্যবাদ। আপনার অনুরোধ পেয়েছি, এক কর্মদিবসের মধ্যে আপনাকে ফোন করব।',
      });
    },
  );

  it('takes a car requisition starting today in Dhaka, and refuses one that starts yesterday', async () => {
    const requisition = {
      organisation: 'Padma Pharma',
      contact_name: 'Tanvir Rahman',
      mobile: '01611223344',
      pickup: 'Tejgaon Industrial Area, Dhaka',
      dropoff: 'Sylhet',
      start_date: '2026-11-25',
      end_date: '2026-11-27',
      car_type: 'noah',
      cars: 4,
      purpose: 'Field visits by the sales team',
    };
    const res = await post('/web/request/car-rental', requisition);
    expect(res.statusCode).toBe(201);
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.mobile, '01611223344'));
    expect(lead).toMatchObject({
      kind: 'car_rental',
      name: 'Tanvir Rahman',
      lang: 'en',
      fields: requisition,
    });

    const before = await leadCount();
    const past = await post('/web/request/car-rental', {
      ...requisition,
      start_date: '2026-11-24',
      cars: 60,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({
      start_date: ['Please choose a start date from today onwards.'],
      cars: ['Please ask for between 1 and 50 cars.'],
    });
    expect(await leadCount()).toBe(before);
  });

  it('names what a driver sign-up is missing (the catalogue text the web shows in Bangla)', async () => {
    const res = await post('/web/create/pothik_driver', {
      full_name: 'Kamal',
      mobile: '01911000222',
      has_own_car: true,
      district: 'gotham',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      district: ['Please choose your district.'],
      licence_number: ['Driving licence number is required.'],
      experience_years: ['Please enter your years of driving, from 0 to 50.'],
    });
  });

  it.each([
    ['0171122334', 'Mobile number must be exactly 11 digits.'],
    ['01211223344', 'Please enter a valid Bangladeshi mobile number.'],
  ])('refuses the club mobile %s with its own message and stores nothing', async (mobile, message) => {
    const before = await leadCount();
    const res = await post('/web/create/pothik_club', { ...club, mobile });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mobile).toEqual([message]);
    expect(await leadCount()).toBe(before);
  });

  it('names every missing business field', async () => {
    const res = await post('/web/create/pothik_business', { email: 'not-an-email', mobile: '01711223344' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['company_name', 'designation', 'email', 'name']);
  });

  it('refuses a NUL character in any field, which PostgreSQL text cannot hold, and stores nothing', async () => {
    const before = await leadCount();
    const res = await post('/web/create/pothik_driver', { ...driverLead, car_model: 'Toyota\u0000Noah' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validationError', errors: { car_model: ['Invalid input.'] } });
    expect(await leadCount()).toBe(before);
    const search = await app.inject('/web/get/blogs?q=%00');
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toHaveProperty('q');
  });

  it('refuses half a UTF-16 pair, which jsonb cannot hold, and a body nested past any form, and stores nothing', async () => {
    const before = await leadCount();
    const half = await post('/web/create/pothik_business', { ...business, company_name: 'Acme \ud800' });
    expect(half.statusCode).toBe(422);
    expect(half.json()).toMatchObject({
      code: 'validationError',
      errors: { company_name: ['Invalid input.'] },
    });
    // A whole pair (an emoji) is text like any other.
    const emoji = await post('/web/create/pothik_business', { ...business, company_name: 'Acme 🚗' });
    expect(emoji.statusCode).toBe(201);
    // Written out by hand: a client's JSON.stringify would overflow on it first.
    const deep = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const body = JSON.stringify(business).replace(/^\{/, `{"notes":${deep},`);
    const nested = await app.inject({
      method: 'POST',
      url: '/web/create/pothik_business',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-body-1' },
      payload: body,
      remoteAddress,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().code).toBe('validationError');
    expect(await leadCount()).toBe(before + 1);
  });

  it('makes one lead of a double click: the same Idempotency-Key answers the retry from the first', async () => {
    const before = await leadCount();
    const headers = { 'idempotency-key': 'club-form-7f3a9c' };
    const body = { ...club, mobile: '01811000001' };
    const [first, second] = await Promise.all([
      post('/web/create/pothik_club', body, headers),
      post('/web/create/pothik_club', body, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await post('/web/create/pothik_club', body, headers);
    expect(third.statusCode).toBe(201);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });

  it('tells a bot that fills the hidden field it succeeded, and stores and sends nothing', async () => {
    const [leadsBefore, notificationsBefore] = [await leadCount(), await notificationCount()];
    const res = await post('/web/create/pothik_business', { ...business, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().code).toBe('leadReceived');
    expect([await leadCount(), await notificationCount()]).toEqual([leadsBefore, notificationsBefore]);
  });

  it('refuses the sixth lead from one address within the hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/web/create/pothik_club', { ...club, mobile: `0181100010${i}` });
      expect(res.statusCode).toBe(201);
    }
    const before = await leadCount();
    const refused = await post('/web/create/pothik_club', { ...club, mobile: '01811000199' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
    // The held clock is at the start of its hour, and the allowance is per clock hour.
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await leadCount()).toBe(before);
  });
});

describe('the survey', () => {
  const answers = { booking_ease: 5, driver_on_time: 'yes', would_recommend: true };

  it('takes a visitor’s answers without a name or number, and tells only staff', async () => {
    const res = await post('/api/v3/survey-submit', { rating: 4, answers, comment: 'Easy to book.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you for your feedback.', code: 'surveyReceived' });
    const [survey] = await app.database.db.select().from(leads).where(eq(leads.kind, 'survey'));
    expect(survey).toMatchObject({ name: null, mobile: null, userId: null });
    expect(survey!.fields).toEqual({ rating: 4, answers, comment: 'Easy to book.' });
    const notifications = await findNotificationsOfLead(app.database.db, survey!.id);
    expect(notifications.map((n) => n.channel)).toEqual(['email']);
  });

  it('links a signed-in passenger’s answers to their own trip, and not to another’s', async () => {
    const me = await loginAs(app);
    const someoneElse = await loginAs(app);
    const mine = await createTrip(app.database.db, { passengerId: me.user.id, now: clock.now() });
    const theirs = await createTrip(app.database.db, { passengerId: someoneElse.user.id, now: clock.now() });

    const res = await post('/api/v3/survey-submit', { trip_id: mine.id, rating: 5, answers }, me.headers);
    expect(res.statusCode).toBe(201);
    const rows = await app.database.db.select().from(leads).where(eq(leads.userId, me.user.id));
    expect(rows.map((r) => (r.fields as { trip_id?: number }).trip_id)).toEqual([mine.id]);

    const before = await leadCount();
    const refused = await post(
      '/api/v3/survey-submit',
      { trip_id: theirs.id, rating: 1, answers },
      me.headers,
    );
    expect(refused.statusCode).toBe(404);
    const loggedOut = await post('/api/v3/survey-submit', { trip_id: mine.id, rating: 1, answers });
    expect(loggedOut.statusCode).toBe(404);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a bad rating or an expired token, storing nothing', async () => {
    const before = await leadCount();
    const bad = await post('/api/v3/survey-submit', { rating: 6, answers: ['yes'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      rating: ['Please give a rating from 1 to 5.'],
      answers: ['Please answer the survey questions.'],
    });
    const stale = await post(
      '/api/v3/survey-submit',
      { rating: 3, answers },
      { authorization: 'Bearer nope' },
    );
    expect(stale.statusCode).toBe(401);
    expect(await leadCount()).toBe(before);
  });
});

describe('the GP loyalty check', () => {
  beforeAll(() =>
    upsertGpLoyaltyMembers(app.database.db, [
      { mobile: '01700000001', tier: 'platinum' },
      { mobile: '01300000003', tier: 'silver' },
    ]),
  );

  it.each([
    ['01700000001', { eligible: true, tier: 'platinum' }],
    ['01300000003', { eligible: true, tier: 'silver' }],
    ['01711223344', { eligible: false }],
  ])('answers for %s', async (mobile, answer) => {
    const res = await post('/web/check/gp-loyalty-status', { mobile, campaign_id: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: answer });
  });

  it('refuses a number that is not a Bangladesh mobile', async () => {
    const res = await post('/web/check/gp-loyalty-status', { mobile: '1700000001' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mobile).toEqual(['Mobile number must be exactly 11 digits.']);
  });
});

describe('the outbox', () => {
  it('keeps a lead through a mail outage and sends it once mail is back, with backoff between', async () => {
    // Everything posted earlier in this file is delivered first, with the console adapters.
    const consoleDeps = { db: app.database.db, channels: app.notificationChannels, log: app.log };
    while ((await deliverDueNotifications(consoleDeps, clock.now())).sent > 0) {
      // A round sends one batch; the next takes the rest.
    }

    let mailUp = false;
    const delivered: string[] = [];
    const mailer: Mailer = {
      provider: 'console',
      async send(message) {
        if (!mailUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        delivered.push(message.subject);
      },
    };
    const deps = {
      db: app.database.db,
      channels: standardChannels({
        db: app.database.db,
        mailer,
        sms: app.sms,
        sendTimeoutMs: app.config.outbox.sendTimeoutMs,
      }),
      log: app.log,
    };
    const res = await post('/web/create/pothik_business', { ...business, mobile: '01711000777' });
    expect(res.statusCode).toBe(201);
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.mobile, '01711000777'));

    const down = await deliverDueNotifications(deps, clock.now());
    expect(down).toEqual({ sent: 1, failed: 1 });
    // The SMS went out through the console adapter; the email waits with its error.
    const smsRows = await app.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, '01711000777'));
    expect(smsRows).toHaveLength(1);
    let [email] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(email).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(email!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried, even with mail back.
    mailUp = true;
    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 0, failed: 0 });

    clock.advance({ ms: retryDelayMs(1) });
    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 1, failed: 0 });
    [email] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(email).toMatchObject({ attempts: 2, lastError: null });
    expect(email!.sentAt).not.toBeNull();
    expect(delivered).toEqual([`Business enquiry #${lead!.id}: Nusrat Jahan`]);
    // Sent is sent: another round sends nothing again.
    clock.advance({ hours: 2 });
    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the SMS confirmation through an SMS outage and sends it once the gateway is back', async () => {
    const consoleDeps = { db: app.database.db, channels: app.notificationChannels, log: app.log };
    while ((await deliverDueNotifications(consoleDeps, clock.now())).sent > 0) {
      // Earlier tests' notifications go first.
    }
    let smsUp = false;
    const texts: string[] = [];
    const sms: SmsSender = {
      provider: 'http',
      async send(message) {
        if (!smsUp) throw new SmsDeliveryError('SMS gateway answered 503');
        texts.push(`${message.to}: ${message.text}`);
        return { provider: 'http' };
      },
    };
    const deps = {
      ...consoleDeps,
      channels: standardChannels({
        db: app.database.db,
        mailer: app.mailer,
        sms,
        sendTimeoutMs: app.config.outbox.sendTimeoutMs,
      }),
    };
    const res = await post(
      '/web/create/pothik_club',
      { ...club, mobile: '01811000888' },
      { 'accept-language': 'bn' },
    );
    expect(res.statusCode).toBe(201);
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.mobile, '01811000888'));

    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 1, failed: 1 });
    let [, confirmation] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(confirmation).toMatchObject({
      channel: 'sms',
      sentAt: null,
      lastError: 'SMS gateway answered 503',
    });

    smsUp = true;
    clock.advance({ ms: retryDelayMs(1) });
    expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 1, failed: 0 });
    [, confirmation] = await findNotificationsOfLead(app.database.db, lead!.id);
    expect(confirmation!.sentAt).not.toBeNull();
    expect(texts).toEqual([
      '01811000888: আমাদের লেখার জন্য ধন্যবাদ। আপনার অনুরোধ পেয়েছি, এক কর্মদিবসের মধ্যে আপনাকে ফোন করব।',
    ]);
  });

  it('waits twice as long after each failure, an hour at most', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
