import type { Browser, Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';
import {
  loginThroughApi,
  randomMobile,
  refreshCookieOf,
  scriptReadableText,
  seedSession,
} from '../helpers/auth';
import { settledSeriousViolations } from '../helpers/axe';
import { createDriver, driverLogin } from '../helpers/drivers';
import { scrollToRouteMap } from '../helpers/route-map';
import { fillChooser, pick, tripUi } from '../helpers/trip-ui';

// A real driver on the web. A passenger requests a trip; a driver logged in on /driver, in a
// second browser context, sees it arrive without a reload, bids; the passenger accepts that bid (the
// demo fleet bids too: the test picks its own driver's by name); the driver sees the booking, marks
// arrival, and watches the passenger check in and out, live. At 360 px, in English and Bangla.

const ui = {
  en: {
    openTrips: 'Open trips',
    live: 'Live',
    openTrip: (id: number) => `Open trip ${id}`,
    fare: 'Your fare (৳)',
    sendBid: 'Send bid',
    bidSent: 'Your bid has been sent to the passenger.',
    yourBid: 'Your bid: ৳9,000',
    acceptBid: (name: string) => `Accept bid from ${name}`,
    bookWith: /^Book with /,
    confirm: 'Confirm booking',
    accepted: 'Bid accepted. Your trip is confirmed.',
    booked: 'You are booked for this trip',
    arrived: 'I have arrived',
    arrivedToast: 'The passenger has been told that you have arrived.',
    ride: 'Your ride',
    checkIn: 'Check in',
    tripCode: "Trip code from your driver's app",
    checkOut: 'Check out',
    myTrips: 'My trips',
    past: 'Past',
    earnings: 'Earnings',
    earned: '৳9,000',
    notFound: 'Page not found',
    nav: 'Driver app',
    backToOpen: 'Back to open trips',
    car: /^HiAce/,
  },
  bn: {
    openTrips: 'খোলা ট্রিপ',
    live: 'লাইভ',
    openTrip: (id: number) => `ট্রিপ ${bn(id)} খুলুন`,
    fare: 'আপনার ভাড়া (৳)',
    sendBid: 'বিড পাঠান',
    bidSent: 'আপনার বিড যাত্রীর কাছে পাঠানো হয়েছে।',
    yourBid: 'আপনার বিড: ৳৯,০০০',
    acceptBid: (name: string) => `${name}-এর বিড গ্রহণ করুন`,
    bookWith: /-এর সঙ্গে বুক করুন$/,
    confirm: 'বুকিং নিশ্চিত করুন',
    accepted: 'বিড গৃহীত হয়েছে। আপনার ট্রিপ নিশ্চিত।',
    booked: 'এই ট্রিপে আপনি বুক হয়েছেন',
    arrived: 'আমি পৌঁছে গেছি',
    arrivedToast: 'আপনি পৌঁছেছেন, তা যাত্রীকে জানানো হয়েছে।',
    ride: 'আপনার যাত্রা',
    checkIn: 'চেক ইন',
    tripCode: 'চালকের অ্যাপের ট্রিপ কোড',
    checkOut: 'চেক আউট',
    myTrips: 'আমার ট্রিপ',
    past: 'আগের',
    earnings: 'আয়',
    earned: '৳৯,০০০',
    notFound: 'পেজটি পাওয়া যায়নি',
    nav: 'চালক অ্যাপ',
    backToOpen: 'খোলা ট্রিপে ফিরে যান',
    car: /^হায়েস/,
  },
} as const;

function bn(value: number): string {
  return String(value).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
}

declare global {
  interface Window {
    /** Set once the list shows: still there later means the driver's page was never reloaded. */
    __sameDocument?: boolean;
  }
}

/** A phone-sized browser of the driver's own; it fails the test on a console error as the fixture does. */
async function openDriverPhone(browser: Browser, baseURL: string, lang: 'en' | 'bn' | null) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  // Bangla is the driver app's own default: in the bn run the driver never chooses a language.
  if (lang) await useLanguage(context, lang, baseURL);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location().url.startsWith('http://127.0.0.1:9'))
      errors.push(`${msg.text()} ${msg.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/** The bar for every page: no serious or critical axe violation, judged once settled. */
async function expectAccessible(page: Page) {
  expect(await settledSeriousViolations(page)).toEqual([]);
}

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];
  const trip = tripUi[lang];

  test.describe(`driver app in ${lang}`, () => {
    // Two browsers, a live bid round and a ride: far more than one page's default.
    test.setTimeout(120_000);

    test('a driver finds a new trip live, bids, is booked, arrives and sees the ride live', async ({
      page,
      browser,
      request,
      context,
      baseURL,
    }) => {
      test.skip(test.info().project.name !== 'mobile-360', 'the driver app is for phones: runs at 360 px');
      await useLanguage(context, lang, baseURL!);
      const driver = await createDriver(request);
      const phone = await openDriverPhone(browser, baseURL!, lang === 'en' ? 'en' : null);
      const driverPage = phone.page;

      // The driver logs in on /driver and waits on the open trips, live.
      await driverLogin(driverPage, request, lang, driver.mobile);
      await expect(driverPage.getByRole('heading', { level: 1, name: t.openTrips })).toBeVisible();
      await expect(driverPage.getByText(t.live, { exact: true })).toBeVisible();
      await driverPage.evaluate(() => {
        window.__sameDocument = true;
      });
      // The passenger's login stays apart: the driver's refresh cookie is on the driver's refresh path,
      // the login under keys of its own, and no token is where a script on the page can read it.
      expect(await refreshCookieOf(driverPage, 'driver')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });
      expect(await refreshCookieOf(driverPage, 'user')).toBeNull();
      expect(await driverPage.evaluate(() => localStorage.getItem('refresh_token_expires'))).toBeNull();
      expect(
        await driverPage.evaluate(() => localStorage.getItem('driver_refresh_token_expires')),
      ).toBeTruthy();
      const readable = await scriptReadableText(driverPage);
      expect(readable).not.toContain((await refreshCookieOf(driverPage, 'driver'))!.value);
      expect(readable).not.toMatch(/access_token"/);

      // The passenger requests a HiAce trip through the site.
      await seedSession(page, await loginThroughApi(request, randomMobile()));
      await page.goto('/');
      await fillChooser(page, trip, 'one_way');
      await pick(page.getByRole('radio', { name: t.car }));
      await page.getByRole('button', { name: trip.continue }).click();
      await expect(page).toHaveURL(/\/trip\/trip-request/);
      await page.getByRole('button', { name: trip.submit }).click();
      await expect(page).toHaveURL(/\/trip\/my-trips\/\d+$/);
      const tripId = Number(/(\d+)$/.exec(page.url())![1]);

      // It appears on the driver's phone by itself.
      const card = driverPage.locator(`article[data-trip-id="${tripId}"]`);
      await expect(card).toBeVisible({ timeout: 20_000 });
      expect(await driverPage.evaluate(() => window.__sameDocument)).toBe(true);
      // Nothing the driver is about to tap moves as the map and the fare guidance arrive after the form:
      // code fetched from here on comes as late as on a slow phone's network, so the map lands last.
      const slowCode = /\/_next\/static\/chunks\//;
      await driverPage.route(slowCode, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fallback();
      });
      await card.getByRole('link', { name: t.openTrip(tripId) }).click();
      const fare = driverPage.getByRole('textbox', { name: t.fare });
      const send = driverPage.getByRole('button', { name: t.sendBid });
      await expect(send).toBeVisible({ timeout: 15_000 });
      await scrollToRouteMap(driverPage);
      const sendAt = await send.boundingBox();
      const guidanceId = (await fare.getAttribute('aria-describedby'))!.split(' ')[0]!;
      await expect(driverPage.locator(`[id="${guidanceId}"]`)).not.toBeEmpty();
      await expect(driverPage.locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
      expect(await send.boundingBox()).toEqual(sendAt);
      await driverPage.unroute(slowCode);
      await fare.fill('9000');
      await driverPage.getByRole('button', { name: t.sendBid }).click();
      await expect(driverPage.getByText(t.bidSent)).toBeVisible();
      await expect(driverPage.getByText(t.yourBid)).toBeVisible();
      await expectAccessible(driverPage);

      // The passenger takes this driver's bid among the demo fleet's.
      const acceptMine = page.getByRole('button', { name: t.acceptBid(driver.name) });
      await expect(acceptMine).toBeVisible({ timeout: 20_000 });
      await acceptMine.click();
      await page.getByRole('dialog', { name: t.bookWith }).getByRole('button', { name: t.confirm }).click();
      await expect(page.getByText(t.accepted)).toBeVisible();

      // The driver's trip page turns into the booking without a reload, and the driver arrives.
      const booked = driverPage.getByRole('region', { name: t.booked });
      await expect(booked).toBeVisible({ timeout: 15_000 });
      await booked.getByRole('button', { name: t.arrived }).click();
      await expect(driverPage.getByText(t.arrivedToast)).toBeVisible();
      await expect(booked.locator('[data-ride-step]')).toHaveAttribute('data-ride-step', 'arrived');

      // The passenger checks in and out; the driver sees each step as it happens.
      // With the code the driver's screen shows (in the driver's language's digits), as read out.
      const ride = page.getByRole('region', { name: t.ride });
      const code = (await booked.getByTestId('trip-code').locator('[aria-hidden="true"]').textContent())!;
      await ride.getByRole('textbox', { name: t.tripCode }).fill(code);
      await ride.getByRole('button', { name: t.checkIn }).click();
      await expect(booked.locator('[data-ride-step]')).toHaveAttribute('data-ride-step', 'checkedIn', {
        timeout: 15_000,
      });
      await ride.getByRole('button', { name: t.checkOut }).click();
      await expect(booked.locator('[data-ride-step]')).toHaveAttribute('data-ride-step', 'checkedOut', {
        timeout: 15_000,
      });
      expect(await driverPage.evaluate(() => window.__sameDocument)).toBe(true);

      // My trips lists the ride among the past ones.
      await driverPage.getByRole('link', { name: t.myTrips }).click();
      const past = driverPage.getByRole('region', { name: t.past });
      await expect(past.locator(`article[data-trip-id="${tripId}"]`)).toBeVisible();
      await expectAccessible(driverPage);

      // The month's earnings count the fare of the ride just completed, and so do the month's gross
      // earnings in the no-commission breakdown below them.
      await driverPage.getByRole('link', { name: t.earnings }).click();
      await expect(driverPage.getByText(t.earned, { exact: true })).toHaveCount(2);
      await expectAccessible(driverPage);

      // A trip address that names no trip stays in the driver app, with the way back to open trips.
      await driverPage.goto('/driver/trips/not-a-trip');
      await expect(driverPage.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
      await expect(driverPage.getByRole('navigation', { name: t.nav })).toBeVisible();
      await driverPage.getByRole('link', { name: t.backToOpen }).click();
      await expect(driverPage.getByRole('heading', { level: 1, name: t.openTrips })).toBeVisible();

      expect(phone.errors, 'driver console errors').toEqual([]);
      await phone.close();
    });
  });
}

test.describe('driver app as an installed app', () => {
  // Offline, Chromium reports the failed network attempt the service worker falls back from.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('has a manifest scoped to /driver, and shows its offline shell without a network', async ({
    page,
    context,
  }) => {
    test.skip(test.info().project.name !== 'mobile-360', 'the driver app is for phones: runs at 360 px');
    await page.goto('/driver');
    // Bangla first: no language chosen on this browser.
    await expect(page.getByRole('heading', { level: 1, name: 'চালক লগ ইন' })).toBeVisible();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ scope: '/driver', start_url: '/driver', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    // The site's one worker (public/sw.js: this offline page and Web Push) controls the whole site.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ইন্টারনেট সংযোগ নেই' })).toBeVisible();
    await expect(page.getByRole('link', { name: /আবার চেষ্টা করুন/ })).toHaveAttribute('href', '/driver');
    await context.setOffline(false);
  });
});

test.describe('fare guidance on the request page', () => {
  const texts = {
    en: {
      sedan: /^Sedan \d/,
      guidance: /^Most trips like this \(Dhaka to Sylhet\) were booked for ৳[\d,]+–৳[\d,]+\.$/,
    },
    bn: {
      sedan: /^সেডান [০-৯]/,
      guidance: /^ঢাকা থেকে সিলেট পথের এ ধরনের বেশির ভাগ ট্রিপ ৳[০-৯,]+–৳[০-৯,]+ ভাড়ায় বুক হয়েছে।$/,
    },
  } as const;

  for (const lang of ['en', 'bn'] as const) {
    test(`a passenger sees what trips like theirs were booked for, in ${lang}`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.skip(test.info().project.name !== 'mobile-360', 'one width is enough for one line of text');
      await useLanguage(context, lang, baseURL!);
      await seedSession(page, await loginThroughApi(request, randomMobile()));
      await page.goto('/');
      // Dhaka to Sylhet by sedan: a demo route with enough booked trips behind it.
      await fillChooser(page, tripUi[lang], 'one_way');
      await pick(page.getByRole('radio', { name: texts[lang].sedan }));
      await page.getByRole('button', { name: tripUi[lang].continue }).click();
      await expect(page).toHaveURL(/\/trip\/trip-request/);
      await expect(page.getByText(texts[lang].guidance)).toBeVisible();
    });
  }
});
