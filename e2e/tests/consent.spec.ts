import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { randomMobile } from '../helpers/auth';
import { seriousViolations } from '../helpers/axe';
import { e2eTags } from '../playwright.config';

// The web is configured with GA4, the Meta Pixel and the Crisp chat
// (playwright.config.ts). Their real hosts are answered here, in the browser, by fakes that record what
// the page hands them. Nothing may be requested before the visitor chooses; after Accept all each script
// is requested with the page's nonce and runs under its CSP (a violation is a console error, which fails
// the test: fixtures.ts); after Reject all nothing is requested, on that page or the next.

test.use({ consentChoice: null });

const ui = {
  en: {
    banner: 'Cookies on Pothik',
    accept: 'Accept all',
    reject: 'Reject all',
    save: 'Save my choices',
    analytics: 'Analytics',
    saved: /Your cookie choice is saved/,
    settings: 'Cookie settings',
    blogs: 'Blogs',
    club: { name: 'Full name', phone: 'Phone', email: 'Email', submit: 'Join the Club' },
  },
  bn: {
    banner: 'পথিক-এ কুকি',
    accept: 'সব গ্রহণ করুন',
    reject: 'সব প্রত্যাখ্যান করুন',
    save: 'আমার পছন্দ সংরক্ষণ করুন',
    analytics: 'বিশ্লেষণ',
    saved: /আপনার কুকির পছন্দ সংরক্ষণ করা হয়েছে/,
    settings: 'কুকি সেটিংস',
    blogs: 'ব্লগ',
    club: { name: 'পুরো নাম', phone: 'ফোন নম্বর', email: 'ইমেইল', submit: 'ক্লাবে যোগ দিন' },
  },
} as const;

const scripts = {
  gtag: `https://www.googletagmanager.com/gtag/js?id=${e2eTags.ga4}`,
  fbevents: 'https://connect.facebook.net/en_US/fbevents.js',
  crisp: 'https://client.crisp.chat/l.js',
};

// Each fake takes over what the vendor's script would: gtag.js reads the data layer, fbevents.js the
// fbq queue, Crisp's loader the website id; each keeps what it got on window for the test to read.
const fakeScripts: Record<string, string> = {
  'www.googletagmanager.com': `(function () {
    var calls = (window.__fakeGtag = []);
    var take = function (entry) { calls.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(entry)))); };
    window.dataLayer.forEach(take);
    var push = window.dataLayer.push.bind(window.dataLayer);
    window.dataLayer.push = function (entry) { take(entry); return push(entry); };
  })();`,
  'connect.facebook.net': `(function () {
    var calls = (window.__fakeFbq = []);
    window.fbq.queue.forEach(function (entry) { calls.push(Array.prototype.slice.call(entry)); });
    window.fbq.callMethod = function () { calls.push(Array.prototype.slice.call(arguments)); };
  })();`,
  'client.crisp.chat': `window.__fakeCrisp = { websiteId: window.CRISP_WEBSITE_ID, locale: window.CRISP_RUNTIME_CONFIG.locale };`,
};

declare global {
  interface Window {
    __fakeGtag?: unknown[][];
    __fakeFbq?: unknown[][];
    __fakeCrisp?: { websiteId: string; locale: string };
    dataLayer?: unknown[];
    fbq?: unknown;
  }
}

/** Answers the tags' hosts with the fakes and records every request that leaves the test servers. */
async function interceptTags(context: BrowserContext, page: Page): Promise<string[]> {
  await context.route(
    /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|client\.crisp\.chat)\//,
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: fakeScripts[new URL(route.request().url()).hostname] ?? '',
      }),
  );
  const outside: string[] = [];
  page.on('request', (request: Request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') outside.push(request.url());
  });
  return outside;
}

/** The nonce of the policy the document was served with. */
async function documentNonce(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
}

