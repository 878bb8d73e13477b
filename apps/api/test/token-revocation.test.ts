import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';
import { type Closed, ofType, RealtimeClient } from './helpers/realtime-client';
import { tripTestEnv } from './helpers/trips';

// Logout and revocation reach everything a token opened: a logged-out access token's sockets close at
// once on every API process, and a refresh token replayed after its rotation ends its login's access
// tokens too (over HTTP and on sockets), known to a process started later. Two apps on one database are
// two API processes: on PostgreSQL each has its own pool and LISTEN connections; PGlite cannot be opened
// twice, so there the two share the embedded instance.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;
let urlA: string;
let urlB: string;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  a = await buildTestApp(tripTestEnv, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp(tripTestEnv, { clock, database: bDatabase });
  urlA = await a.listen({ host: '127.0.0.1', port: 0 });
  urlB = await b.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await b.close();
  await bDatabase.close();
  await a.close();
});

async function connect(url: string, accessToken: string) {
  const client = await RealtimeClient.connect(url, accessToken);
  clients.push(client);
  return client;
}

// DESIGN.md §13: every process learns of a change within 2 s; here the NOTIFY's round trip, well inside.
const NOTIFY_DEADLINE_MS = 2000;
const revoked: Closed = { code: 4401, reason: 'The access token was revoked' };

/** How the socket closed, failing if it is still open after the deadline. */
function closedWithin(client: RealtimeClient, ms = NOTIFY_DEADLINE_MS): Promise<Closed> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket is still open after ${ms} ms`)), ms);
  });
  return Promise.race([client.closed, late]).finally(() => clearTimeout(timer));
}

/** Answers `ping` with `pong`: the socket is open and served. */
async function stillServed(client: RealtimeClient) {
  const from = client.received.length;
  client.send({ type: 'ping' });
  await client.next(ofType('pong'), { from });
  return client.isOpen;
}

const profileStatus = async (app: FastifyInstance, accessToken: string) =>
  (await app.inject({ url: '/api/v3/user/profile', headers: { authorization: `Bearer ${accessToken}` } }))
    .statusCode;

const logout = (who: Pick<LoggedIn, 'access_token' | 'refresh_token'>) =>
  a.inject({
    method: 'POST',
    url: '/api/v3/user/logout',
    headers: { authorization: `Bearer ${who.access_token}` },
    payload: { refresh_token: who.refresh_token },
  });

const refresh = (refreshToken: string) =>
  a.inject({ method: 'POST', url: '/api/v3/user/refresh-token', payload: { refresh_token: refreshToken } });

describe(`logout closes what the token opened, on two API processes on ${testDbKind}`, () => {
  it('closes the logged-out token’s sockets on the process that logged out and on the other, at once', async () => {
    const passenger = await loginAs(a);
    clock.advance({ seconds: 181 }); // the wait between two codes, before the same number logs in again
    const otherDevice = await loginAs(a, { mobile: passenger.mobile });
    const onA = await connect(urlA, passenger.access_token);
    const onB = await connect(urlB, passenger.access_token);
    const otherOnB = await connect(urlB, otherDevice.access_token);

    expect((await logout(passenger)).statusCode).toBe(200);
    // The process that logged out closes its socket at commit; the other on its NOTIFY.
    expect(await closedWithin(onA)).toEqual(revoked);
    expect(await closedWithin(onB)).toEqual(revoked);
    expect(await profileStatus(b, passenger.access_token)).toBe(401);
    // The same passenger's other login keeps its socket and its token.
    expect(await stillServed(otherOnB)).toBe(true);
    expect(await profileStatus(b, otherDevice.access_token)).toBe(200);
  });

  it('also ends the login’s earlier access tokens (from before a refresh) and their sockets', async () => {
    const passenger = await loginAs(a);
    const earlierOnB = await connect(urlB, passenger.access_token);
    clock.advance({ minutes: 5 });
    const refreshed = await refresh(passenger.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const current = refreshed.json().data as LoggedIn;

    // The web logs out with its current pair; the earlier access token is still alive until then.
    expect(await profileStatus(b, passenger.access_token)).toBe(200);
    expect((await logout(current)).statusCode).toBe(200);
    expect(await closedWithin(earlierOnB)).toEqual(revoked);
    expect(await profileStatus(b, passenger.access_token)).toBe(401);
    expect(await profileStatus(a, current.access_token)).toBe(401);
  });
});

describe(`a replayed refresh token ends its login’s access tokens, on two API processes on ${testDbKind}`, () => {
  it('refuses every access token of the family over HTTP on both processes, closes their sockets, and spares other logins', async () => {
    const victim = await loginAs(a);
    clock.advance({ seconds: 181 });
    const otherDevice = await loginAs(a, { mobile: victim.mobile });
    const successor = (await refresh(victim.refresh_token)).json().data as LoggedIn;
    // Whoever rotated it holds the successor; the victim still holds the first access token.
    const firstOnA = await connect(urlA, victim.access_token);
    const successorOnB = await connect(urlB, successor.access_token);
    const otherOnB = await connect(urlB, otherDevice.access_token);
    for (const app of [a, b]) {
      expect(await profileStatus(app, victim.access_token)).toBe(200);
      expect(await profileStatus(app, successor.access_token)).toBe(200);
    }

    clock.advance({ seconds: 31 }); // past the grace window: a replay
    const replay = await refresh(victim.refresh_token);
    expect(replay.statusCode).toBe(401);

    // The process that saw the replay refuses at once; the other within the NOTIFY's round trip.
    expect(await profileStatus(a, victim.access_token)).toBe(401);
    expect(await profileStatus(a, successor.access_token)).toBe(401);
    expect(await closedWithin(firstOnA)).toEqual(revoked);
    expect(await closedWithin(successorOnB)).toEqual(revoked);
    expect(await profileStatus(b, victim.access_token)).toBe(401);
    expect(await profileStatus(b, successor.access_token)).toBe(401);
    // A revoked token cannot open a new socket either.
    const again = await RealtimeClient.open(urlB);
    clients.push(again);
    again.send({ type: 'auth', access_token: successor.access_token });
    expect(await closedWithin(again)).toEqual({
      code: 4401,
      reason: 'The access token is not valid or has expired',
    });
    // The same passenger's other login is another family, untouched.
    expect(await stillServed(otherOnB)).toBe(true);
    expect(await profileStatus(b, otherDevice.access_token)).toBe(200);
  });

  it('is known to a process started after the replay', async () => {
    const victim = await loginAs(a);
    const successor = (await refresh(victim.refresh_token)).json().data as LoggedIn;
    clock.advance({ seconds: 31 });
    expect((await refresh(victim.refresh_token)).statusCode).toBe(401);

    const started = await buildTestApp(tripTestEnv, { clock, database: a.database });
    try {
      await started.ready();
      expect(await profileStatus(started, victim.access_token)).toBe(401);
      expect(await profileStatus(started, successor.access_token)).toBe(401);
    } finally {
      await started.close();
    }
  });
});
