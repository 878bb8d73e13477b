import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { auditLog, incidents, notifications, pushSubscriptions } from '../src/db/schema/index';
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from './fakes/turnstile-server';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs, uniqueMobile } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';
import { multipartFile } from './helpers/multipart';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Issue 46's support tickets: who may read and answer a ticket (its author and staff, no other passenger
// or driver), staff replies told by SMS and push as the customer's preferences say, a lost item reaching
// the trip's driver without either number, the inbox's timers with breached tickets first (a held
// clock), and the logged-out form's human check and limits per number and per address.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;
const MINUTE = 60_000;

let database: Database;
let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;
let sc: ReturnType<typeof staffConsole>;
let agent: StaffSession;
let ops: StaffSession;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(
    { ...tripTestEnv, OUTBOX_INTERVAL_SEC: '0', INCIDENT_ALERT_CHECK_SEC: '0', BRAND_NAME: 'Pothik' },
    { clock, database },
  );
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  agent = await sc.session('support');
  ops = await sc.session('ops');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const asUser = (who: LoggedIn, method: Method, url: string, payload?: object, lang = 'en') =>
  app.inject({
    method,
    url: `/api/v3/user${url}`,
    headers: { ...who.headers, 'accept-language': lang },
    payload,
  });
const asDriver = (who: LoggedIn, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/v3/driver${url}`, headers: who.headers, payload });
const asStaff = (s: StaffSession, method: Method, url: string, payload?: object) =>
  sc.call(s, method, `/admin/api${url}`, { payload });

/** A trip of `who` completed yesterday by a new driver. */
async function completedTrip(who: LoggedIn): Promise<{ tripId: number; driver: TestDriver }> {
  const driver = await createDriverProfile(app, { name: 'Abdul Karim' });
  const yesterday = new Date(clock.now().getTime() - 24 * HOUR);
  const trip = await createTrip(app.database.db, {
    passengerId: who.user.id,
    status: 'completed',
    driverId: driver.driver.id,
    fare: 3000,
    now: new Date(yesterday.getTime() - 24 * HOUR),
    pickupAt: yesterday,
    confirmedAt: new Date(yesterday.getTime() - HOUR),
    completedAt: yesterday,
  });
  return { tripId: trip.id, driver };
}

async function openTicket(who: LoggedIn, body: object, lang = 'en') {
  const res = await asUser(who, 'POST', '/tickets', body, lang);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; status: string; messages: { author: string; text: string }[] };
}

const outboxOf = (kind: string, userId: number) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.userId, userId)))
    .orderBy(asc(notifications.id));
const smsText = (row: { message: unknown }) => row.message as { to: string; text: string };

async function subscribe(userId: number) {
  await app.database.db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.test/${userId}`,
    p256dh: 'p'.repeat(87),
    auth: 'a'.repeat(22),
  });
}

