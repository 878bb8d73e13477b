import type { Page } from '@playwright/test';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import {
  loginThroughApi,
  logoutThroughApi,
  profileStatus,
  randomMobile,
  readLoginCode,
  readStoredAuth,
  refreshCookieOf,
  refreshStatus,
  scriptReadableText,
  seedSession,
} from '../helpers/auth';
import {
  enterCode,
  loginButton,
  loginDialog,
  loginInDialog,
  logoutInHeader,
  sendCode,
} from '../helpers/login-ui';

// SPEC.md §4 login, session check and logout, against the real API (DEMO=1: codes from the dev outbox).

declare global {
  interface Window {
    /** Where the web's analytics `track` pushes events when the page defines it (src/lib/analytics.ts). */
    __pothikAnalytics?: unknown[];
  }
}

const bnDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

const ui = {
  en: {
    login: 'Log in',
    mobile: 'Mobile number',
    send: 'Send code',
    digit: (n: number) => `Digit ${n} of 4`,
    verify: 'Verify',
    resend: 'Resend code',
    countdown: (time: string) => `You can ask for a new code in ${time}.`,
    loggedIn: 'Logged In Successfully',
    wrongCode: 'The code is incorrect.',
    tooSoon: 'Please wait before requesting a new code.',
    sessionExpired: 'Session expired. Please log in again.',
    menu: 'Menu',
    logout: 'Logout',
    loggedOut: 'Logout successful',
    user: 'Pothik User',
    gate: 'Please log in to see this page.',
    changeTrip: 'Change trip',
  },
  bn: {
    login: 'লগ ইন',
    mobile: 'মোবাইল নম্বর',
    send: 'কোড পাঠান',
    digit: (n: number) => `৪টির মধ্যে ${bnDigits(String(n))} নম্বর অঙ্ক`,
    verify: 'যাচাই করুন',
    resend: 'আবার কোড পাঠান',
    countdown: (time: string) => `${bnDigits(time)} পরে নতুন কোড চাইতে পারবেন।`,
    loggedIn: 'সফলভাবে লগ ইন হয়েছে',
    wrongCode: 'কোডটি সঠিক নয়।',
    tooSoon: 'নতুন কোড চাওয়ার আগে অনুগ্রহ করে অপেক্ষা করুন।',
    sessionExpired: 'সেশনের মেয়াদ শেষ। অনুগ্রহ করে আবার লগ ইন করুন।',
    menu: 'মেনু',
    logout: 'লগ আউট',
    loggedOut: 'সফলভাবে লগ আউট হয়েছে',
    user: 'পথিক ব্যবহারকারী',
    gate: 'এই পেজটি দেখতে অনুগ্রহ করে লগ ইন করুন।',
    changeTrip: 'ট্রিপ পরিবর্তন করুন',
  },
} as const;

const inFuture = (iso: string | null) => !!iso && Date.parse(iso) > Date.now();

/** The data of the next answer of a POST to `path` (`verify`, `refresh-token`) this page gets. */
async function nextAnswer(page: Page, path: string) {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith(`/api/v3/user/${path}`) && r.request().method() === 'POST',
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string; refresh_token?: string } }).data;
}

