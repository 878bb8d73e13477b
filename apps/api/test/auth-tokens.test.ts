import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema/index';
import { openSuccessor } from '../src/modules/auth/refresh-token-secret';
import { buildTestApp, testConfig } from './helpers/app';
import { bearer, createDriver, type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set('2026-03-10T04:00:00.000Z');
});

const logInAgain = { message: 'Please log in again.', code: 'pleaseLogInAgain' };

/** The web's call: a form body (SPEC.md §7). */
function refreshForm(token: string, door: 'user' | 'driver' = 'user') {
  return app.inject({
    method: 'POST',
    url: `/api/v3/${door}/refresh-token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ refresh_token: token }).toString(),
  });
}

function refreshJson(token: string) {
  return app.inject({ method: 'POST', url: '/api/v3/user/refresh-token', payload: { refresh_token: token } });
}

const familyOf = async (token: string) => {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  return row!.familyId;
};

describe('POST /api/v3/user/refresh-token', () => {
  it('rotates the refresh token and issues a new pair with fresh expiries', async () => {
    const session = await loginAs(app);
    clock.advance({ minutes: 61 });
    const res = await refreshForm(session.refresh_token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.refresh_token).not.toBe(session.refresh_token);
    expect(data.access_token).not.toBe(session.access_token);
    expect(data.accessTokenExpiresIn).toBe('2026-03-10T06:01:00.000Z');
    expect(data.refreshTokenExpiresIn).toBe('2026-04-09T05:01:00.000Z');
    expect(data.user).toMatchObject({ id: session.user.id, mobile: session.mobile });
    expect(
      (await app.inject({ url: '/api/v3/user/profile', headers: bearer(data.access_token) })).statusCode,
    ).toBe(200);
    // The successor is single use too, and accepted as JSON.
    clock.advance({ minutes: 1 });
    expect((await refreshJson(data.refresh_token)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const session = await loginAs(app);
    const rows = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(session.refresh_token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(session.refresh_token);
  });

  it('returns the same pair for the old token within 30 seconds of its rotation', async () => {
    const session = await loginAs(app);
    const first = (await refreshForm(session.refresh_token)).json().data;
    clock.advance({ seconds: 30 });
    const second = await refreshForm(session.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first);
    // Nothing was revoked: the successor still works.
    expect((await refreshForm(first.refresh_token)).statusCode).toBe(200);
  });

  it('seals the stored successor pair so only the holder of the old token can open it', async () => {
    const session = await loginAs(app);
    const successor = (await refreshForm(session.refresh_token)).json().data;
    const hash = createHash('sha256').update(session.refresh_token).digest('hex');
    const [row] = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(row!.successorBox).not.toContain(successor.refresh_token);
    const secret = testConfig().jwtSecret;
    expect(openSuccessor(session.refresh_token, secret, row!.successorBox!)?.refresh_token).toBe(
      successor.refresh_token,
    );
    expect(openSuccessor(hash, secret, row!.successorBox!)).toBeNull();
    expect(openSuccessor(session.refresh_token, 'another-server-secret', row!.successorBox!)).toBeNull();
  });

  it('treats reuse after the grace window as theft and revokes the whole family', async () => {
    const victim = await loginAs(app);
    clock.advance({ seconds: 180 }); // the resend wait, before the same user logs in on another device
    const otherDevice = await loginAs(app, { mobile: victim.mobile });
    const successor = (await refreshForm(victim.refresh_token)).json().data;
    clock.advance({ seconds: 31 });

    const replay = await refreshForm(victim.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(logInAgain);
    // The successor, unused until now, dies with its family.
    expect((await refreshForm(successor.refresh_token)).json()).toEqual(logInAgain);
    const family = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, await familyOf(victim.refresh_token)));
    expect(family).toHaveLength(2);
    expect(family.every((t) => t.revokedAt !== null)).toBe(true);
    // Another login of the same user is another family, untouched.
    expect((await refreshForm(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('gives concurrent refreshes with one token the same pair, and rotates once', async () => {
    const session = await loginAs(app);
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshForm(session.refresh_token)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = results.map((r) => r.json().data);
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    const family = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, await familyOf(session.refresh_token)));
    expect(family).toHaveLength(2);
  });

  it('refuses an expired refresh token after 30 days', async () => {
    const fresh = await loginAs(app);
    const stale = await loginAs(app);
    clock.advance({ days: 29, hours: 23 });
    expect((await refreshForm(fresh.refresh_token)).statusCode).toBe(200);
    clock.advance({ hours: 1 });
    expect((await refreshForm(stale.refresh_token)).json()).toEqual(logInAgain);
  });

  it('refuses unknown tokens and a passenger token at the driver door, without spending it', async () => {
    expect((await refreshForm('not-a-token-we-issued')).statusCode).toBe(401);
    const passenger = await loginAs(app);
    expect((await refreshForm(passenger.refresh_token, 'driver')).statusCode).toBe(401);
    expect((await refreshForm(passenger.refresh_token)).statusCode).toBe(200);
  });

  it('refreshes a driver at the driver door', async () => {
    const driver = await createDriver(app);
    const session = await loginAs(app, { mobile: driver.mobile, role: 'driver' });
    const res = await refreshForm(session.refresh_token, 'driver');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('driver');
  });

  it('answers bad bodies with 422, form or JSON', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(empty.statusCode).toBe(422);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'refresh_token=a&refresh_token=b',
    });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['refresh_token']);
    for (const payload of [{}, { refresh_token: 'x'.repeat(10_000) }, { refresh_token: ['a'] }, [{}]]) {
      const res = await app.inject({ method: 'POST', url: '/api/v3/user/refresh-token', payload });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('POST /api/v3/user/logout', () => {
  it('revokes the refresh token, so it can no longer be refreshed', async () => {
    const session = await loginAs(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout successful', code: 'logoutSuccess' });
    expect((await refreshForm(session.refresh_token)).json()).toEqual(logInAgain);
  });

  it('ends the login even when given an already rotated token of it', async () => {
    const session = await loginAs(app);
    const successor = (await refreshForm(session.refresh_token)).json().data;
    await app.inject({
      method: 'POST',
      url: '/api/v3/user/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect((await refreshForm(successor.refresh_token)).statusCode).toBe(401);
  });

  it('answers the same for a token it does not know, and 422 without one', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v3/user/logout',
      payload: { refresh_token: 'nope' },
    });
    expect(unknown.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v3/user/logout', payload: {} })).statusCode).toBe(
      422,
    );
  });
});

describe('bearer access tokens (GET /api/v3/user/profile)', () => {
  let session: LoggedIn;
  beforeEach(async () => {
    session = await loginAs(app);
  });
  const profile = (headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/v3/user/profile', headers });
  const key = new TextEncoder().encode(testConfig().jwtSecret);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  /** A token like ours, with one thing changed. */
  function craft(change: { aud?: string; typ?: string; secret?: string; role?: string; sub?: string } = {}) {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ role: change.role ?? 'passenger' })
      .setProtectedHeader({ alg: 'HS256', typ: change.typ ?? 'at+jwt' })
      .setSubject(change.sub ?? String(session.user.id))
      .setAudience(change.aud ?? 'pothik-api')
      .setIssuer('pothik')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(change.secret ? new TextEncoder().encode(change.secret) : key);
  }

  it('returns the signed-in user', async () => {
    const res = await profile(session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: session.user });
    // The control for the tests below: a crafted token with nothing changed is accepted.
    expect((await profile(bearer(await craft()))).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
    ['a huge header', { authorization: `Bearer ${'a'.repeat(10_000)}` }],
  ])('refuses %s with 401 "Please log in again."', async (_name, headers) => {
    const res = await profile(headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(logInAgain);
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const promoted = `${header}.${b64({ ...claims, sub: '999' })}.${signature}`;
    expect((await profile(bearer(promoted))).json()).toEqual(logInAgain);
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect((await profile(bearer(`${header}.${payload}.${flipped}`))).statusCode).toBe(401);
  });

  it('refuses an unsigned alg "none" token', async () => {
    const [, payload] = session.access_token.split('.');
    const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
    expect((await profile(bearer(unsigned))).json()).toEqual(logInAgain);
  });

  it.each([
    ['another audience', { aud: 'some-other-api' }],
    ['another type', { typ: 'JWT' }],
    ['another key', { secret: 'a-different-secret-of-at-least-32-characters' }],
    ['an unknown role', { role: 'admin' }],
    ['a non-numeric subject', { sub: 'abc' }],
  ])('refuses a token with %s', async (_name, change) => {
    expect((await profile(bearer(await craft(change)))).statusCode).toBe(401);
  });

  it('expires the access token after 60 minutes', async () => {
    clock.advance({ minutes: 59, seconds: 59 });
    expect((await profile(session.headers)).statusCode).toBe(200);
    clock.advance({ seconds: 1 });
    expect((await profile(session.headers)).json()).toEqual(logInAgain);
  });

  it('keeps roles apart: a driver token is 403 on passenger routes, and has its own profile', async () => {
    const driver = await createDriver(app);
    const driverSession = await loginAs(app, { mobile: driver.mobile, role: 'driver' });
    const res = await profile(driverSession.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const own = await app.inject({ url: '/api/v3/driver/profile', headers: driverSession.headers });
    expect(own.json().data).toMatchObject({ id: driver.id, role: 'driver' });
    expect((await app.inject({ url: '/api/v3/driver/profile', headers: session.headers })).statusCode).toBe(
      403,
    );
  });

  it('ends the session of a disabled account', async () => {
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    expect((await profile(session.headers)).statusCode).toBe(401);
    expect((await refreshForm(session.refresh_token)).statusCode).toBe(401);
  });
});