describe('who may read and answer a ticket', () => {
  it('is the author and support staff: another passenger, a driver and ops read it as unknown or forbidden', async () => {
    const { tripId, driver } = await completedTrip(passenger);
    const ticket = await openTicket(passenger, {
      category: 'fare',
      trip_id: tripId,
      text: 'I was charged 500 more.',
    });
    expect(ticket).toMatchObject({
      status: 'new',
      messages: [{ author: 'customer', text: 'I was charged 500 more.' }],
    });

    expect((await asUser(passenger, 'GET', `/tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await asUser(other, 'GET', `/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect(
      (await asUser(other, 'POST', `/tickets/${ticket.id}/replies`, { text: 'me too' })).statusCode,
    ).toBe(404);
    expect((await asUser(other, 'POST', `/tickets/${ticket.id}/rating`, { rating: 1 })).statusCode).toBe(404);
    const drove = await loginDriver(app, driver);
    expect((await asDriver(drove, 'GET', `/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect((await asDriver(drove, 'POST', `/tickets/${ticket.id}/replies`, { text: 'no' })).statusCode).toBe(
      404,
    );
    expect((await asUser(other, 'GET', '/tickets')).json().data).toEqual([]);

    expect((await asStaff(ops, 'GET', `/tickets/${ticket.id}`)).statusCode).toBe(403);
    const read = await asStaff(agent, 'GET', `/tickets/${ticket.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: ticket.id, trip: { id: tripId, status: 'completed' } });
  });

  it('refuses a ticket on somebody else’s trip', async () => {
    const { tripId } = await completedTrip(passenger);
    const res = await asUser(other, 'POST', '/tickets', {
      category: 'fare',
      trip_id: tripId,
      text: 'Not mine',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('tripNotFound');
  });

  it("keeps a driver's ticket from other drivers and from passengers", async () => {
    const mine = await loginDriver(app, await createDriverProfile(app));
    const another = await loginDriver(app, await createDriverProfile(app));
    const res = await asDriver(mine, 'POST', '/tickets', { category: 'app', text: 'The app froze.' });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await asDriver(mine, 'GET', `/tickets/${id}`)).statusCode).toBe(200);
    expect((await asDriver(another, 'GET', `/tickets/${id}`)).statusCode).toBe(404);
    expect((await asUser(passenger, 'GET', `/tickets/${id}`)).statusCode).toBe(404);
    expect((await asDriver(mine, 'GET', '/tickets')).json().data.map((t: { id: number }) => t.id)).toEqual([
      id,
    ]);
  });

  it('never shows staff’s internal notes to the customer, and audits every step', async () => {
    const ticket = await openTicket(passenger, { category: 'other', text: 'A question.' });
    expect(
      (await asStaff(agent, 'POST', `/tickets/${ticket.id}/notes`, { text: 'Check the ledger' })).statusCode,
    ).toBe(200);
    expect(
      (await asStaff(agent, 'POST', `/tickets/${ticket.id}/replies`, { text: 'Here is the answer.' }))
        .statusCode,
    ).toBe(200);
    const thread = (await asUser(passenger, 'GET', `/tickets/${ticket.id}`)).json().data;
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      'A question.',
      'Here is the answer.',
    ]);
    expect(thread.status).toBe('waiting');
    const staffView = (await asStaff(agent, 'GET', `/tickets/${ticket.id}`)).json();
    expect(staffView.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true, false]);
    const audited = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, String(ticket.id))))
      .orderBy(asc(auditLog.id));
    expect(audited.map((a) => a.action)).toEqual(['ticket.note', 'ticket.reply', 'ticket.read']);
  });

  it('lets the author rate the answer once, after it is resolved, with an outcome counted in the report', async () => {
    const ticket = await openTicket(passenger, { category: 'payment', text: 'No refund yet.' });
    const early = await asUser(passenger, 'POST', `/tickets/${ticket.id}/rating`, { rating: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('ticketNotResolvedYet');
    const resolved = await asStaff(agent, 'POST', `/tickets/${ticket.id}/resolve`, {
      outcome: 'refund_requested',
    });
    expect(resolved.json().data).toMatchObject({ status: 'resolved', outcome: 'refund_requested' });
    const rated = await asUser(passenger, 'POST', `/tickets/${ticket.id}/rating`, {
      rating: 4,
      comment: 'Quick',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toMatchObject({ rating: 4, rating_comment: 'Quick' });
    expect((await asUser(passenger, 'POST', `/tickets/${ticket.id}/rating`, { rating: 1 })).statusCode).toBe(
      409,
    );
    const reply = await asUser(passenger, 'POST', `/tickets/${ticket.id}/replies`, { text: 'more' });
    expect(reply.json().code).toBe('ticketAlreadyResolved');
    const report = (await asStaff(agent, 'GET', '/support-report')).json().data;
    expect(report.outcomes.refund_requested).toBe(1);
    expect(report.satisfaction).toContainEqual(
      expect.objectContaining({ category: 'payment', rated: 1, average: 4 }),
    );
  });

  it('opens an incident for a safety ticket on a trip', async () => {
    const { tripId } = await completedTrip(passenger);
    const ticket = await openTicket(passenger, {
      category: 'safety',
      trip_id: tripId,
      text: 'The driver drove recklessly.',
    });
    const rows = await app.database.db.select().from(incidents).where(eq(incidents.tripId, tripId));
    expect(rows).toMatchObject([{ kind: 'safety_ticket', raisedBy: 'passenger', state: 'open' }]);
    expect((await asStaff(agent, 'GET', `/tickets/${ticket.id}`)).json().incident_id).toBe(rows[0]!.id);
  });
});

describe('pictures', () => {
  const photo = (shade: number) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 60 } } })
      .png()
      .toBuffer();
  const upload = async (who: LoggedIn, id: number, shade: number) => {
    const { payload, headers } = multipartFile('image', {
      name: 'p.png',
      type: 'image/png',
      bytes: await photo(shade),
    });
    return app.inject({
      method: 'POST',
      url: `/api/v3/user/tickets/${id}/pictures`,
      payload,
      headers: { ...headers, ...who.headers },
    });
  };

  it('takes up to 3 on the author’s own ticket, re-encoded, and refuses a fourth and anyone else’s', async () => {
    const ticket = await openTicket(passenger, { category: 'other', text: 'See the pictures' });
    expect((await upload(other, ticket.id, 1)).statusCode).toBe(404);
    for (const shade of [10, 20, 30])
      expect((await upload(passenger, ticket.id, shade)).statusCode).toBe(200);
    const fourth = await upload(passenger, ticket.id, 40);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().code).toBe('ticketTooManyPictures');
    const pictures: string[] = (await asUser(passenger, 'GET', `/tickets/${ticket.id}`)).json().data.pictures;
    expect(pictures).toHaveLength(3);
    for (const url of pictures) expect(url).toMatch(/\.webp$/);
  });
});

