import { isRealtimeEvent, type RealtimeEvent, realtimeCloseCodes, realtimeLimits } from '@pothik/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../src/modules/auth/access-token';
import { publishTripEvents } from '../src/modules/booking/trips/trip-events';
import { runExpiryRound } from '../src/modules/scheduler/expiry-job';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { eventsDelivered, loginDriver } from './helpers/realtime';
import { eventFor, ofType, pause, RealtimeClient } from './helpers/realtime-client';
import { oneWayBody, tripTestEnv } from './helpers/trips';

const clock = createTestClock('2026-03-10T04:00:00.000Z');
let app: FastifyInstance;
let baseUrl: string;
let alice: LoggedIn;
let bob: LoggedIn;
let driver: LoggedIn;
let noahDriver: LoggedIn;
let reasonId: number;
const clients: RealtimeClient[] = [];
const dialect = new PgDialect();

beforeAll(async () => {
  // Short heartbeat and auth timeout so dead sockets and silent clients are judged within the test.
  app = await buildTestApp(
    { ...tripTestEnv, REALTIME_HEARTBEAT_SEC: '1', REALTIME_AUTH_TIMEOUT_SEC: '2' },
    { clock },
  );
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  alice = await loginAs(app);
  bob = await loginAs(app);
  driver = await loginDriver(app, 'sedan');
  noahDriver = await loginDriver(app, 'noah');
  const reasons = await fetch(`${baseUrl}/api/v3/user/cancelled-reasons`, { headers: alice.headers });
  reasonId = ((await reasons.json()) as { data: { id: number }[] }).data[0]!.id;
});
afterEach(() => {
  for (const client of clients.splice(0)) {
    expect(client.unreadable).toEqual([]);
    client.close();
  }
});
afterAll(async () => {
  await app.close();
});

async function open(options?: { autoPong?: boolean }) {
  const client = await RealtimeClient.open(baseUrl, options);
  clients.push(client);
  return client;
}
async function connect(who: LoggedIn) {
  const client = await open();
  await client.auth(who.access_token);
  return client;
}

/** The committing requests go over real HTTP, as the web sends them. */
async function call(method: 'POST' | 'DELETE', path: string, who: LoggedIn, body?: object) {
  const res = await fetch(`${baseUrl}/api/v3${path}`, {
    method,
    headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, { id: number }> } };
}
const post = (path: string, who: LoggedIn, body: object) => call('POST', `/user${path}`, who, body);
async function placeBid(who: LoggedIn, tripId: number) {
  const res = await call('POST', '/driver/bids', who, { trip_id: tripId, driver_fare: 6800 });
  expect(res.status).toBe(201);
  return res.body.data.bid!.id;
}
async function requestTrip(who: LoggedIn, overrides: Record<string, unknown> = {}) {
  const res = await post('/trips', who, oneWayBody(clock.now(), overrides));
  expect(res.status).toBe(201);
  return res.body.data.trip!.id;
}
/** The bid events a socket received (of one type when given). */
function bidEventsOf(client: RealtimeClient, type?: 'bid.created' | 'bid.updated' | 'bid.withdrawn') {
  return client.received.filter(
    (m): m is RealtimeEvent => isRealtimeEvent(m) && m.type.startsWith('bid.') && (!type || m.type === type),
  );
}
async function cancelTrip(who: LoggedIn, tripId: number) {
  expect((await post('/trips/cancelled', who, { trip_id: tripId, reason_id: reasonId })).status).toBe(200);
}

