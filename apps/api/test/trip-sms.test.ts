import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notificationPreferences, notifications, trips, users } from '../src/db/schema/index';
import { resolveCancelRequest, tripSmsSettingsOf } from '../src/modules/booking';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { checkSurveyToken, SURVEY_LINK_DAYS, surveyToken } from '../src/modules/booking/trips/survey-link';
import { deliverDueNotifications } from '../src/modules/notifications';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import {
  createDriverProfile,
  loginDriver,
  newIdempotencyKey,
  postAccept,
  type TestDriver,
} from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { raceKind } from './helpers/database';
import { createTrip, tripCodeOf, tripTestEnv } from './helpers/trips';

// The SMS each trip event owes, enqueued in the event's transaction, exactly once, in
// the recipient's language, non-essential kinds off by preference.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;

const SURVEY_LINK_SECRET = 'survey-link-secret-of-the-trip-sms-tests';
/** Every line the API logged, as written. */
const logLines: string[] = [];

let app: FastifyInstance;
let passenger: LoggedIn;
beforeAll(async () => {
  app = await buildTestApp(
    { ...tripTestEnv, OUTBOX_INTERVAL_SEC: '0', BRAND_NAME: 'Shohoz Gari', SURVEY_LINK_SECRET },
    { clock, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  );
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(() => app.close());

const smsOfTrip = (tripId: number) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), eq(notifications.channel, 'sms')))
    .orderBy(notifications.id);

const setLang = (userId: number, lang: 'en' | 'bn') =>
  app.database.db.update(users).set({ lang }).where(eq(users.id, userId));

/** A requested trip with one bid from a new driver, ready to accept. */
async function tripWithBid(driverFare = 3000) {
  const trip = await createTrip(app.database.db, {
    passengerId: passenger.user.id,
    pickupAt: new Date(clock.now().getTime() + 48 * HOUR),
    now: clock.now(),
  });
  const driver = await createDriverProfile(app, { name: 'Rahim Uddin' });
  const { bid } = await placeBid(app, {
    driverId: driver.driver.id,
    tripId: trip.id,
    driverFare,
    now: clock.now(),
  });
  return { trip, driver, bid };
}

async function bookedTrip() {
  const { trip, driver, bid } = await tripWithBid();
  expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id })).statusCode).toBe(200);
  return { trip, driver };
}

const text = (row: { message: unknown }) => (row.message as { to: string; text: string }).text;
const to = (row: { message: unknown }) => (row.message as { to: string; text: string }).to;

describe('booked', () => {
  it('texts the passenger the driver, phone, car and fare, and the driver the pickup, time and passenger’s phone, each in their language', async () => {
    await setLang(passenger.user.id, 'bn');
    const { trip, driver, bid } = await tripWithBid();
    await setLang(driver.user.id, 'en');
    const key = newIdempotencyKey();
    expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id }, key)).statusCode).toBe(
      200,
    );
    // A retried request replays the answer and enqueues nothing more.
    expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id }, key)).statusCode).toBe(
      200,
    );

    const rows = await smsOfTrip(trip.id);
    expect(rows.map((r) => [r.kind, r.userId])).toEqual([
      ['booked', passenger.user.id],
      ['booked', driver.user.id],
    ]);
    const [toPassenger, toDriver] = rows;
    expect(to(toPassenger!)).toBe(passenger.mobile);
    expect(text(toPassenger!)).toBe(
      `Shohoz Gari: আপনার ট্রিপ #${toBengali(trip.id)} বুক হয়েছে। চালক Rahim Uddin, ${driver.user.mobile}। গাড়ি: Toyota Allion 2015 (${driver.driver.plateNumber})। ভাড়া: ৳৩,১৪০।`,
    );
    expect(to(toDriver!)).toBe(driver.user.mobile);
    expect(text(toDriver!)).toBe(
      `Shohoz Gari: trip #${trip.id} is yours. Pickup: ${trip.pickupAddress}, 12 Mar, 10:00. Passenger: ${passenger.mobile}.`,
    );
    expect(toDriver!.expiresAt!.getTime()).toBe(trip.pickupAt.getTime());
    await setLang(passenger.user.id, 'en');
  });

  it('is sent even when the passenger switched booking SMS off: it is essential', async () => {
    await app.database.db
      .insert(notificationPreferences)
      .values({ userId: passenger.user.id, kind: 'booked', channel: 'sms', enabled: false });
    const { trip } = await bookedTrip();
    expect((await smsOfTrip(trip.id)).map((r) => r.kind)).toEqual(['booked', 'booked']);
    await app.database.db
      .delete(notificationPreferences)
      .where(eq(notificationPreferences.userId, passenger.user.id));
  });

  it(`enqueues one pair when two bids are accepted at once (${raceKind})`, async () => {
    const { trip, driver, bid } = await tripWithBid();
    const second = await createDriverProfile(app);
    const { bid: bid2 } = await placeBid(app, {
      driverId: second.driver.id,
      tripId: trip.id,
      driverFare: 3100,
      now: clock.now(),
    });
    const answers = await Promise.all([
      postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id }),
      postAccept(app, passenger, { trip_id: trip.id, bid_id: bid2.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    // Either racer may win; whichever did is the trip's driver and the one texted, the other is not.
    const won = answers[0]!.statusCode === 200 ? driver : second;
    const [booked] = await app.database.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(booked!.driverId).toBe(won.driver.id);
    const rows = await smsOfTrip(trip.id);
    expect(rows.map((r) => [r.kind, r.userId])).toEqual([
      ['booked', passenger.user.id],
      ['booked', won.user.id],
    ]);
    expect(to(rows[1]!)).toBe(won.user.mobile);
  });
});