/** Neither token is anywhere a script on the page (a tag) can read, and localStorage keeps no token key. */
async function expectNoReadableToken(page: Page, tokens: string[]) {
  const readable = await scriptReadableText(page);
  for (const token of tokens) expect(readable).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain('pothik_refresh');
  const stored = await readStoredAuth(page);
  expect([stored.access_token, stored.access_token_expires, stored.refresh_token]).toEqual([
    null,
    null,
    null,
  ]);
}

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`login in ${lang}`, journeyIn(lang), () => {
    // Chromium logs every non-2xx answer of fetch as a console error; these tests cause them on purpose.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('logs in with the code from the SMS and lands on /?login-success', async ({ page, request }) => {
      const mobile = randomMobile();
      await page.goto('/');
      await loginButton(page, t).click();
      const verified = nextAnswer(page, 'verify');

      await loginInDialog(page, request, t, mobile);

      await expect(page).toHaveURL(/\/\?login-success$/);
      await expect(loginButton(page, t)).toHaveCount(0);
      // The refresh token is the API's cookie, never in the answer: httpOnly, SameSite=Strict, on the
      // refresh route's path only (not Secure: the demo is http://localhost).
      const { access_token, refresh_token } = await verified;
      expect(refresh_token).toBeUndefined();
      expect(await refreshCookieOf(page)).toMatchObject({
        domain: 'localhost',
        path: '/api/v3/user/refresh-token',
        httpOnly: true,
        sameSite: 'Strict',
        secure: false,
      });
      const stored = await readStoredAuth(page);
      expect(inFuture(stored.refresh_token_expires)).toBe(true);
      expect(JSON.parse(stored.user!)).toMatchObject({ mobile, full_name: null });
      await expectNoReadableToken(page, [access_token, (await refreshCookieOf(page))!.value]);
      expect(await profileStatus(request, access_token)).toBe(200);
    });

    test('a wrong code shows the server message in red and is tracked', async ({ page, request }) => {
      await page.addInitScript(() => {
        window.__pothikAnalytics = [];
      });
      const mobile = randomMobile();
      await page.goto('/');
      await loginButton(page, t).click();
      const dialog = await sendCode(page, t, mobile);
      const code = await readLoginCode(request, mobile);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

      await enterCode(page, dialog, t, wrong);

      const alert = dialog.getByRole('alert');
      await expect(alert).toHaveText(t.wrongCode);
      await expect(dialog.getByRole('textbox', { name: t.digit(1) })).toHaveAttribute('aria-invalid', 'true');
      expect(await page.evaluate(() => window.__pothikAnalytics)).toEqual([
        { event: 'otp_incorrect', props: { reason: 'otpIncorrect' } },
      ]);
      expect((await readStoredAuth(page)).refresh_token_expires).toBeNull();
      expect(await refreshCookieOf(page)).toBeNull();

      // The right code still works after a wrong one.
      await enterCode(page, dialog, t, code);
      await expect(page.getByText(t.loggedIn)).toBeVisible();
    });

    test('Resend opens when the countdown reaches zero and asks the API for a new code', async ({
      page,
      request,
    }) => {
      await page.clock.install();
      const mobile = randomMobile();
      await page.goto('/');
      await loginButton(page, t).click();
      const dialog = await sendCode(page, t, mobile);
      const resend = dialog.getByRole('button', { name: t.resend });
      await expect(dialog.getByText(t.countdown('3:00'))).toBeVisible();
      await expect(resend).toBeDisabled();

      await page.clock.runFor(179_000);
      await expect(dialog.getByText(t.countdown('0:01'))).toBeVisible();
      await expect(resend).toBeDisabled();
      await page.clock.runFor(1000);
      await expect(resend).toBeEnabled();

      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/api/v3/user/login') && r.method() === 'POST',
      );
      await resend.click();
      expect((await sent).postDataJSON()).toEqual({
        mobile,
        recaptcha_token: 'web-placeholder-token',
        channel: 'web',
      });
      // Only the browser's clock moved: the API still counts its own 180 s and refuses, with the wait
      // left, which restarts the countdown. A resend the API accepts is covered by the component tests.
      await expect(dialog.getByRole('alert')).toHaveText(t.tooSoon);
      await expect(resend).toBeDisabled();
      await expect(
        dialog.getByText(lang === 'en' ? /in [0-3]:\d\d\.$/ : /^[০-৩]:[০-৯]{2} পরে/),
      ).toBeVisible();

      // The code already sent still logs in.
      await enterCode(page, dialog, t, await readLoginCode(request, mobile));
      await expect(page.getByText(t.loggedIn)).toBeVisible();
    });

    test('a logged-in route opens the dialog by itself and stays on the route after login', async ({
      page,
      request,
    }) => {
      const path = '/trip/trip-request?trip_type=round_way&car_type=noah';
      await page.goto(path);
      await expect(loginDialog(page, t)).toBeVisible();

      await loginInDialog(page, request, t, randomMobile());

      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('link', { name: t.changeTrip })).toBeVisible();
      await expect(page.getByText(t.gate)).toHaveCount(0);
      await expect(loginButton(page, t)).toHaveCount(0);
    });
  });

  test.describe(`session in ${lang}`, journeyIn(lang), () => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('a page load gets its access token through the refresh cookie, which it rotates', async ({
      page,
      request,
    }) => {
      const session = await loginThroughApi(request, randomMobile());
      await seedSession(page, session);
      const refreshed = nextAnswer(page, 'refresh-token');

      await page.goto('/about-us');

      const { access_token, refresh_token } = await refreshed;
      expect(refresh_token).toBeUndefined();
      expect(access_token).not.toBe(session.access_token);
      const cookie = await refreshCookieOf(page);
      expect(cookie!.value).not.toBe(session.refresh_token);
      expect(inFuture((await readStoredAuth(page)).refresh_token_expires)).toBe(true);
      await expectNoReadableToken(page, [access_token, cookie!.value]);
      expect(await profileStatus(request, access_token)).toBe(200);
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(loginButton(page, t)).toHaveCount(0);
    });

    test('an expired refresh token ends the session with its message on the home page', async ({
      page,
      request,
    }) => {
      const session = await loginThroughApi(request, randomMobile());
      const past = new Date(Date.now() - 60_000).toISOString();
      await seedSession(page, session, { refresh_token_expires: past });

      // The message is a 3-second toast shown while the page loads: look for it from the first byte.
      await page.goto('/trip/my-trips', { waitUntil: 'commit' });

      await expect(page.getByText(t.sessionExpired)).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
      await expect(loginButton(page, t)).toBeVisible();
      await expect(loginDialog(page, t)).toHaveCount(0);
      expect(await readStoredAuth(page)).toEqual({
        access_token: null,
        access_token_expires: null,
        refresh_token: null,
        refresh_token_expires: null,
        user: null,
      });
    });

    test('a refresh token the API refuses ends the session the same way', async ({ page, request }) => {
      const session = await loginThroughApi(request, randomMobile());
      await logoutThroughApi(request, session.refresh_token);
      await seedSession(page, session);

      await page.goto('/about-us', { waitUntil: 'commit' });

      await expect(page.getByText(t.sessionExpired)).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
      expect((await readStoredAuth(page)).refresh_token_expires).toBeNull();
      // The API clears a cookie it refuses.
      expect(await refreshCookieOf(page)).toBeNull();
    });

    test('logout revokes the login on the server, clears the session and goes home', async ({
      page,
      request,
      isMobile,
    }) => {
      const session = await loginThroughApi(request, randomMobile());
      await seedSession(page, session);
      const refreshed = nextAnswer(page, 'refresh-token');
      await page.goto('/about-us');
      const { access_token } = await refreshed;
      const cookie = (await refreshCookieOf(page))!.value;
      await page.evaluate(() => sessionStorage.setItem('draft', '1'));
      // The page notes in sessionStorage once it has fetched our fonts (features/fonts); waiting for it
      // keeps that note from landing after the logout has cleared the storage.
      await page.waitForFunction(() => sessionStorage.getItem('web_fonts_cached') === '1');

      await logoutInHeader(page, t, isMobile);

      await expect(page.getByText(t.loggedOut)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(loginButton(page, t)).toBeVisible();
      expect((await readStoredAuth(page)).refresh_token_expires).toBeNull();
      expect(await refreshCookieOf(page)).toBeNull();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await refreshStatus(request, cookie)).toBe(401);
      expect(await refreshStatus(request, session.refresh_token)).toBe(401);
      expect(await profileStatus(request, access_token)).toBe(401);
    });
  });
}