describe('authentication', () => {
  it('closes a socket whose first message is not auth (4401)', async () => {
    const client = await open();
    client.send({ type: 'subscribe', trip_id: 1 });
    expect(await client.closed).toEqual({
      code: realtimeCloseCodes.unauthorized,
      reason: 'The first message must be auth',
    });
  });

  it.each([
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['garbage', 'not-a-token'],
  ])('closes a socket that authenticates with %s (4401)', async (_what, token) => {
    const client = await open();
    client.send({ type: 'auth', access_token: token });
    expect(await client.closed).toEqual({
      code: realtimeCloseCodes.unauthorized,
      reason: 'The access token is not valid or has expired',
    });
    expect(client.received).toEqual([]);
  });

  it('closes a socket that says nothing within the auth timeout (4408), and not a moment before', async () => {
    // The server's auth timers on fake timers (nothing else faked): two sockets open at the same
    // moment, the clock moved by hand to a millisecond short of REALTIME_AUTH_TIMEOUT_SEC, then past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const [silent, late] = [await open(), await open()];
      await vi.advanceTimersByTimeAsync(2000 - 1);
      expect((await late.auth(alice.access_token)).type).toBe('ready');
      await vi.advanceTimersByTimeAsync(1);
      expect(await silent.closed).toEqual({
        code: realtimeCloseCodes.authTimeout,
        reason: 'No auth message in time',
      });
      expect(late.isOpen).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers auth with ready: the account and when the token expires', async () => {
    const client = await open();
    const ready = await client.auth(alice.access_token);
    expect(ready).toEqual({
      type: 'ready',
      user_id: alice.user.id,
      role: 'passenger',
      expires_at: new Date(clock.now().getTime() + 1440 * 60_000).toISOString(),
    });
  });

  it("opens alike whatever routing key the address names: it is the edge's, never read here", async () => {
    for (const query of ['?trip=1234', '?trip=not-a-key', '?trip=']) {
      const client = await RealtimeClient.open(baseUrl, { query });
      expect(await client.auth(alice.access_token)).toMatchObject({ type: 'ready', user_id: alice.user.id });
      client.close();
    }
    // Only its length is checked (the document bounds every request string).
    await expect(RealtimeClient.open(baseUrl, { query: `?trip=${'1'.repeat(17)}` })).rejects.toThrow(/422/);
  });

  it('closes the socket when the access token expires by the app clock (4419)', async () => {
    const now = clock.now();
    const token = await signAccessToken(
      app.config.jwtSecret,
      { id: alice.user.id, role: 'passenger' },
      now,
      new Date(now.getTime() + 60_000),
    );
    const client = await connect({ ...alice, access_token: token });
    await pause(1200);
    client.send({ type: 'ping' });
    await client.next(ofType('pong'));
    clock.advance({ seconds: 61 });
    try {
      expect(await client.closed).toEqual({
        code: realtimeCloseCodes.tokenExpired,
        reason: 'The access token expired',
      });
    } finally {
      clock.set(now);
    }
  });

  it('stays open on a fresh token of the same account and closes on one of another account', async () => {
    const client = await connect(alice);
    const later = new Date(clock.now().getTime() + 2 * 86_400_000);
    const fresh = await signAccessToken(app.config.jwtSecret, alice.user, clock.now(), later);
    expect(await client.auth(fresh)).toEqual({
      type: 'ready',
      user_id: alice.user.id,
      role: 'passenger',
      expires_at: later.toISOString(),
    });
    client.send({ type: 'auth', access_token: bob.access_token });
    expect(await client.closed).toEqual({
      code: realtimeCloseCodes.unauthorized,
      reason: 'The access token is for another account',
    });
  });
});