describe('driver arrived', () => {
  let driverLogin: LoggedIn;
  let driver: TestDriver;
  const arrive = (tripId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/driver/trips/${tripId}/arrived`,
      headers: driverLogin.headers,
    });

  it('texts the passenger once, however often the driver presses', async () => {
    const booked = await bookedTrip();
    driver = booked.driver;
    driverLogin = await loginDriver(app, driver);
    expect((await arrive(booked.trip.id)).statusCode).toBe(200);
    expect((await arrive(booked.trip.id)).statusCode).toBe(400);
    const rows = (await smsOfTrip(booked.trip.id)).filter((r) => r.kind === 'driver_arrived');
    expect(rows).toHaveLength(1);
    expect(text(rows[0]!)).toBe(
      `Shohoz Gari: your driver Rahim Uddin has arrived at the pickup (Toyota Allion 2015, ${driver.driver.plateNumber}).`,
    );
    expect(rows[0]!.userId).toBe(passenger.user.id);
  });

  it('is not sent to a passenger who switched it off', async () => {
    await app.database.db
      .insert(notificationPreferences)
      .values({ userId: passenger.user.id, kind: 'driver_arrived', channel: 'sms', enabled: false });
    const booked = await bookedTrip();
    driverLogin = await loginDriver(app, booked.driver);
    expect((await arrive(booked.trip.id)).statusCode).toBe(200);
    expect((await smsOfTrip(booked.trip.id)).map((r) => r.kind)).toEqual(['booked', 'booked']);
    await app.database.db
      .delete(notificationPreferences)
      .where(eq(notificationPreferences.userId, passenger.user.id));
  });
});

describe('GET and PUT /notification-preferences', () => {
  it('switches an optional kind off per channel, and refuses to switch the booking off', async () => {
    const url = '/api/v3/user/notification-preferences';
    const put = (preferences: object[]) =>
      app.inject({ method: 'PUT', url, headers: passenger.headers, payload: { preferences } });
    const saved = await put([{ kind: 'driver_arrived', channel: 'sms', enabled: false }]);
    expect(saved.statusCode).toBe(200);
    const list = (await app.inject({ url, headers: passenger.headers })).json().data;
    expect(list).toContainEqual({ kind: 'driver_arrived', channel: 'sms', enabled: false });
    expect(list).toContainEqual({ kind: 'driver_arrived', channel: 'push', enabled: true });
    expect(list.map((p: { kind: string }) => p.kind)).not.toContain('booked');
    expect((await put([{ kind: 'booked', channel: 'sms', enabled: false }])).statusCode).toBe(422);
    expect((await put([{ kind: 'driver_arrived', channel: 'sms', enabled: true }])).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});

describe('cancel request decided', () => {
  it('texts the passenger the answer once; a later request gets its own answer', async () => {
    const { trip } = await bookedTrip();
    const settings = tripSmsSettingsOf(app.config);
    const ask = async (at: Date) => {
      await app.database.db
        .update(trips)
        .set({ status: 'cancel_requested', updatedAt: at })
        .where(eq(trips.id, trip.id));
    };
    const decide = (decision: 'approve' | 'decline') =>
      resolveCancelRequest(
        app.database.db,
        { tripId: trip.id, decision, note: null, now: clock.now(), sms: settings },
        async () => {},
      );

    await ask(new Date(clock.now().getTime() - 60_000));
    await decide('decline');
    await expect(decide('approve')).rejects.toMatchObject({ statusCode: 409 });
    await ask(clock.now());
    await decide('approve');
    const rows = (await smsOfTrip(trip.id)).filter((r) => r.kind === 'cancel_decided');
    expect(rows.map(text)).toEqual([
      `Shohoz Gari: your request to cancel trip #${trip.id} was declined. The trip stays booked.`,
      `Shohoz Gari: your request to cancel trip #${trip.id} was approved. The trip is cancelled.`,
    ]);
  });
});

