import { test as base, expect } from '@playwright/test';
import { unreachableTileHost } from './playwright.config';

// STYLE.md §14: an unexpected console error or uncaught page error fails the test.
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (allowedConsoleErrors.some((re) => re.test(msg.text()))) return;
        // Map tiles fail on purpose (see unreachableTileHost); the map's own notice is what tests check.
        if (msg.location().url.startsWith(unreachableTileHost)) return;
        errors.push(msg.text());
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
