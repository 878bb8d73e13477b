import { expect, oneWidth, test } from '../fixtures';

// Answered by the server before any page is drawn: one width.

test('any path containing /offers goes to /campaign', oneWidth, async ({ page }) => {
  for (const path of ['/offers', '/offers/summer', '/bn/offers?x=1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/campaign$/);
  }
});

test('any path containing /campaign/eid2025 goes to /campaign/9', oneWidth, async ({ page }) => {
  for (const path of ['/campaign/eid2025', '/campaign/eid2025/details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/campaign\/9$/);
  }
});