describe('telling the customer of a staff reply', () => {
  it('texts and pushes in their language, until they switch the text off', async () => {
    const who = await loginAs(app);
    await subscribe(who.user.id);
    const ticket = await openTicket(who, { category: 'fare', text: 'Overcharged' }, 'bn');
    await asStaff(agent, 'POST', `/tickets/${ticket.id}/replies`, { text: 'আমরা দেখছি।' });
    const sms = await outboxOf('ticket_reply', who.user.id).then((rows) =>
      rows.filter((r) => r.channel === 'sms'),
    );
    expect(sms).toHaveLength(1);
    expect(smsText(sms[0]!).to).toBe(who.mobile);
    expect(smsText(sms[0]!).text).toContain('আমরা দেখছি।');
    expect(smsText(sms[0]!).text).toContain(`/profile/tickets/${ticket.id}`);
    expect((await outboxOf('ticket_reply', who.user.id)).filter((r) => r.channel === 'push')).toHaveLength(1);

    const off = await asUser(who, 'PUT', '/notification-preferences', {
      preferences: [{ kind: 'ticket_reply', channel: 'sms', enabled: false }],
    });
    expect(off.statusCode).toBe(200);
    await asStaff(agent, 'POST', `/tickets/${ticket.id}/replies`, { text: 'Second answer' });
    const after = await outboxOf('ticket_reply', who.user.id);
    expect(after.filter((r) => r.channel === 'sms')).toHaveLength(1);
    expect(after.filter((r) => r.channel === 'push')).toHaveLength(2);
  });

  it('asks the driver of a completed trip about a lost item, and shows neither number to the other', async () => {
    const who = await loginAs(app);
    const { tripId, driver } = await completedTrip(who);
    await subscribe(driver.user.id);
    const ticket = await openTicket(who, {
      category: 'lost_item',
      trip_id: tripId,
      text: 'Black umbrella on the back seat',
    });
    expect(await outboxOf('lost_item_query', driver.user.id)).toHaveLength(1);

    const drove = await loginDriver(app, driver);
    const list = await asDriver(drove, 'GET', '/lost-items');
    expect(list.json().data).toMatchObject([{ id: ticket.id, trip_id: tripId, lost_item_answer: null }]);
    expect(JSON.stringify(list.json())).not.toContain(who.mobile);
    const stranger = await loginDriver(app, await createDriverProfile(app));
    expect((await asDriver(stranger, 'GET', `/lost-items/${ticket.id}`)).statusCode).toBe(404);
    expect(
      (await asDriver(stranger, 'POST', `/lost-items/${ticket.id}/answer`, { answer: 'found' })).statusCode,
    ).toBe(404);

    const answered = await asDriver(drove, 'POST', `/lost-items/${ticket.id}/answer`, { answer: 'found' });
    expect(answered.statusCode).toBe(200);
    const thread = (await asUser(who, 'GET', `/tickets/${ticket.id}`)).json().data;
    expect(thread).toMatchObject({ lost_item_answer: 'found' });
    expect(thread.messages.at(-1)).toMatchObject({ author: 'driver' });
    expect(JSON.stringify(thread)).not.toContain(driver.user.mobile);
    const told = (await outboxOf('ticket_reply', who.user.id)).filter((r) => r.channel === 'sms');
    expect(told).toHaveLength(1);
    expect(smsText(told[0]!).text).not.toContain(driver.user.mobile);
  });

  it('refuses a lost item on a trip that is not completed', async () => {
    const trip = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const res = await asUser(passenger, 'POST', '/tickets', {
      category: 'lost_item',
      trip_id: trip.id,
      text: 'Bag',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('lostItemNotCompleted');
  });
});

describe('the inbox’s timers', () => {
  const queue = async () => {
    const filter = encodeURIComponent(JSON.stringify({ category: 'behaviour', unresolved: true }));
    const res = await asStaff(agent, 'GET', `/tickets?filter=${filter}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; breached: boolean }[];
  };

  it('puts breached tickets first, then the nearest deadline', async () => {
    const first = await openTicket(passenger, { category: 'behaviour', text: 'Rude driver' });
    clock.advance({ minutes: 10 });
    const second = await openTicket(passenger, { category: 'behaviour', text: 'Smoking in the car' });
    clock.advance({ minutes: 10 });
    const third = await openTicket(passenger, { category: 'behaviour', text: 'Loud music' });
    expect((await queue()).map((t) => [t.id, t.breached])).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, false],
    ]);

    // 65 minutes after the first: its first response (60 minutes) is late.
    clock.advance({ minutes: 45 });
    expect((await queue()).map((t) => [t.id, t.breached])).toEqual([
      [first.id, true],
      [second.id, false],
      [third.id, false],
    ]);
    // The second answered: its next deadline is the resolution's, two days away.
    await asStaff(agent, 'POST', `/tickets/${second.id}/replies`, { text: 'Sorry, we will talk to him.' });
    expect((await queue()).map((t) => t.id)).toEqual([first.id, third.id, second.id]);

    clock.advance({ minutes: 20 });
    expect((await queue()).map((t) => [t.id, t.breached])).toEqual([
      [first.id, true],
      [third.id, true],
      [second.id, false],
    ]);
    // Past the resolution's 48 hours the answered one breaches too.
    clock.advance({ ms: 48 * HOUR - 70 * MINUTE });
    // A console session lasts 12 hours: the agent signs in again.
    agent = await sc.session('support');
    expect((await queue()).map((t) => t.breached)).toEqual([true, true, true]);
  });
});

describe('a ticket opened logged out', () => {
  let turnstile: Awaited<ReturnType<typeof startFakeTurnstile>>;
  let guarded: FastifyInstance;

  beforeAll(async () => {
    turnstile = await startFakeTurnstile();
    guarded = await buildTestApp(
      {
        OUTBOX_INTERVAL_SEC: '0',
        LEAD_IP_LIMIT: '4',
        HUMAN_CHECK: 'turnstile',
        TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
        TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
      },
      { clock, database },
    );
    await guarded.ready();
    agent = await sc.session('support');
  });
  afterAll(async () => {
    await guarded.close();
    await turnstile.close();
  });

  let ipSeq = 0;
  const post = (body: object, ip = `198.51.100.${++ipSeq}`) =>
    guarded.inject({ method: 'POST', url: '/api/v3/tickets', payload: body, remoteAddress: ip });
  const form = (mobile: string, token?: string) => ({
    mobile,
    category: 'payment',
    text: 'My refund has not come.',
    ...(token !== undefined && { recaptcha_token: token }),
  });

  it('needs the human check', async () => {
    const mobile = uniqueMobile();
    const none = await post(form(mobile));
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('humanCheckFailed');
    expect((await post(form(mobile, 'made-up'))).statusCode).toBe(400);
    const ok = await post(form(mobile, turnstile.solve('lead')));
    expect(ok.statusCode).toBe(201);
    const staffView = (await asStaff(agent, 'GET', `/tickets/${ok.json().data.id}`)).json();
    expect(staffView).toMatchObject({ author_mobile: mobile, author_user_id: null, status: 'new' });
  });

  it('is limited per number, from any address', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 3; i++)
      expect((await post(form(mobile, turnstile.solve('lead')))).statusCode).toBe(201);
    const fourth = await post(form(mobile, turnstile.solve('lead')));
    expect(fourth.statusCode).toBe(429);
    // Counted per clock hour: the rest of this hour.
    expect(fourth.headers['retry-after']).toBe(String(3600 - ((clock.now().getTime() / 1000) % 3600)));
    expect((await post(form(uniqueMobile(), turnstile.solve('lead')))).statusCode).toBe(201);
  });

  it('is limited per address, whatever the number', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 4; i++) {
      expect((await post(form(uniqueMobile(), turnstile.solve('lead')), ip)).statusCode).toBe(201);
    }
    const fifth = await post(form(uniqueMobile(), turnstile.solve('lead')), ip);
    expect(fifth.statusCode).toBe(429);
    expect((await post(form(uniqueMobile(), turnstile.solve('lead')))).statusCode).toBe(201);
  });
});