describe('trip completed', () => {
  /** A booked trip, checked in and out now: its completion SMS is enqueued. */
  async function completedTrip() {
    const { trip } = await bookedTrip();
    const tripCode = await tripCodeOf(app.database.db, trip.id);
    const checkInOut = (action: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/user/check-in-out',
        headers: passenger.headers,
        payload: { trip_id: trip.id, action, trip_code: tripCode },
      });
    expect((await checkInOut('check_in')).statusCode).toBe(200);
    expect((await checkInOut('check_out')).statusCode).toBe(200);
    expect((await checkInOut('check_out')).statusCode).toBe(400);
    const rows = (await smsOfTrip(trip.id)).filter((r) => r.kind === 'trip_completed');
    expect(rows).toHaveLength(1);
    return { trip, link: new URL(/(http\S+)$/.exec(text(rows[0]!))?.[1] ?? '') };
  }

  const survey = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/survey-submit',
      headers,
      payload: { rating: 5, answers: { easy: true }, ...payload },
    });

  it('texts the passenger a link to the survey for that trip, signed with the survey links’ own key', async () => {
    const { trip, link } = await completedTrip();
    expect(link.origin + link.pathname).toBe('http://localhost:3000/survey');
    expect(link.searchParams.get('trip')).toBe(String(trip.id));
    const token = link.searchParams.get('t') ?? '';
    // The expiry is written in the token: 30 days from the check-out, to the second.
    const expiry = clock.now().getTime() / 1000 + SURVEY_LINK_DAYS * 86_400;
    expect(token).toMatch(new RegExp(`^${expiry.toString(36)}_[A-Za-z0-9_-]{22}$`));
    expect(checkSurveyToken(SURVEY_LINK_SECRET, trip.id, token, clock.now())).toBe('valid');
    expect(checkSurveyToken(SURVEY_LINK_SECRET, trip.id + 1, token, clock.now())).toBe('invalid');
    expect(checkSurveyToken(app.config.jwtSecret, trip.id, token, clock.now())).toBe('invalid');

    // The link's holder answers without logging in, once; a second answer, a made-up link, or one
    // signed with the access tokens' key, is refused.
    const withJwtKey = surveyToken(app.config.jwtSecret, trip.id, clock.now());
    expect((await survey({ trip_id: trip.id, survey_token: withJwtKey })).json()).toEqual({
      message: 'Trip not found.',
      code: 'tripNotFound',
    });
    expect((await survey({ trip_id: trip.id, survey_token: 'x'.repeat(22) })).statusCode).toBe(404);
    const first = await survey({ trip_id: trip.id, survey_token: token });
    expect(first.statusCode).toBe(201);
    const again = await survey({ trip_id: trip.id, survey_token: token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This trip’s survey has already been answered. Thank you!',
      code: 'surveyAlreadyAnswered',
    });
    expect((await survey({ trip_id: trip.id }, passenger.headers)).statusCode).toBe(409);
    const stored = await app.database.db.select().from(leads).where(eq(leads.tripId, trip.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).not.toHaveProperty('survey_token');
  });

  it('writes the link’s token to no log: the SMS log line and request lines show it redacted', async () => {
    logLines.length = 0;
    const { link } = await completedTrip();
    const token = link.searchParams.get('t')!;
    const deps = { db: app.database.db, channels: app.notificationChannels, log: app.log };
    while ((await deliverDueNotifications(deps, clock.now())).sent > 0) {
      // A round sends one batch; the next takes the rest.
    }
    // A client that sends the link to the API: the request is logged without the token.
    expect((await app.inject(`${link.pathname}${link.search}`)).statusCode).toBe(404);

    const logged = logLines.map(
      (line) => JSON.parse(line) as { msg: string; sms?: string; req?: { url: string } },
    );
    const redacted = `/survey?trip=${link.searchParams.get('trip')}&t=[redacted]`;
    const smsLines = logged.filter((l) => l.msg === 'SMS (console outbox)').map((l) => l.sms);
    expect(smsLines.filter((sms) => sms?.includes(redacted))).toEqual([
      `Shohoz Gari: thank you for riding with us. Tell us how it went: http://localhost:3000${redacted}`,
    ]);
    expect(logged.filter((l) => l.req?.url.startsWith('/survey')).map((l) => l.req!.url)).toEqual([redacted]);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    // The dev outbox keeps the text whole: the demo's rider can still follow the link.
    const outbox = await app.inject(`/api/v3/dev/sms-outbox?mobile=${passenger.mobile}`);
    expect(outbox.body).toContain(token);
  });

  it('lasts 30 days: after them the link is refused with its own message, and the rider answers logged in', async () => {
    const early = await completedTrip();
    const late = await completedTrip();
    const tokenOf = (link: URL) => link.searchParams.get('t') ?? '';
    clock.advance({ days: SURVEY_LINK_DAYS, seconds: -1 });
    expect((await survey({ trip_id: early.trip.id, survey_token: tokenOf(early.link) })).statusCode).toBe(
      201,
    );
    clock.advance({ seconds: 1 });
    const expired = await survey({ trip_id: late.trip.id, survey_token: tokenOf(late.link) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'This survey link has expired. Log in to answer from My Trip.',
      code: 'surveyLinkExpired',
    });
    const rider = await loginAs(app, { mobile: passenger.mobile });
    const answered = await survey({ trip_id: late.trip.id, survey_token: tokenOf(late.link) }, rider.headers);
    expect(answered.statusCode).toBe(201);
  });
});

function toBengali(n: number) {
  return String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
}