describe('subscriptions', () => {
  it("refuses another passenger's trip and an unknown one alike, and the other role's targets", async () => {
    const alicesTrip = await requestTrip(alice);
    const bobsSocket = await connect(bob);
    expect(await bobsSocket.subscribe(alicesTrip)).toEqual({
      type: 'error',
      code: 'trip_not_found',
      message: 'No such trip.',
      trip_id: alicesTrip,
    });
    expect(await bobsSocket.subscribe(2_000_000_000)).toMatchObject({ code: 'trip_not_found' });
    expect(await bobsSocket.subscribeOpenTrips()).toMatchObject({ type: 'error', code: 'forbidden' });

    const driverSocket = await connect(driver);
    expect(await driverSocket.subscribe(alicesTrip)).toMatchObject({ type: 'error', code: 'forbidden' });
    const withoutProfile = await connect(await loginDriver(app, null));
    expect(await withoutProfile.subscribeOpenTrips()).toEqual({
      type: 'error',
      code: 'forbidden',
      message: 'This driver account has no driver profile yet.',
    });

    const alicesSocket = await connect(alice);
    expect(await alicesSocket.subscribe(alicesTrip)).toEqual({ type: 'subscribed', trip_id: alicesTrip });
  });

  it("delivers trip.updated to the owner after a cancel; another passenger's socket never gets it", async () => {
    const alicesTrip = await requestTrip(alice);
    const bobsTrip = await requestTrip(bob);
    const alicesSocket = await connect(alice);
    const bobsSocket = await connect(bob);
    await alicesSocket.subscribe(alicesTrip);
    await bobsSocket.subscribe(bobsTrip);
    await bobsSocket.subscribe(alicesTrip);

    await cancelTrip(alice, alicesTrip);
    expect(await alicesSocket.next(eventFor('trip.updated', alicesTrip))).toEqual({
      type: 'trip.updated',
      trip_id: alicesTrip,
      data: { status: 'cancelled', car_type: 'sedan' },
    });
    // Bob's socket works (it hears of his own trip) but heard nothing of Alice's.
    await cancelTrip(bob, bobsTrip);
    await bobsSocket.next(eventFor('trip.updated', bobsTrip));
    await pause(200);
    expect(bobsSocket.eventsOf(alicesTrip)).toEqual([]);
    expect(alicesSocket.eventsOf(bobsTrip)).toEqual([]);
  });

  it("delivers bid.created and bid.withdrawn to the trip's passenger and the bidding driver only", async () => {
    const trip = await requestTrip(alice);
    const bobsTrip = await requestTrip(bob);
    const alicesSocket = await connect(alice);
    const bobsSocket = await connect(bob);
    const driverSocket = await connect(driver);
    const otherDriverSocket = await connect(await loginDriver(app, 'sedan'));
    await alicesSocket.subscribe(trip);
    await bobsSocket.subscribe(bobsTrip);
    await driverSocket.subscribeOpenTrips();
    await otherDriverSocket.subscribeOpenTrips();

    const bidId = await placeBid(driver, trip);
    const created = {
      type: 'bid.created',
      trip_id: trip,
      data: { status: 'requested', car_type: 'sedan', bid_id: bidId },
    };
    expect(await alicesSocket.next(eventFor('bid.created', trip))).toEqual(created);
    expect(await driverSocket.next(eventFor('bid.created', trip))).toEqual({
      ...created,
      data: { ...created.data, bid_status: 'active' },
    });
    expect((await call('DELETE', `/driver/bids/${bidId}`, driver)).status).toBe(200);
    expect(await alicesSocket.next(eventFor('bid.withdrawn', trip))).toEqual({
      type: 'bid.withdrawn',
      trip_id: trip,
      data: { status: 'requested', car_type: 'sedan', bid_id: bidId },
    });
    expect(await driverSocket.next(eventFor('bid.withdrawn', trip))).toEqual({
      type: 'bid.withdrawn',
      trip_id: trip,
      data: { status: 'requested', car_type: 'sedan', bid_id: bidId, bid_status: 'withdrawn' },
    });

    // Bob's socket hears of a bid on his own trip, never of one on Alice's; another driver hears of
    // no one's bid but their own.
    await placeBid(driver, bobsTrip);
    await bobsSocket.next(eventFor('bid.created', bobsTrip));
    await driverSocket.next(eventFor('bid.created', bobsTrip));
    await pause(200);
    expect(bobsSocket.eventsOf(trip)).toEqual([]);
    expect(bidEventsOf(driverSocket).map((m) => [m.type, m.trip_id])).toEqual([
      ['bid.created', trip],
      ['bid.withdrawn', trip],
      ['bid.created', bobsTrip],
    ]);
    expect(bidEventsOf(otherDriverSocket)).toEqual([]);
  });

  it("tells each bidding driver, unsubscribed, of their own bid's end on accept, never of another's", async () => {
    const trip = await requestTrip(alice);
    const driverA = await loginDriver(app, 'sedan');
    const driverB = await loginDriver(app, 'sedan');
    const socketA = await connect(driverA);
    const socketB = await connect(driverB);
    const alicesSocket = await connect(alice);
    await alicesSocket.subscribe(trip);
    const bidA = await placeBid(driverA, trip);
    const bidB = await placeBid(driverB, trip);
    await socketA.next(eventFor('bid.created', trip));
    await socketB.next(eventFor('bid.created', trip));

    const accepted = await post('/accept-bid', alice, { trip_id: trip, bid_id: bidA });
    expect(accepted.status).toBe(200);
    const ended = (bidId: number, bidStatus: string) => ({
      type: 'bid.updated',
      trip_id: trip,
      data: { status: 'confirmed', car_type: 'sedan', bid_id: bidId, bid_status: bidStatus },
    });
    expect(await socketA.next(eventFor('bid.updated', trip))).toEqual(ended(bidA, 'accepted'));
    expect(await socketB.next(eventFor('bid.updated', trip))).toEqual(ended(bidB, 'rejected'));
    // The passenger hears of both bids, as before (no bid_status: it is the drivers' news).
    const updates = async () => {
      for (let i = 0; i < 50 && bidEventsOf(alicesSocket, 'bid.updated').length < 2; i++) await pause(20);
      return bidEventsOf(alicesSocket, 'bid.updated');
    };
    expect(await updates()).toEqual(
      [bidA, bidB].map((bidId) => ({
        type: 'bid.updated',
        trip_id: trip,
        data: { status: 'confirmed', car_type: 'sedan', bid_id: bidId },
      })),
    );
    await pause(200);
    expect(bidEventsOf(socketA).map((m) => m.data.bid_id)).toEqual([bidA, bidA]);
    expect(bidEventsOf(socketB).map((m) => m.data.bid_id)).toEqual([bidB, bidB]);
  });

  it('tells a driver their bid expired with its trip, by the real expiry round, once per socket', async () => {
    const trip = await requestTrip(alice);
    const who = await loginDriver(app, 'sedan');
    const socket = await connect(who);
    const later = new Date(clock.now().getTime() + 3 * 86_400_000);
    await socket.auth(await signAccessToken(app.config.jwtSecret, who.user, clock.now(), later));
    const bidId = await placeBid(who, trip);
    expect(await socket.next(eventFor('bid.created', trip))).toMatchObject({
      data: { bid_id: bidId, bid_status: 'active' },
    });

    const now = clock.now();
    // Past the pickup, a day ahead: the round the scheduler runs expires the trip and its bids.
    clock.advance({ hours: 24, minutes: 1 });
    try {
      expect((await runExpiryRound(app, clock.now())).expiredTripIds).toContain(trip);
      expect(await socket.next(eventFor('bid.updated', trip))).toEqual({
        type: 'bid.updated',
        trip_id: trip,
        data: { status: 'expired', car_type: 'sedan', bid_id: bidId, bid_status: 'expired' },
      });
    } finally {
      clock.set(now);
    }
    await pause(200);
    expect(bidEventsOf(socket).map((m) => m.type)).toEqual(['bid.created', 'bid.updated']);
  });

  it('tells the booked driver, unsubscribed, when the passenger cancels; never another driver', async () => {
    const trip = await requestTrip(alice);
    const booked = await loginDriver(app, 'sedan');
    const outbid = await loginDriver(app, 'sedan');
    const bidId = await placeBid(booked, trip);
    await placeBid(outbid, trip);
    expect((await post('/accept-bid', alice, { trip_id: trip, bid_id: bidId })).status).toBe(200);
    // The drivers' sockets open once the bids' and the accept's events were delivered.
    await eventsDelivered(app, [await connect(alice)], await requestTrip(alice));
    const bookedSocket = await connect(booked);
    const outbidSocket = await connect(outbid);
    const otherSocket = await connect(driver);

    await cancelTrip(alice, trip);
    expect(await bookedSocket.next(eventFor('trip.updated', trip))).toEqual({
      type: 'trip.updated',
      trip_id: trip,
      data: { status: 'cancelled', car_type: 'sedan' },
    });
    await pause(200);
    expect(bookedSocket.eventsOf(trip)).toHaveLength(1);
    expect(outbidSocket.eventsOf(trip)).toEqual([]);
    expect(otherSocket.eventsOf(trip)).toEqual([]);
  });

  it('sends a batch of events in one statement, and subscribers get them all in order', async () => {
    const trip = await requestTrip(alice);
    const socket = await connect(alice);
    await eventsDelivered(app, [socket], await requestTrip(alice));
    await socket.subscribe(trip);
    const events = Array.from({ length: 100 }, (_, i) => ({
      type: 'bid.updated' as const,
      trip_id: trip,
      bid_id: 1_000_000 + i,
    }));
    // PostgreSQL's go through the pool's prepared statement, PGlite's through drizzle.
    const pool = app.database.pool;
    const execute = vi.spyOn(app.database.db, 'execute');
    const query = pool ? vi.spyOn(pool, 'query') : undefined;
    // Only the NOTIFYs count: the app's other work may run a statement meanwhile.
    const notifies = () => [
      ...execute.mock.calls.filter(([q]) => dialect.sqlToQuery(q as SQL).sql.includes('pg_notify')),
      ...(query?.mock.calls ?? []).filter(([q]) => JSON.stringify(q).includes('pg_notify')),
    ];
    try {
      await publishTripEvents(app, events);
      expect(notifies()).toHaveLength(1);
    } finally {
      execute.mockRestore();
      query?.mockRestore();
    }
    // Up to 10 s: each event's bid is read before it is sent, slow on a loaded machine (CI runs files in parallel).
    for (let i = 0; i < 500 && socket.eventsOf(trip).length < 100; i++) await pause(20);
    expect(socket.eventsOf(trip).map((m) => (m as RealtimeEvent).data.bid_id)).toEqual(
      events.map((e) => e.bid_id),
    );
  });

  it('tells drivers on open-trips of trips of their car type only, while open and when they close', async () => {
    const sedanSocket = await connect(driver);
    const otherSedanSocket = await connect(driver);
    const noahSocket = await connect(noahDriver);
    expect(await sedanSocket.subscribeOpenTrips()).toEqual({ type: 'subscribed', channel: 'open-trips' });
    await otherSedanSocket.subscribeOpenTrips();
    await noahSocket.subscribeOpenTrips();

    const sedanTrip = await requestTrip(alice);
    const requested = {
      type: 'trip.updated',
      trip_id: sedanTrip,
      data: { status: 'requested', car_type: 'sedan' },
    };
    expect(await sedanSocket.next(eventFor('trip.updated', sedanTrip))).toEqual(requested);
    expect(await otherSedanSocket.next(eventFor('trip.updated', sedanTrip))).toEqual(requested);
    const noahTrip = await requestTrip(alice, { car_type: 'noah' });
    await noahSocket.next(eventFor('trip.updated', noahTrip));
    expect(noahSocket.eventsOf(sedanTrip)).toEqual([]);
    expect(sedanSocket.eventsOf(noahTrip)).toEqual([]);

    // A cancelled open trip is news too (drivers drop it); an unsubscribed driver hears nothing more.
    otherSedanSocket.send({ type: 'unsubscribe', channel: 'open-trips' });
    await otherSedanSocket.next(ofType('unsubscribed'));
    const from = sedanSocket.received.length;
    await cancelTrip(alice, sedanTrip);
    expect(await sedanSocket.next(eventFor('trip.updated', sedanTrip), { from })).toMatchObject({
      data: { status: 'cancelled' },
    });
    await pause(200);
    expect(otherSedanSocket.eventsOf(sedanTrip)).toHaveLength(1);
  });

  it('stops delivering after unsubscribe and when the socket closes', async () => {
    const trip = await requestTrip(alice);
    const first = await connect(alice);
    const second = await connect(alice);
    await first.subscribe(trip);
    await second.subscribe(trip);
    first.send({ type: 'unsubscribe', trip_id: trip });
    expect(await first.next(ofType('unsubscribed'))).toEqual({ type: 'unsubscribed', trip_id: trip });
    second.close();
    await second.closed;
    await publishTripEvents(app, [{ type: 'trip.updated', trip_id: trip }]);
    const control = await connect(alice);
    await control.subscribe(trip);
    await publishTripEvents(app, [{ type: 'trip.updated', trip_id: trip }]);
    await control.next(eventFor('trip.updated', trip));
    expect(first.eventsOf(trip)).toEqual([]);
  });

  it(`refuses more than ${realtimeLimits.maxSubscriptions} subscriptions on one socket`, async () => {
    const client = await connect(alice);
    const trips = await Promise.all(
      Array.from({ length: realtimeLimits.maxSubscriptions + 1 }, () => requestTrip(alice)),
    );
    for (const trip of trips.slice(0, -1)) {
      expect(await client.subscribe(trip)).toMatchObject({ type: 'subscribed' });
    }
    expect(await client.subscribe(trips.at(-1)!)).toMatchObject({
      type: 'error',
      code: 'too_many_subscriptions',
    });
  });
});

