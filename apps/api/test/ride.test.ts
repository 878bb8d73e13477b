import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import type { TripEvent } from '../src/modules/booking/trips/trip-events';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import {
  createDriverProfile,
  getBidList,
  loginDriver,
  postAccept,
  postBid,
  readBidsOfTrip,
  readDriver,
  type TestDriver,
} from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { watchTripEvents } from './helpers/trip-events';
import { oneWayBody, tripCodeOf, tripTestEnv } from './helpers/trips';

// The whole ride, as the web and a driver's app drive it over HTTP: request → bids → accept with a
// promo → arrival → check in → check out → review.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
const MINUTE = 60_000;

let app: FastifyInstance;
let passenger: LoggedIn;
let karim: TestDriver;
let rafiq: TestDriver;
let noahDriver: TestDriver;
let karimLogin: LoggedIn;
let rafiqLogin: LoggedIn;
let noahLogin: LoggedIn;
const published: TripEvent[] = [];

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  watchTripEvents(app, (event) => published.push(event));
  passenger = await loginAs(app);
  await app.database.db
    .update(users)
    .set({ fullName: 'Rahim Uddin Khan' })
    .where(eq(users.id, passenger.user.id));
  karim = await createDriverProfile(app, { name: 'Abdul Karim', ratingSum: 45, ratingCount: 10 });
  rafiq = await createDriverProfile(app, { name: 'Rafiqul Islam' });
  noahDriver = await createDriverProfile(app, { name: 'Nurul Amin', carType: 'noah' });
  karimLogin = await loginDriver(app, karim);
  rafiqLogin = await loginDriver(app, rafiq);
  noahLogin = await loginDriver(app, noahDriver);
});
afterAll(async () => {
  await app.close();
});

const asPassenger = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v3/user${url}`, headers: passenger.headers, payload });
const asDriver = (who: LoggedIn, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api/v3/driver${url}`, headers: who.headers });
const eventsSince = (from: number) =>
  published.slice(from).map((e) => `${e.type} ${e.trip_id} ${e.bid_id ?? ''}`.trim());

