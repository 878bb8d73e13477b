import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, browserApiUrl } from '../playwright.config';

const userApi = `${apiUrl}/api/v3`;

/** A login as the API answers a native app (the tests log in through the API that way). */
export type Session = {
  access_token: string;
  accessTokenExpiresIn: string;
  refresh_token: string;
  refreshTokenExpiresIn: string;
  user: Record<string, unknown>;
};

/** A fresh valid Bangladesh mobile per test, so tests never share a daily code allowance. */
export function randomMobile(): string {
  return `017${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The newest code the dev SMS outbox holds for `mobile`, once it holds at least `count` messages. */
export async function readLoginCode(request: APIRequestContext, mobile: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(`${userApi}/dev/sms-outbox`, { params: { mobile } });
    const body = (await response.json()) as { data: { items: { code: string | null }[] } };
    const newest = body.data.items[0]?.code;
    if (body.data.items.length >= count && newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no login code for ${mobile} in the SMS outbox`);
}

/** Logs in through the API itself (for tests about what happens after a login); a driver with `role`. */
export async function loginThroughApi(
  request: APIRequestContext,
  mobile: string,
  role: 'user' | 'driver' = 'user',
): Promise<Session> {
  const sent = await request.post(`${userApi}/${role}/login`, {
    data: { mobile, recaptcha_token: 'web-placeholder-token', channel: 'web' },
  });
  if (!sent.ok()) throw new Error(`login: ${sent.status()} ${await sent.text()}`);
  const otp = await readLoginCode(request, mobile);
  const verified = await request.post(`${userApi}/${role}/verify`, { data: { mobile, otp } });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  return ((await verified.json()) as { data: Session }).data;
}

/** The browser's refresh cookie (apps/api/src/modules/auth/refresh-cookie.ts). */
export const REFRESH_COOKIE = 'pothik_refresh';
export const refreshCookiePath = (door: 'user' | 'driver' = 'user') => `/api/v3/${door}/refresh-token`;

/**
 * Leaves the browser as a login on the site leaves it: the refresh token as the API's httpOnly cookie,
 * and in localStorage the login's end and the user (before the page's first script runs, once per tab:
 * later documents keep what the app left). The page's own session check then gets its access token
 * through the cookie. `overrides` replaces stored values (the driver's keys start with `driver_`).
 */
export async function seedSession(
  page: Page,
  session: Session,
  overrides: Record<string, string> = {},
  door: 'user' | 'driver' = 'user',
) {
  await page.context().addCookies([
    {
      name: REFRESH_COOKIE,
      value: session.refresh_token,
      domain: new URL(browserApiUrl).hostname,
      path: refreshCookiePath(door),
      httpOnly: true,
      secure: false,
      sameSite: 'Strict',
      expires: Math.floor(Date.parse(session.refreshTokenExpiresIn) / 1000),
    },
  ]);
  const prefix = door === 'driver' ? 'driver_' : '';
  const values: Record<string, string> = {
    [`${prefix}refresh_token_expires`]: session.refreshTokenExpiresIn,
    [`${prefix}user`]: JSON.stringify(session.user),
    ...overrides,
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(values));
}

export async function readStoredAuth(page: Page) {
  return page.evaluate(() => ({
    access_token: localStorage.getItem('access_token'),
    access_token_expires: localStorage.getItem('access_token_expires'),
    refresh_token: localStorage.getItem('refresh_token'),
    refresh_token_expires: localStorage.getItem('refresh_token_expires'),
    user: localStorage.getItem('user'),
  }));
}

/** The browser's refresh cookie for a door, as the browser holds it (not what a page's script sees). */
export async function refreshCookieOf(page: Page, door: 'user' | 'driver' = 'user') {
  const cookies = await page.context().cookies(`${browserApiUrl}${refreshCookiePath(door)}`);
  return cookies.find((cookie) => cookie.name === REFRESH_COOKIE) ?? null;
}

/**
 * Everything a script on the page can read where a token could be kept: localStorage, sessionStorage
 * and document.cookie, as one text to search.
 */
export async function scriptReadableText(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  );
}

/** POST /user/refresh-token as the web sends it (form body); the status tells whether the token lives. */
export async function refreshStatus(request: APIRequestContext, refreshToken: string): Promise<number> {
  const response = await request.post(`${userApi}/user/refresh-token`, {
    form: { refresh_token: refreshToken },
  });
  return response.status();
}

export async function logoutThroughApi(request: APIRequestContext, refreshToken: string): Promise<void> {
  const response = await request.post(`${userApi}/user/logout`, { data: { refresh_token: refreshToken } });
  if (!response.ok()) throw new Error(`logout: ${response.status()}`);
}

export async function profileStatus(request: APIRequestContext, accessToken: string): Promise<number> {
  const response = await request.get(`${userApi}/user/profile`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return response.status();
}
