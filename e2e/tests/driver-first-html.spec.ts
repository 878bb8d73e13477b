import type { Page } from '@playwright/test';
import { expect, oneWidth, test, useLanguage } from '../fixtures';
import { loginThroughApi, seedSession } from '../helpers/auth';
import { createDriver } from '../helpers/drivers';
import { loginTexts } from '../helpers/login-ui';
import { webUrl } from '../playwright.config';

// Issue 42: /driver's largest paint is the login's intro. A visitor not logged in reads the login's
// heading and intro from the server's first HTML, before any of the page's code has run; a driver who is
// logged in never sees them, not even for a frame while the code that knows the login loads.

const login = {
  en: {
    title: 'Driver login',
    intro: 'Log in with the mobile number Pothik registered you with. We will text you a code.',
    openTrips: 'Open trips',
  },
  bn: {
    title: 'চালক লগ ইন',
    intro: 'পথিকে যে মোবাইল নম্বর দিয়ে নিবন্ধন করেছেন, সেটি দিয়ে লগ ইন করুন। আমরা একটি কোড এসএমএস করব।',
    openTrips: 'খোলা ট্রিপ',
  },
} as const;

/** Opens /driver with all of its code held back (so nothing has hydrated) until released. */
async function driverWithCodeHeld(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  // The HTML is parsed (and its inline scripts have run); none of the code it asks for has arrived.
  await page.goto('/driver', { waitUntil: 'domcontentloaded' });
  return { release };
}

/** Records, frame by frame from the document's start, whether the login's heading was ever on screen. */
async function watchLoginHeading(page: Page) {
  await page.addInitScript(() => {
    const seen = { visible: false };
    (window as unknown as { __loginSeen: typeof seen }).__loginSeen = seen;
    const look = () => {
      const heading = document.getElementById('driver-login-title');
      if (heading && heading.getClientRects().length > 0) seen.visible = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () =>
    page.evaluate(() => (window as unknown as { __loginSeen: { visible: boolean } }).__loginSeen.visible);
}

for (const lang of ['en', 'bn'] as const) {
  const t = login[lang];

  test(
    `/driver's first HTML holds the login's heading and intro (${lang})`,
    oneWidth,
    async ({ request }) => {
      const response = await request.get('/driver', { headers: { cookie: `lang=${lang}` } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      // In the page's markup, not only in the data the code renders from later.
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toContain(`>${t.title}</h1>`);
      expect(main).toContain(`>${t.intro}</p>`);
    },
  );

  test(`a visitor reads the driver login's text before any code has run (${lang})`, async ({ page }) => {
    await useLanguage(page.context(), lang, webUrl);
    const { release } = await driverWithCodeHeld(page);
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.intro)).toBeVisible();
    release();
    // The form follows, under the same text.
    await expect(page.getByRole('button', { name: loginTexts[lang].send })).toBeVisible();
    await expect(page.getByText(t.intro)).toBeVisible();
  });

  test(`a logged-in driver never sees the login's text, not even before the code runs (${lang})`, async ({
    page,
    request,
  }) => {
    const driver = await createDriver(request);
    await seedSession(page, await loginThroughApi(request, driver.mobile, 'driver'), {}, 'driver');
    await useLanguage(page.context(), lang, webUrl);
    const wasLoginSeen = await watchLoginHeading(page);
    const { release } = await driverWithCodeHeld(page);
    await expect(page.locator('html')).toHaveAttribute('data-driver-in', '');
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    // The text is in the HTML, hidden; the pages' placeholder shows in its place.
    await expect(page.locator('#driver-login-title')).toHaveCount(1);
    await expect(page.locator('#driver-login-title')).toBeHidden();
    await expect(page.getByText(t.intro)).toBeHidden();
    await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: t.openTrips })).toBeVisible();
    await expect(page.locator('#driver-login-title')).toHaveCount(0);
    expect(await wasLoginSeen()).toBe(false);
  });
}
