import type { BrowserContext, Page } from '@playwright/test';
import { expect, oneWidth, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { logoutInHeader } from '../helpers/login-ui';
import { tripUi } from '../helpers/trip-ui';
import { requestTripThroughApi } from '../helpers/trips';

// Issue 42, ADR 0024: a logged-in passenger's trip is in its page's first HTML, rendered by the web server
// with the copy of the access token the tab handed it (an httpOnly cookie of the site), so the trip is
// read before any of the page's code has run. Ending the login ends the copy: the page's HTML then holds
// no trip, and the token the copy held is revoked. The page's start holds no dialog's code.

const texts = {
  en: {
    checkingDevice: 'Checking this device…',
    bids: 'Bids from drivers',
    logout: 'Logout',
    user: 'Pothik User',
    menu: 'Menu',
    loggedOut: 'Logout successful',
  },
  bn: {
    checkingDevice: 'এই ডিভাইসটি দেখা হচ্ছে…',
    bids: 'চালকদের বিড',
    logout: 'লগ আউট',
    user: 'পথিক ব্যবহারকারী',
    menu: 'মেনু',
    loggedOut: 'সফলভাবে লগ আউট হয়েছে',
  },
} as const;

const PAGE_COOKIE = 'pothik_page_session';

async function pageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === PAGE_COOKIE) ?? null;
}

// The page's scripts; its stylesheets (beside them) are let through, as the page's first paint needs them.
const pageScripts = /\/_next\/static\/chunks\/[^?]*\.js(?:\?|$)/;

/** Opens the page with all of its code held back (nothing has hydrated) until released. */
async function openWithCodeHeld(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pageScripts, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

for (const lang of ['en', 'bn'] as const) {
  const t = { ...tripUi[lang], ...texts[lang] };

  test(
    `a logged-in passenger's trip is in its page's first HTML until logout (${lang})`,
    oneWidth,
    async ({ page, context, request, baseURL, isMobile }) => {
      await useLanguage(context, lang, baseURL!);
      const session = await loginThroughApi(request, randomMobile());
      const trip = await requestTripThroughApi(request, session.access_token);
      await seedSession(page, session);

      // Any page's session check renews the tab's token and hands the server its copy, out of scripts' reach.
      await page.goto('/about-us');
      await expect.poll(() => pageCookie(context)).not.toBeNull();
      const first = (await pageCookie(context))!.value;
      expect(await pageCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain(PAGE_COOKIE);

      const path = `/trip/my-trips/${trip.id}`;
      // All of it in place as sent: no part held back for a script to move in after the first paint (a
      // second layout of the page, and its largest text late).
      const sent = await (await page.request.get(path)).text();
      expect(sent).toContain('data-status');
      expect(sent).not.toContain('<template id="B:');
      // Every script the page runs, to tell what its first load holds.
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (pageScripts.test(response.url())) scripts.push(response.text().catch(() => ''));
      });
      const release = await openWithCodeHeld(page, path);
      const summary = page.getByRole('region', { name: t.tripTypeHeadings.one_way });
      await expect(summary).toBeVisible();
      await expect(summary.locator('[data-status]')).toHaveText(t.requested);
      await expect(page.getByRole('region', { name: t.history })).toBeVisible();
      release();

      // Once hydrated, the page follows the trip as before: its live part (bids) comes, without a
      // hydration error (the fixture fails the test on any console error).
      await expect(page.getByRole('region', { name: t.bids })).toBeVisible();
      await expect(summary.locator('[data-status]')).toHaveText(t.requested);

      // The push panel has asked the API about this device (after the browser's service worker was
      // ready): a logout before it would leave its question to go out without the login (a 401).
      await expect(page.getByText(t.checkingDevice)).toHaveCount(0);

      // The dialog library (its code names its parts, "DialogTitle" among them) is not part of the page's
      // start: Cancel's dialog, and the bids' ones, load when reached for; focus comes back to the button.
      const firstLoad = await Promise.all([...scripts]);
      expect(firstLoad.length).toBeGreaterThan(5);
      expect(firstLoad.filter((code) => code.includes('"DialogTitle"'))).toEqual([]);
      const cancel = page.getByRole('button', { name: t.cancelTrip });
      await cancel.click();
      await expect(page.getByRole('dialog', { name: t.cancelDialog })).toBeVisible();
      expect((await Promise.all(scripts)).some((code) => code.includes('"DialogTitle"'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(cancel).toBeFocused();
      // The trip page's own renewal handed the server the tab's new token: the one logout revokes.
      await expect.poll(async () => (await pageCookie(context))?.value).not.toBe(first);
      const copy = (await pageCookie(context))!.value;
      await logoutInHeader(page, t, isMobile);
      await expect(page.getByText(t.loggedOut)).toBeVisible();
      await expect.poll(() => pageCookie(context)).toBeNull();

      // The HTML now holds no trip; nor would the old copy read it: logout revoked that token.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('data-status');
      const withOldCopy = await request.get(path, { headers: { cookie: `${PAGE_COOKIE}=${copy}` } });
      expect(await withOldCopy.text()).not.toContain('data-status');
    },
  );
}
