import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshCookieOf } from '../src/modules/auth/refresh-cookie';
import { buildTestApp } from './helpers/app';
import {
  bearer,
  createDriver,
  loginAs,
  randomIp,
  readLatestCode,
  sendCode,
  uniqueMobile,
} from './helpers/auth';
import { createTestClock } from './helpers/clock';

// A browser keeps its refresh token in an httpOnly cookie (modules/auth/refresh-cookie.ts); the native
// apps' body-based refresh and logout stay as they were (auth-tokens.test.ts).

const clock = createTestClock();
const webOrigin = 'http://localhost:3000';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ WEB_ORIGIN: webOrigin, PUBLIC_API_URL: 'http://localhost:4000' }, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set('2026-03-10T04:00:00.000Z');
});

const THIRTY_DAYS = 30 * 86_400;
const userCookie = (token: string, maxAge = THIRTY_DAYS) =>
  `pothik_refresh=${token}; Max-Age=${maxAge}; Path=/api/v3/user/refresh-token; HttpOnly; SameSite=Strict`;
const cleared = (door: 'user' | 'driver' = 'user') =>
  `pothik_refresh=; Max-Age=0; Path=/api/v3/${door}/refresh-token; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict`;

/** The value of the refresh cookie an answer sets (the browser's cookie jar, as far as this test goes). */
function cookieOf(res: LightMyRequestResponse): string {
  const value = res.cookies.find((c) => c.name === 'pothik_refresh')?.value;
  if (!value) throw new Error(`no refresh cookie in ${res.statusCode} ${String(res.headers['set-cookie'])}`);
  return value;
}

/** Logs in as the web does: `channel` web on the code. */
async function browserLogin(role: 'passenger' | 'driver' = 'passenger', mobile = uniqueMobile()) {
  const door = role === 'driver' ? 'driver' : 'user';
  expect((await sendCode(app, mobile, { role })).statusCode).toBe(200);
  return app.inject({
    method: 'POST',
    url: `/api/v3/${door}/verify`,
    remoteAddress: randomIp(),
    headers: { origin: webOrigin },
    payload: { mobile, otp: await readLatestCode(app, mobile), channel: 'web' },
  });
}

