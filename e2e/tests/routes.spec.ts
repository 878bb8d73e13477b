import { expect, test, useLanguage } from '../fixtures';
import { barePaths, bengaliScript, loggedInRoutes, publicRoutes } from '../routes';

for (const lang of ['en', 'bn'] as const) {
  test.describe(`every route in ${lang}`, () => {
    for (const path of [...publicRoutes, ...loggedInRoutes, ...barePaths]) {
      test(`${path} answers 200 with its heading in ${lang}`, async ({ page, context, baseURL }) => {
        await useLanguage(context, lang, baseURL!);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        const text = (await heading.textContent()) ?? '';
        expect(text.trim().length).toBeGreaterThan(1);
        // The heading is in the chosen language: Bangla script in bn, none in en.
        expect(bengaliScript.test(text)).toBe(lang === 'bn');
      });
    }
  });
}

test.describe('not found', () => {
  // Chromium logs the 404 status of the document itself as a console error; that one is expected here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path shows the bilingual 404 page with a way home', async ({ page, context, baseURL }) => {
    for (const lang of ['en', 'bn'] as const) {
      await useLanguage(context, lang, baseURL!);
      const response = await page.goto('/no-such-page-here');
      expect(response?.status()).toBe(404);
      const text = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(bengaliScript.test(text)).toBe(lang === 'bn');
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', '/');
    }
  });

  test('/earn-with-{slug} exists only for the configured slug', async ({ page }) => {
    expect((await page.goto('/earn-with-pothik'))?.status()).toBe(200);
    expect((await page.goto('/earn-with-someone-else'))?.status()).toBe(404);
  });
});