describe('robustness', () => {
  it('answers malformed messages with an error and keeps the socket', async () => {
    const client = await connect(alice);
    client.sendRaw('{not json');
    client.sendRaw(Buffer.from([1, 2, 3]), true);
    client.send({ type: 'subscribe', trip_id: 'seven' });
    client.send({ type: 'ping' });
    await client.next(ofType('pong'));
    expect(client.received.slice(1)).toEqual([
      ...Array(3).fill({ type: 'error', code: 'invalid_message', message: 'Not a realtime message.' }),
      { type: 'pong' },
    ]);
  });

  it(`closes a socket that sends a message over ${realtimeLimits.maxMessageBytes} bytes (1009)`, async () => {
    const client = await connect(alice);
    client.sendRaw(
      JSON.stringify({ type: 'auth', access_token: 'x'.repeat(realtimeLimits.maxMessageBytes) }),
    );
    expect((await client.closed).code).toBe(realtimeCloseCodes.messageTooBig);
  });

  it('closes a socket that floods messages (4429)', async () => {
    const client = await connect(alice);
    for (let i = 0; i <= realtimeLimits.maxMessagesPerWindow; i++) client.send({ type: 'ping' });
    expect((await client.closed).code).toBe(realtimeCloseCodes.tooManyMessages);
  });
});

