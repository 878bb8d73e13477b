import { expect, test } from '../fixtures';

test('any path containing /offers goes to /campaign', async ({ page }) => {
  for (const path of ['/offers', '/offers/summer', '/bn/offers?x=1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/campaign$/);
  }
});

test('any path containing /campaign/eid2025 goes to /campaign/9', async ({ page }) => {
  for (const path of ['/campaign/eid2025', '/campaign/eid2025/details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/campaign\/9$/);
  }
});
