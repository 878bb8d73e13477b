import type { APIRequestContext, Page } from '@playwright/test';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { pick, tripUi } from '../helpers/trip-ui';

// Issue 42: the home chooser's code loads on the visitor's first touch in it or once the page is idle,
// not with the page. A visitor quicker than that code loses nothing: here the code is held back while
// they act, then let through, and the chooser goes on from what they did.

/**
 * Opens the home page with every script its HTML does not name (the chooser's, asked for once the page
 * is idle or touched) held back until released, and waits until the page has asked for it: the page's
 * own code has run by then, the chooser's has not.
 */
async function homeWithChooserCodeHeld(page: Page, request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const firstLoad = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  // Not until `load`: the held script may have been asked for before it, and `load` waits for it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held).toBeGreaterThan(0);
  return { release };
}

/**
 * Opens the home page with all its code held back until released (the page's own too, so it has not
 * hydrated), and waits until the chooser shows: the moment before the page's hydration commits.
 */
async function homeWithAllCodeHeld(page: Page, tabName: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('tab', { name: tabName })).toBeVisible();
  return { release };
}

/** Whether Next.js's client has started on the page (it sets window.next as it boots). */
function pageCodeRan(page: Page) {
  return page.evaluate(() => 'next' in window);
}

const returnWhen = { en: 'Return date and time', bn: 'ফেরার তারিখ ও সময়' };

for (const lang of ['en', 'bn'] as const) {
  const t = tripUi[lang];

  test.describe(`the home chooser before its code in ${lang}`, journeyIn(lang), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('a trip type chosen and a place typed before the code arrives are kept', async ({
      page,
      request,
    }) => {
      const code = await homeWithChooserCodeHeld(page, request);
      await pick(page.getByRole('radio', { name: t.tripTypes.round_way, exact: true }));
      const pickup = page.getByRole('combobox', { name: t.pickup });
      await pickup.fill(t.pickupSearch);
      code.release();

      // The typed place is searched for as if typed now; the round trip asks for its return.
      await expect(page.getByRole('option', { name: t.pickupOption }).first()).toBeVisible();
      await expect(pickup).toHaveValue(t.pickupSearch);
      await expect(page.getByRole('radio', { name: t.tripTypes.round_way, exact: true })).toBeChecked();
      await expect(page.getByRole('group', { name: returnWhen[lang] })).toBeVisible();
    });

    test('a tab and Continue tapped before the code arrives are carried out once it has', async ({
      page,
      request,
    }) => {
      const code = await homeWithChooserCodeHeld(page, request);
      await page.getByRole('tab', { name: t.airportTab }).click();
      await page.getByRole('button', { name: t.continue }).click();
      code.release();

      await expect(page.getByRole('tab', { name: t.airportTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('radio', { name: t.tripTypes.from_airport, exact: true })).toBeChecked();
      // Continue was checked by the chooser (places are missing), not sent by the browser as a GET.
      await expect(page.getByRole('combobox', { name: t.airport })).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
    });

    test('a tab and Continue tapped before the page itself has hydrated are carried out once it has', async ({
      page,
    }) => {
      const code = await homeWithAllCodeHeld(page, t.airportTab);
      await page.getByRole('tab', { name: t.airportTab }).click();
      await page.getByRole('button', { name: t.continue }).click();
      // Nothing was sent by the browser meanwhile, and none of the page's code has run yet.
      expect(new URL(page.url()).search).toBe('');
      expect(await pageCodeRan(page)).toBe(false);
      code.release();

      await expect(page.getByRole('tab', { name: t.airportTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('radio', { name: t.tripTypes.from_airport, exact: true })).toBeChecked();
      await expect(page.getByRole('combobox', { name: t.airport })).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
      expect(await pageCodeRan(page)).toBe(true);
    });
  });
}
