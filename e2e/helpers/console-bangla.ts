import { expect, type Page } from '@playwright/test';

// The staff console in Bangla (issue 46 §5): what a page shows a staff member, less the data it lists,
// must hold no English. Data is what staff typed or the API stores as given (names, addresses, emails,
// plates, notes, codes, gateways' errors, what an editor writes in a form's boxes): the console marks
// such cells translate="no" where it draws them itself, and react-admin's cells, fields and inputs are
// left out by their source here; text boxes and the rich-text editor hold what staff type. Brand names stay
// as the brands write them.

/** The record fields that hold data, not the console's words: left out wherever they show. */
const DATA_SOURCES = [
  'name',
  'full_name',
  'mobile',
  'email',
  'title_en',
  'name_en',
  'question_en',
  'quote_en',
  'role_en',
  'slug',
  'district',
  'outlet',
  'author',
  'code',
  'reference',
  'transaction_id',
  'entity_id',
  'reason',
  'last_error',
  'note',
  'cancel_note',
  'pickup_address',
  'dropoff_address',
  'passenger_name',
  'passenger_mobile',
  'driver_name',
  'driver_mobile',
  'author_mobile',
  'plate_number',
  'car_model',
  'number',
  'action',
  'to',
  'provider',
  'assignee_id',
  'category_id',
  'blog_id',
  'offer_id',
  'rating_comment',
  'trip.pickup_address',
  'trip.dropoff_address',
  'trip.driver_name',
  'fields',
  'promo_code',
  'id',
];

/** Brands and product names, written as their owners write them. */
const BRANDS = ['Pothik', 'bKash', 'SSLCommerz', 'Google Authenticator', 'Aegis', '1Password', 'CSV'];

/** The page's visible text without its data: what the console itself says. */
export async function consoleWords(page: Page): Promise<string> {
  const data = DATA_SOURCES.flatMap((s) =>
    ['column', 'ra-field', 'ra-input'].map((kind) => `[class~="${kind}-${s}"]`),
  );
  const text = await page.evaluate(
    (selector) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(selector)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    },
    ['[translate="no"]', 'script', 'style', 'textarea', '[contenteditable="true"]', ...data].join(','),
  );
  // Email addresses, and a page's address on the site as a slug gives it (lowercase words and dashes).
  let words = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').replace(/\b[a-z0-9]+(-[a-z0-9]+)+\b/g, ' ');
  for (const brand of BRANDS) words = words.replaceAll(brand, ' ');
  return words;
}

/** The English words the page shows (runs of two or more Latin letters), with where they stand. */
export async function englishOn(page: Page): Promise<string[]> {
  const words = await consoleWords(page);
  return [...words.matchAll(/[A-Za-z]{2,}/g)].map(
    (m) => `${m[0]} in "${words.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}"`,
  );
}

/**
 * Opens each of `paths` (the console's routes) and reads it once it has loaded: the English found on
 * any of them, by route (none is the pass; all routes are read before the verdict, so one run names all).
 */
export async function walkInBangla(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  let before = '';
  for (const path of paths) {
    // Within the page, as the menu goes: no reload, so the console stays signed in as it is.
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, path);
    await expect(page).toHaveURL(new RegExp(`#${path.replace(/[/?]/g, '\\$&')}$`));
    // Loaded: the route's page replaced the last one, react-admin's progress indicators are gone, no
    // "Loading" is left, and its words hold still between two reads.
    await expect(page.locator('.MuiLinearProgress-root, [role="progressbar"]')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.getByText('লোড হচ্ছে')).toHaveCount(0);
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await consoleWords(page);
          const settled = now === last && now !== before;
          last = now;
          return settled;
        },
        { message: `${path} shows its page`, intervals: [400], timeout: 15_000 },
      )
      .toBe(true);
    before = last;
    const english = await englishOn(page);
    if (english.length > 0) found[path] = english;
  }
  expect(found).toEqual({});
}
