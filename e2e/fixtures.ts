import { test as base, expect, type Page } from '@playwright/test';
import { dhakaIsoDay } from '@pothik/domain';
import { fakeGoogleScript } from './helpers/google';
import { unreachableTileHost } from './playwright.config';

type Load = (this: Page, ...args: unknown[]) => Promise<unknown>;
const waitingLoads = new WeakSet<object>();

/**
 * The site's own scripts start after its first frame (apps/web/server/paint-first.mjs), which can come
 * after the load event page.goto and page.reload wait for: a test would then tap a button before the
 * page's code is there to answer. So, on every page of every context, a full load waits until Next.js has
 * started (window.next) too, unless the test asked for less (`waitUntil: 'commit'` and the like).
 */
function loadsWaitForOwnScripts(page: Page) {
  const pages = Object.getPrototypeOf(page) as Record<'goto' | 'reload', Load>;
  if (waitingLoads.has(pages)) return;
  waitingLoads.add(pages);
  for (const name of ['goto', 'reload'] as const) {
    const load = pages[name];
    pages[name] = async function (this: Page, ...args: unknown[]) {
      const response = await load.apply(this, args);
      const options = (name === 'goto' ? args[1] : args[0]) as { waitUntil?: string } | undefined;
      if (
        options?.waitUntil === undefined ||
        options.waitUntil === 'load' ||
        options.waitUntil === 'networkidle'
      ) {
        await this.waitForFunction(
          () =>
            !document.querySelector('script[data-start-after-paint]') ||
            typeof (window as { next?: { version?: unknown } }).next?.version === 'string',
        );
      }
      return response;
    };
  }
}

// STYLE.md §14: an unexpected console error or uncaught page error fails the test.
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  showCampaignPopup: boolean;
  campaignPopupSeen: undefined;
  consentChoice: string | null;
  consentStored: undefined;
  googleScript: 'stub' | 'served';
  fakeGoogle: undefined;
}>({
  page: async ({ page }, use) => {
    loadsWaitForOwnScripts(page);
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  // The campaign popup (a modal) would cover whatever a test came to click: every test starts as if
  // today's had been seen, except those about the popup itself.
  showCampaignPopup: [false, { option: true }],
  campaignPopupSeen: [
    async ({ context, showCampaignPopup }, use) => {
      if (!showCampaignPopup) {
        await context.addInitScript((today) => {
          localStorage.setItem('campaign_popup_shown_on', today);
        }, dhakaIsoDay(new Date())); // the Dhaka day, as the web keys the popup's day
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The consent banner would cover the foot of the page, and the tags' hosts are out of reach: every test
  // starts as a visitor who refused the optional cookies, except the consent tests (null: no choice yet).
  consentChoice: ['1.analytics:0.marketing:0.support:0', { option: true }],
  consentStored: [
    async ({ context, consentChoice, baseURL }, use) => {
      if (consentChoice) await context.addCookies([{ name: 'consent', value: consentChoice, url: baseURL! }]);
      await use(undefined);
    },
    { auto: true },
  ],
  // Google sign-in is configured (playwright.config.ts) and Google is out of reach: every page starts with
  // the fake Google API already there, its button doing nothing, so a login dialog never fetches the
  // script. Not served through page.route: a route makes the browser hold every request of the page for
  // the test runner, which slowed each navigation by a third. The Google tests ('served') have the
  // script itself fetched, with the page's nonce, and answered by a fake that signs in.
  googleScript: ['stub', { option: true }],
  fakeGoogle: [
    async ({ context, googleScript }, use) => {
      if (googleScript === 'stub') await context.addInitScript(fakeGoogleScript(false));
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A refused eval or script that the page's code catches logs nothing, yet the browser reports it
      // (Lighthouse counts it against best practices): it is made a console error here.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (allowedConsoleErrors.some((re) => re.test(msg.text()))) return;
        // Map tiles fail on purpose (see unreachableTileHost); the map's own notice is what tests check.
        if (msg.location().url.startsWith(unreachableTileHost)) return;
        // A failed request's message does not say which: its location does.
        const { url } = msg.location();
        errors.push(url ? `${msg.text()} (${url})` : msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the language cookie before the first page load. */
export async function useLanguage(
  context: import('@playwright/test').BrowserContext,
  lang: 'en' | 'bn',
  url: string,
) {
  await context.addCookies([{ name: 'lang', value: lang, url }]);
}

/**
 * A full journey runs once per language: English at desktop width, Bangla at 360 px (the projects in
 * playwright.config.ts select by these tags). Together they drive both languages and both layouts end
 * to end; each screen's texts and layout in the other language are held by the web's component tests.
 */
export function journeyIn(lang: 'en' | 'bn') {
  return { tag: lang === 'en' ? '@journey-en-desktop' : '@journey-bn-360' };
}

/**
 * A test whose subject no layout changes (a redirect, a label, the fonts a page fetches) runs at desktop
 * width only (playwright.config.ts).
 */
export const oneWidth = { tag: '@one-width' };