/** The web's refresh: an empty form body, the cookie carries the token. */
const refreshByCookie = (token: string, door: 'user' | 'driver' = 'user') =>
  app.inject({
    method: 'POST',
    url: `/api/v3/${door}/refresh-token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webOrigin },
    cookies: { pothik_refresh: token },
    payload: '',
  });

const logoutByCookie = (token: string | undefined, accessToken?: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/v3/user/refresh-token',
    headers: { origin: webOrigin, ...(accessToken ? bearer(accessToken) : {}) },
    ...(token ? { cookies: { pothik_refresh: token } } : {}),
  });

const profileStatus = async (accessToken: string) =>
  (await app.inject({ url: '/api/v3/user/profile', headers: bearer(accessToken) })).statusCode;

describe('a browser login (channel web)', () => {
  it('sets the refresh token as an httpOnly, SameSite=Strict cookie on the refresh path, and leaves it out of the answer', async () => {
    const res = await browserLogin();
    expect(res.statusCode).toBe(200);
    const token = cookieOf(res);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(res.headers['set-cookie']).toBe(userCookie(token));
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([
      'accessTokenExpiresIn',
      'access_token',
      'refreshTokenExpiresIn',
      'user',
    ]);
    expect(data.refreshTokenExpiresIn).toBe('2026-04-09T04:00:00.000Z');
    expect(await profileStatus(data.access_token)).toBe(200);
  });

  it("sets the driver's cookie on the driver's refresh path", async () => {
    const mobile = uniqueMobile();
    await createDriver(app, { mobile });
    const res = await browserLogin('driver', mobile);
    expect(res.statusCode).toBe(200);
    const token = cookieOf(res);
    expect(res.headers['set-cookie']).toBe(
      `pothik_refresh=${token}; Max-Age=${THIRTY_DAYS}; Path=/api/v3/driver/refresh-token; HttpOnly; SameSite=Strict`,
    );
    expect(res.json().data.refresh_token).toBeUndefined();
    // A driver's cookie is no passenger's: the passenger door refuses it.
    expect((await refreshByCookie(token, 'user')).statusCode).toBe(401);
  });

  it('a native app (no channel) still gets the refresh token in the body and no cookie', async () => {
    const session = await loginAs(app);
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      remoteAddress: randomIp(),
      payload: { mobile, otp: await readLatestCode(app, mobile) },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(typeof res.json().data.refresh_token).toBe('string');
  });

  it('refuses a channel it does not know', async () => {
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      remoteAddress: randomIp(),
      payload: { mobile, otp: await readLatestCode(app, mobile), channel: 'ios' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ channel: ['Invalid input.'] });
  });
});

describe('POST /api/v3/user/refresh-token by the cookie', () => {
  it('rotates the cookie, answers a new access token and never the refresh token', async () => {
    const login = await browserLogin();
    const first = cookieOf(login);
    clock.advance({ minutes: 61 });
    const res = await refreshByCookie(first);
    expect(res.statusCode).toBe(200);
    const next = cookieOf(res);
    expect(next).not.toBe(first);
    expect(res.headers['set-cookie']).toBe(userCookie(next));
    const { data } = res.json();
    expect(data.refresh_token).toBeUndefined();
    expect(data.accessTokenExpiresIn).toBe('2026-03-10T06:01:00.000Z');
    expect(data.refreshTokenExpiresIn).toBe('2026-04-09T05:01:00.000Z');
    expect(await profileStatus(data.access_token)).toBe(200);
    // The successor is single use as well.
    clock.advance({ minutes: 1 });
    expect((await refreshByCookie(next)).statusCode).toBe(200);
  });

  it('gives two tabs sending the same cookie at once the same successor, so both stay logged in', async () => {
    const first = cookieOf(await browserLogin());
    const [a, b] = await Promise.all([refreshByCookie(first), refreshByCookie(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookieOf(a)).toBe(cookieOf(b));
    expect(a.json().data.access_token).toBe(b.json().data.access_token);
    clock.advance({ seconds: 20 });
    const late = await refreshByCookie(first);
    expect(late.statusCode).toBe(200);
    expect(cookieOf(late)).toBe(cookieOf(a));
    expect(await profileStatus(late.json().data.access_token)).toBe(200);
  });

  it('clears the cookie of a token it refuses; a reused one revokes its family', async () => {
    const first = cookieOf(await browserLogin());
    const successor = cookieOf(await refreshByCookie(first));
    clock.advance({ seconds: 31 });
    const reused = await refreshByCookie(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Please log in again.', code: 'pleaseLogInAgain' });
    expect(reused.headers['set-cookie']).toBe(cleared());
    expect((await refreshByCookie(successor)).statusCode).toBe(401);
  });

  it('answers 422 with the field message when neither the body nor a cookie has a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webOrigin },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Validation Error!',
      code: 'validationError',
      errors: { refresh_token: ['Token is required.'] },
    });
  });

  it('moves a login the web kept in localStorage into the cookie: a body token with channel web', async () => {
    const session = await loginAs(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webOrigin },
      payload: new URLSearchParams({ refresh_token: session.refresh_token, channel: 'web' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refresh_token).toBeUndefined();
    expect((await refreshByCookie(cookieOf(res))).statusCode).toBe(200);
  });

  it('a body token wins over a cookie, and a native refresh sets no cookie', async () => {
    const session = await loginAs(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { pothik_refresh: 'stale-cookie' },
      payload: new URLSearchParams({ refresh_token: session.refresh_token }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(typeof res.json().data.refresh_token).toBe('string');
  });
});

describe('DELETE /api/v3/user/refresh-token (a browser logout)', () => {
  it('revokes the login and the access token sent with it, and clears the cookie', async () => {
    const login = await browserLogin();
    const token = cookieOf(login);
    const accessToken = login.json().data.access_token;
    const res = await logoutByCookie(token, accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout successful', code: 'logoutSuccess' });
    expect(res.headers['set-cookie']).toBe(cleared());
    expect((await refreshByCookie(token)).statusCode).toBe(401);
    expect(await profileStatus(accessToken)).toBe(401);
  });

  it('ends the login from an already rotated cookie too, and answers the same without one', async () => {
    const first = cookieOf(await browserLogin());
    const successor = cookieOf(await refreshByCookie(first));
    expect((await logoutByCookie(first)).statusCode).toBe(200);
    expect((await refreshByCookie(successor)).statusCode).toBe(401);
    const none = await logoutByCookie(undefined);
    expect(none.statusCode).toBe(200);
    expect(none.headers['set-cookie']).toBe(cleared());
  });
});

describe('CORS credentials', () => {
  const preflight = (url: string, origin: string, method = 'POST') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    });

  it('are allowed for the web origin on the routes that read or set the cookie, preflight included', async () => {
    for (const [url, method] of [
      ['/api/v3/user/verify', 'POST'],
      ['/api/v3/user/google', 'POST'],
      ['/api/v3/user/refresh-token', 'POST'],
      ['/api/v3/user/refresh-token', 'DELETE'],
      ['/api/v3/driver/verify', 'POST'],
      ['/api/v3/driver/refresh-token', 'DELETE'],
    ] as const) {
      const res = await preflight(url, webOrigin, method);
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin'], url).toBe(webOrigin);
      expect(res.headers['access-control-allow-credentials'], url).toBe('true');
    }
    const refreshed = await refreshByCookie(cookieOf(await browserLogin()));
    expect(refreshed.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(refreshed.headers['access-control-allow-credentials']).toBe('true');
  });

  it('are not allowed for another origin, nor on any other route', async () => {
    const other = await preflight('/api/v3/user/refresh-token', 'http://localhost:5000');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    for (const url of [
      '/api/v3/user/profile',
      '/api/v3/user/logout',
      '/admin/api/auth/me',
      '/web/get/blogs',
    ]) {
      const res = await preflight(url, webOrigin, 'GET');
      expect(res.headers['access-control-allow-origin'], url).toBe(webOrigin);
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });
});

describe('the cookie behind https or a path (PUBLIC_API_URL)', () => {
  let hosted: FastifyInstance;
  beforeAll(async () => {
    hosted = await buildTestApp(
      { WEB_ORIGIN: 'https://pothik.example', PUBLIC_API_URL: 'https://pothik.example/backend/' },
      { clock },
    );
    await hosted.ready();
  });
  afterAll(async () => {
    await hosted.close();
  });

  it('is Secure, and its path is where the browser reaches the refresh route', async () => {
    const mobile = uniqueMobile();
    await sendCode(hosted, mobile);
    const res = await hosted.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      remoteAddress: randomIp(),
      payload: { mobile, otp: await readLatestCode(hosted, mobile), channel: 'web' },
    });
    expect(res.headers['set-cookie']).toBe(
      `pothik_refresh=${cookieOf(res)}; Max-Age=${THIRTY_DAYS}; Path=/backend/api/v3/user/refresh-token; HttpOnly; Secure; SameSite=Strict`,
    );
  });
});

describe('the cookie in production', () => {
  it('is Secure even when PUBLIC_API_URL is plain http (a browser then drops it, as it should)', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(cookie);
    const refresh = refreshCookieOf(
      { env: 'production', publicApiUrl: 'http://10.0.0.5:8081' },
      '/api/v3/user',
    );
    bare.get('/set', async (_request, reply) => {
      refresh.set(reply, 'token', new Date('2026-04-09T04:00:00.000Z'), new Date('2026-03-10T04:00:00.000Z'));
      return {};
    });
    const res = await bare.inject('/set');
    expect(res.headers['set-cookie']).toBe(
      `pothik_refresh=token; Max-Age=${THIRTY_DAYS}; Path=/api/v3/user/refresh-token; HttpOnly; Secure; SameSite=Strict`,
    );
    await bare.close();
  });
});
