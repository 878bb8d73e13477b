import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createStaffAccount } from '../src/modules/admin/create-account';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';
import { staffConsole } from './helpers/staff';

// Guessing a staff password slows that email down and never locks its owner out: ten failures in a row
// are free, each later one makes the next attempt wait (30 s, doubling, at most 15 minutes); an attempt
// during the wait is refused unchecked with the exact Retry-After, and the right password after it gets
// in. Two API processes on one database (a and b) share the count. A password change has its own bucket.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;

beforeAll(async () => {
  a = await buildTestApp({}, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp({}, { clock, database: bDatabase });
  await Promise.all([a.ready(), b.ready()]);
  for (const email of ['guessed@pothik.test', 'changer@pothik.test', 'racing@pothik.test']) {
    await createStaffAccount(a.database.db, {
      email,
      role: 'ops',
      password: `${email} right`,
      now: clock.now(),
    });
  }
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

let address = 0;
/** Each attempt from an address of its own: the per-address limit is not what is tested here. */
const logIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.60.${Math.floor(++address / 250)}.${address % 250}`,
  });
const right = (email: string) => `${email} right`;

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await logIn(i % 2 === 0 ? a : b, email, `guess ${i}`);
    expect(res.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

const expectWait = (res: Awaited<ReturnType<typeof logIn>>, seconds: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'tooManyRequests' });
  expect(res.headers['retry-after']).toBe(String(seconds));
};

describe(`staff login backoff, two API processes on one ${testDbKind} database`, () => {
  it('lets the right password in after the wait that eleven failures earned, on either process', async () => {
    const email = 'guessed@pothik.test';
    await failTimes(email, 11);
    // The 11th failure asks 30 s; attempts inside it are not checked and do not stretch it.
    clock.advance({ seconds: 10 });
    expectWait(await logIn(a, email, right(email)), 20);
    clock.advance({ seconds: 19 });
    expectWait(await logIn(b, email, 'another guess'), 1);
    clock.advance({ seconds: 1 });
    const res = await logIn(b, email, right(email));
    expect(res.statusCode).toBe(200);
    // A success ends the streak: the next failure is free again.
    expect((await logIn(a, email, 'a typo')).statusCode).toBe(401);
    expect((await logIn(a, email, right(email))).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to 15 minutes, and still opens after it', async () => {
    const email = 'GUESSED@pothik.test ';
    await failTimes(email, 11);
    const waits = [60, 120, 240, 480, 900, 900];
    for (const wait of [30, ...waits.slice(0, -1)]) {
      clock.advance({ seconds: wait });
      expect((await logIn(a, email, 'still guessing')).statusCode).toBe(401);
      const next = waits.shift()!;
      expectWait(await logIn(b, email, right('guessed@pothik.test')), next);
    }
    clock.advance({ seconds: 900 });
    expect((await logIn(a, email, right('guessed@pothik.test'))).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one, so the wait tells nothing', async () => {
    await failTimes('nobody@pothik.test', 11);
    expectWait(await logIn(a, 'nobody@pothik.test', 'x'), 30);
  });

  it('checks one attempt per free slot when attempts arrive at once', async () => {
    const email = 'racing@pothik.test';
    await failTimes(email, 10);
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((app, i) => logIn(app, email, `parallel guess ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429]);
    clock.advance({ seconds: 30 });
    expect((await logIn(b, email, right(email))).statusCode).toBe(200);
  });
});

describe('the password change’s own bucket', () => {
  const email = 'changer@pothik.test';
  const change = (app: FastifyInstance, s: { cookie: string; csrf: string }, current: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/api/auth/password',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
      payload: { current_password: current, new_password: 'the next password of changer' },
    });

  it('counts wrong current passwords apart from the login: neither guessing blocks the other', async () => {
    const sc = staffConsole(a, clock);
    const s = sc.sessionOf(await logIn(a, email, right(email)));
    for (let i = 0; i < 11; i++) {
      const res = await change(i % 2 === 0 ? a : b, s, `wrong current ${i}`);
      expect(res.statusCode, `change ${i + 1}`).toBe(422);
    }
    clock.advance({ seconds: 5 });
    const waiting = await change(b, s, right(email));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('25');
    // The login's bucket is untouched by them…
    expect((await logIn(b, email, right(email))).statusCode).toBe(200);
    // …and eleven failed logins do not hold up the change once its own wait is over.
    await failTimes(email, 11);
    expectWait(await logIn(a, email, right(email)), 30);
    clock.advance({ seconds: 25 });
    const changed = await change(a, s, right(email));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().code).toBe('staffPasswordChanged');
  });
});