describe('heartbeat', () => {
  it('answers ping with pong', async () => {
    const client = await connect(alice);
    client.send({ type: 'ping' });
    expect(await client.next(ofType('pong'))).toEqual({ type: 'pong' });
  });

  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const silent = await open({ autoPong: false });
    await silent.auth(alice.access_token);
    const healthy = await connect(alice);
    // Heartbeat every second: the silent one misses a ping and is cut at the next round.
    expect((await silent.closed).code).toBe(1006);
    expect(healthy.isOpen).toBe(true);
  });
});

describe('the route', () => {
  it('tells a plain GET to upgrade, and is described in the OpenAPI document', async () => {
    const res = await fetch(`${baseUrl}/api/v3/realtime`);
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({ message: 'Connect with a WebSocket.', code: 'websocketRequired' });
    const docs = (await (await fetch(`${baseUrl}/docs/json`)).json()) as {
      paths: Record<string, { get?: { description?: string } }>;
    };
    expect(docs.paths['/api/v3/realtime']?.get?.description).toContain('"type":"auth"');
  });

  it('closes sockets with 1001 when the app shuts down', async () => {
    const own = await buildTestApp(tripTestEnv, { clock, database: app.database });
    const url = await own.listen({ host: '127.0.0.1', port: 0 });
    const client = await RealtimeClient.connect(url, alice.access_token);
    await own.close();
    expect(await client.closed).toEqual({
      code: realtimeCloseCodes.goingAway,
      reason: 'Server shutting down',
    });
  });
});