// The consented tags (GTM custom HTML, the Meta Pixel, the chat) run on the site's own pages, /profile
// and /trip among them: no token may be where a script there can read it. The refresh token is the
// API's httpOnly cookie, sent only to the refresh route; the access token lives in the tab's memory.
test.describe('tokens out of a script’s reach', () => {
  const t = ui.en;
  // After the logout the trip list still on screen asks again and is told the login ended (401).
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('after login, on a reload and until logout, no script on the page can read a token', async ({
    page,
    request,
    isMobile,
  }) => {
    await page.goto('/trip/my-trips');
    const verified = nextAnswer(page, 'verify');
    await loginInDialog(page, request, t, randomMobile());
    await expect(page).toHaveURL(/\/trip\/my-trips$/);
    const login = await verified;
    const firstCookie = (await refreshCookieOf(page))!.value;
    await expectNoReadableToken(page, [login.access_token, firstCookie]);

    // A reload keeps the login: the page gets a new access token through the cookie.
    const refreshed = nextAnswer(page, 'refresh-token');
    await page.reload();
    const renewed = await refreshed;
    // The trip list came with the renewed token.
    await expect(page.getByText('No upcoming trips')).toBeVisible();
    await expect(loginButton(page, t)).toHaveCount(0);
    const cookie = (await refreshCookieOf(page))!.value;
    expect(cookie).not.toBe(firstCookie);
    await expectNoReadableToken(page, [login.access_token, renewed.access_token, firstCookie, cookie]);
    expect(await profileStatus(request, renewed.access_token)).toBe(200);

    await logoutInHeader(page, t, isMobile);
    await expect(page.getByText(t.loggedOut)).toBeVisible();
    await expect(loginButton(page, t)).toBeVisible();
    expect(await refreshCookieOf(page)).toBeNull();
    expect(await refreshStatus(request, cookie)).toBe(401);
    expect(await profileStatus(request, renewed.access_token)).toBe(401);
  });
});