describe('a trip from request to review', () => {
  let tripId: number;
  let karimBidId: number;
  let rafiqBidId: number;

  it('is open to drivers of its car type, who bid a fare or take the passenger offer', async () => {
    // Picking up in three hours, so the whole ride fits in the tokens' day.
    const pickup_at = new Date(clock.now().getTime() + 180 * MINUTE).toISOString();
    const created = await asPassenger(
      'POST',
      '/trips',
      oneWayBody(clock.now(), { bid_amount: 6500, pickup_at }),
    );
    expect(created.statusCode).toBe(201);
    tripId = created.json().data.trip.id;

    const open = (await asDriver(karimLogin, 'GET', '/open-trips')).json().data;
    expect(open.items.map((t: { id: number }) => t.id)).toContain(tripId);
    expect(open.items.find((t: { id: number }) => t.id === tripId)).toMatchObject({
      bid_amount: 6500,
      my_bid: null,
    });
    expect(open.items[0]).not.toHaveProperty('passenger');
    const noahOpen = (await asDriver(noahLogin, 'GET', '/open-trips')).json().data;
    expect(noahOpen.items.map((t: { id: number }) => t.id)).not.toContain(tripId);

    const from = published.length;
    const karimBid = await postBid(app, karimLogin, { trip_id: tripId, driver_fare: 7000 });
    expect(karimBid.statusCode).toBe(201);
    expect(karimBid.json()).toMatchObject({
      message: 'Your bid has been sent to the passenger.',
      code: 'bidPlaced',
      data: {
        bid: {
          trip_id: tripId,
          driver_id: karim.driver.id,
          driver_fare: 7000,
          bid_amount: null,
          fare: 7000,
          status: 'active',
          expires_at: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
        },
        replaced_bid_id: null,
      },
    });
    karimBidId = karimBid.json().data.bid.id;
    clock.advance({ minutes: 1 });
    const rafiqBid = await postBid(app, rafiqLogin, { trip_id: tripId, accept_offer: true });
    expect(rafiqBid.statusCode).toBe(201);
    expect(rafiqBid.json().data.bid).toMatchObject({ driver_fare: 6500, bid_amount: 6500, fare: 6500 });
    rafiqBidId = rafiqBid.json().data.bid.id;
    expect(eventsSince(from)).toEqual([
      `bid.created ${tripId} ${karimBidId}`,
      `bid.created ${tripId} ${rafiqBidId}`,
    ]);
    const mine = (await asDriver(karimLogin, 'GET', '/open-trips')).json().data.items;
    expect(mine.find((t: { id: number }) => t.id === tripId).my_bid).toMatchObject({ id: karimBidId });
  });

  it('lists the bids for the passenger cheapest first, with fees and without plate or phone', async () => {
    const res = await getBidList(app, passenger, tripId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ trip_id: tripId, status: 'requested', bid_amount: 6500 });
    expect(data.bids).toEqual([
      {
        id: rafiqBidId,
        driver_fare: 6500,
        bid_amount: 6500,
        fare: 6500,
        insurance_fee: 50,
        platform_fee: 195,
        total: 6745,
        expires_at: expect.any(String),
        created_at: clock.now().toISOString(),
        driver: {
          id: rafiq.driver.id,
          name: 'Rafiqul Islam',
          photo: '/images/drivers/demo-01.svg',
          rating: null,
          rating_count: 0,
          completed_trips: 0,
          car_type: 'sedan',
          car_model: 'Toyota Allion 2015',
        },
        // A driver with no booked trips yet: nothing to count, no share to judge.
        reliability: {
          booked: 0,
          cancellations: 0,
          completed_percent: null,
          no_shows: 0,
          on_time_percent: null,
        },
      },
      expect.objectContaining({
        id: karimBidId,
        bid_amount: null,
        fare: 7000,
        platform_fee: 210,
        total: 7260,
        driver: expect.objectContaining({ name: 'Abdul Karim', rating: 4.5, rating_count: 10 }),
      }),
    ]);
  });

  it('confirms the trip on accept with the promo applied, the fare stored and the driver revealed', async () => {
    const promos = (await asPassenger('GET', '/promos')).json().data;
    expect(promos.map((p: { code: string }) => p.code)).toContain('TAKE10');

    const from = published.length;
    const res = await postAccept(app, passenger, {
      trip_id: tripId,
      bid_id: rafiqBidId,
      promo_code: 'take10',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Bid accepted. Your trip is confirmed.');
    // TAKE10 is rule 6: 10 % of fare + fees (6500 + 50 + 195) is 675, capped at 250.
    expect(body.data.trip).toMatchObject({
      id: tripId,
      status: 'confirmed',
      confirmed_at: clock.now().toISOString(),
      fare: {
        fare: 6500,
        insurance_fee: 50,
        platform_fee: 195,
        amount: 6250,
        discount_amount: 6500,
        discount: 250,
        total: 6495,
        promo_code: 'TAKE10',
      },
      driver: {
        id: rafiq.driver.id,
        name: 'Rafiqul Islam',
        mobile: rafiq.user.mobile,
        plate_number: rafiq.driver.plateNumber,
        car_model: 'Toyota Allion 2015',
      },
      is_reviewed: false,
    });
    expect(body.data.cancel).toEqual({
      option: 'cancel',
      until: new Date(new Date(body.data.trip.pickup_at).getTime() - 120 * MINUTE).toISOString(),
    });
    expect(body.data.timeline.at(-1)).toMatchObject({ from_status: 'requested', to_status: 'confirmed' });

    const rows = await readBidsOfTrip(app.database.db, tripId);
    expect(rows.map((b) => [b.id, b.status])).toEqual([
      [karimBidId, 'rejected'],
      [rafiqBidId, 'accepted'],
    ]);
    expect(eventsSince(from).sort()).toEqual(
      [
        `trip.updated ${tripId}`,
        `bid.updated ${tripId} ${rafiqBidId}`,
        `bid.updated ${tripId} ${karimBidId}`,
      ].sort(),
    );
    const detail = (await asPassenger('GET', `/trips/${tripId}`)).json().data;
    expect(detail).toEqual(body.data);
    expect((await getBidList(app, passenger, tripId)).json().data).toMatchObject({
      status: 'confirmed',
      bids: [],
    });
  });

  it("shows each driver their bid's outcome, and the passenger only to the booked driver", async () => {
    const karimTrips = (await asDriver(karimLogin, 'GET', '/trips')).json().data.items;
    expect(karimTrips).toEqual([
      expect.objectContaining({
        bid: expect.objectContaining({ id: karimBidId, status: 'rejected' }),
        trip: expect.objectContaining({ id: tripId, status: 'confirmed', passenger: null, fare: null }),
      }),
    ]);
    const booked = (await asDriver(rafiqLogin, 'GET', '/trips?status=accepted')).json().data;
    expect(booked.total).toBe(1);
    expect(booked.items[0].trip).toMatchObject({
      id: tripId,
      passenger: { name: 'Rahim Uddin Khan', mobile: passenger.mobile },
      fare: 6500,
    });
  });

  it('lets the booked driver mark arrival once, in the timeline', async () => {
    clock.advance({ minutes: 150 });
    expect((await asDriver(karimLogin, 'POST', `/trips/${tripId}/arrived`)).statusCode).toBe(404);
    const arrived = await asDriver(rafiqLogin, 'POST', `/trips/${tripId}/arrived`);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().data.trip).toMatchObject({
      arrived_at: clock.now().toISOString(),
      status: 'confirmed',
    });
    const again = await asDriver(rafiqLogin, 'POST', `/trips/${tripId}/arrived`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'You have already marked this trip as arrived.',
      code: 'arrivalAlreadyMarked',
    });
    const detail = (await asPassenger('GET', `/trips/${tripId}`)).json().data;
    expect(detail.trip.arrived_at).toBe(clock.now().toISOString());
    expect(detail.timeline.at(-1)).toEqual({
      from_status: 'confirmed',
      to_status: 'confirmed',
      at: clock.now().toISOString(),
      actor: 'driver',
      note: null,
    });
  });

  it('checks in and out in order only, and counts the completed trip for the driver', async () => {
    const checkOutEarly = await asPassenger('POST', '/check-in-out', {
      trip_id: tripId,
      action: 'check_out',
    });
    expect(checkOutEarly.statusCode).toBe(400);
    expect(checkOutEarly.json()).toEqual({
      message: 'Only a started trip can be checked out.',
      code: 'checkOutNotAllowed',
    });
    const reviewEarly = await asPassenger('POST', `/trips/${tripId}/review`, { rating: 5 });
    expect(reviewEarly.statusCode).toBe(400);
    expect(reviewEarly.json().code).toBe('reviewNotAllowed');

    clock.advance({ minutes: 25 });
    // The code the driver's app shows, typed by the passenger (docs/decisions/0019).
    const checkIn = await asPassenger('POST', '/check-in-out', {
      trip_id: tripId,
      action: 'check_in',
      trip_code: await tripCodeOf(app.database.db, tripId),
    });
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json()).toMatchObject({
      code: 'checkedIn',
      data: { trip: { status: 'started', started_at: clock.now().toISOString() } },
    });
    const ongoing = (await asPassenger('GET', '/ongoing-trips')).json().data;
    expect(ongoing.map((t: { id: number; status: string }) => [t.id, t.status])).toEqual([
      [tripId, 'started'],
    ]);
    const twice = await asPassenger('POST', '/check-in-out', { trip_id: tripId, action: 'check_in' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: 'Only a confirmed trip can be checked in.',
      code: 'checkInNotAllowed',
    });

    clock.advance({ hours: 6 });
    const checkOut = await asPassenger('POST', '/check-in-out', { trip_id: tripId, action: 'check_out' });
    expect(checkOut.statusCode).toBe(200);
    expect(checkOut.json().data.trip).toMatchObject({
      status: 'completed',
      completed_at: clock.now().toISOString(),
    });
    expect((await readDriver(app.database.db, rafiq.driver.id)).completedTrips).toBe(1);
    expect(
      (await asPassenger('POST', '/check-in-out', { trip_id: tripId, action: 'check_out' })).statusCode,
    ).toBe(400);
    expect((await readDriver(app.database.db, rafiq.driver.id)).completedTrips).toBe(1);
  });

  it("takes one review, which moves the driver's rating and shows on the driver's reviews", async () => {
    const res = await asPassenger('POST', `/trips/${tripId}/review`, {
      rating: 4,
      comment: 'Safe and on time',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Thank you for your review.',
      data: {
        review: { trip_id: tripId, rating: 4, comment: 'Safe and on time' },
        driver: { id: rafiq.driver.id, rating: 4, rating_count: 1, completed_trips: 1 },
      },
    });
    const again = await asPassenger('POST', `/trips/${tripId}/review`, { rating: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'You have already reviewed this trip.', code: 'reviewExists' });
    expect(await readDriver(app.database.db, rafiq.driver.id)).toMatchObject({
      ratingSum: 4,
      ratingCount: 1,
    });

    const detail = (await asPassenger('GET', `/trips/${tripId}`)).json().data.trip;
    expect(detail).toMatchObject({ is_reviewed: true, review: { rating: 4, comment: 'Safe and on time' } });
    const reviews = (await asPassenger('POST', '/get-driver-review', { driver_id: rafiq.driver.id })).json()
      .data;
    expect(reviews).toEqual({
      driver: expect.objectContaining({ id: rafiq.driver.id, name: 'Rafiqul Islam' }),
      rating: { average: 4, count: 1 },
      reviews: [
        {
          rating: 4,
          comment: 'Safe and on time',
          created_at: clock.now().toISOString(),
          passenger_name: 'Rahim K.',
        },
      ],
    });
  });
});