const nonceOf = (page: Page, src: string) =>
  page.evaluate(
    (url) => document.querySelector<HTMLScriptElement>(`script[src="${url}"]`)?.nonce ?? null,
    src,
  );

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`consent and marketing tags in ${lang}`, journeyIn(lang), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('nothing is requested before the visitor chooses, on any page', async ({ page, context }) => {
      const outside = await interceptTags(context, page);
      for (const path of ['/', '/blogs', '/campaign/9', '/club', '/survey']) {
        await page.goto(path);
        const banner = page.getByRole('region', { name: t.banner });
        await expect(banner).toBeVisible();
        // A sheet over the page: it moves nothing.
        expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
        await page.waitForLoadState('networkidle');
      }
      expect(outside).toEqual([]);
      expect(await page.evaluate(() => [typeof window.dataLayer, typeof window.fbq])).toEqual([
        'undefined',
        'undefined',
      ]);

      expect(await seriousViolations(page, 'section[aria-labelledby]')).toEqual([]);
    });

    test('after Accept all each tag loads with the page nonce, and page views and events reach it', async ({
      page,
      context,
    }) => {
      const outside = await interceptTags(context, page);
      const nonce = await documentNonce(page, '/club');
      expect(nonce).not.toBe('');
      await page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.accept }).click();
      await expect(page.getByText(t.saved)).toBeVisible();

      await expect
        .poll(() => page.evaluate(() => window.__fakeCrisp ?? null))
        .toEqual({
          websiteId: e2eTags.crisp,
          locale: lang,
        });
      await expect.poll(() => page.evaluate(() => window.__fakeGtag?.length ?? 0)).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => window.__fakeFbq?.length ?? 0)).toBeGreaterThan(0);
      expect(new Set(outside)).toEqual(new Set(Object.values(scripts)));
      for (const src of Object.values(scripts)) expect(await nonceOf(page, src)).toBe(nonce);

      const origin = new URL(page.url()).origin;
      expect(await page.evaluate(() => window.__fakeGtag)).toContainEqual([
        'event',
        'page_view',
        { page_location: `${origin}/club` },
      ]);
      expect(await page.evaluate(() => window.__fakeFbq)).toContainEqual(['track', 'PageView']);

      // A lead: the form's kind reaches both tags, never the name or the number typed.
      const mobile = randomMobile();
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.club.submit }) });
      await form.getByRole('textbox', { name: t.club.name }).fill('Rafiq Ahmed');
      await form.getByRole('textbox', { name: t.club.phone }).fill(mobile);
      await form.getByRole('textbox', { name: t.club.email }).fill('rafiq@example.com');
      await form.getByRole('button', { name: t.club.submit }).click();
      await expect
        .poll(() => page.evaluate(() => window.__fakeGtag))
        .toContainEqual(['event', 'lead_sent', { form: 'club' }]);
      expect(await page.evaluate(() => window.__fakeFbq)).toContainEqual(['track', 'Lead', { form: 'club' }]);
      const everything = JSON.stringify(await page.evaluate(() => [window.__fakeGtag, window.__fakeFbq]));
      for (const personal of [mobile, mobile.slice(1), 'Rafiq', 'rafiq@example.com']) {
        expect(everything).not.toContain(personal);
      }

      // The next route is a page view of its own.
      await page.locator('footer').getByRole('link', { name: t.blogs, exact: true }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect
        .poll(() => page.evaluate(() => window.__fakeGtag))
        .toContainEqual(['event', 'page_view', { page_location: `${origin}/blogs` }]);
      expect(
        (await page.evaluate(() => window.__fakeFbq ?? [])).filter((call) => call[1] === 'PageView'),
      ).toHaveLength(2);

      // A new page with the choice stored: no banner, the tags at once, the chat at the first interaction.
      outside.length = 0;
      await page.goto('/about-us');
      await expect.poll(() => page.evaluate(() => window.__fakeGtag?.length ?? 0)).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);
      expect(outside).not.toContain(scripts.crisp);
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => window.__fakeCrisp ?? null)).not.toBeNull();
    });

    test('after Reject all nothing is requested, on this page or the next', async ({ page, context }) => {
      const outside = await interceptTags(context, page);
      await page.goto('/');
      await page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.reject }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);

      await page.goto('/blogs');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.mouse.wheel(0, 200);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);
      expect(outside).toEqual([]);
      expect(await page.evaluate(() => [typeof window.dataLayer, typeof window.fbq])).toEqual([
        'undefined',
        'undefined',
      ]);
    });

    test("the footer's Cookie settings reopens the choice, and allowing analytics there loads it", async ({
      page,
      context,
    }) => {
      const outside = await interceptTags(context, page);
      await page.goto('/');
      await page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.reject }).click();
      await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);
      // A page rendered with the refusal stored: its policy leaves every tag's hosts out.
      const refused = await page.goto('/about-us');
      expect(refused?.headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook|crisp/);

      const settings = page.locator('footer').getByRole('button', { name: t.settings });
      await settings.click();
      const sheet = page.getByRole('region', { name: t.banner });
      await expect(sheet.getByRole('heading', { name: t.banner })).toBeFocused();
      await expect(sheet.getByRole('checkbox', { name: t.analytics })).not.toBeChecked();
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(settings).toBeFocused();

      await settings.click();
      await sheet.getByRole('checkbox', { name: t.analytics }).check();
      // The page's policy left the refused tags out: it reloads under one that admits analytics.
      const reloaded = page.waitForResponse((response) => response.url().endsWith('/about-us'));
      const loaded = page.waitForEvent('load');
      await sheet.getByRole('button', { name: t.save }).click();
      const policy = (await reloaded).headers()['content-security-policy'] ?? '';
      expect(policy).toContain('https://*.googletagmanager.com');
      expect(policy).not.toContain('facebook');
      expect(policy).not.toContain('crisp');
      await loaded;

      await expect.poll(() => page.evaluate(() => window.__fakeGtag?.length ?? 0)).toBeGreaterThan(0);
      await page.mouse.wheel(0, 200);
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([scripts.gtag]);
    });
  });
}
