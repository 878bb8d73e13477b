import type { Page } from '@playwright/test';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { randomMobile } from '../helpers/auth';
import { loginButton, loginInDialog, loginTexts } from '../helpers/login-ui';
import { fillChooser, tripUi } from '../helpers/trip-ui';
import { apiUrl } from '../playwright.config';

// The content pages against the seeded content API, in both languages (each project runs
// desktop and 360 px): a post's place booked from the home chooser, a campaign's promo code carried
// into the accept-bid dialog, the campaign popup once a day, and the sitemap.

const ui = {
  en: {
    blogSection: 'From our blog',
    // The newest seeded post (it features places); the staff-console test may publish newer ones.
    seededPost: 'Coming back to Dhaka after Eid: plan the return before you leave',
    places: 'Places in this post',
    bookThere: /^Book a car there: (.+)$/,
    campaigns: 'Campaigns',
    live: 'Live',
    promo: 'Promo code',
    useIt: 'Use it',
    saved: (code: string) => `Saved. ${code} will be filled in when you accept a driver's bid.`,
    acceptBid: /^Accept bid from /,
    bookWith: /^Book with /,
    bids: 'Bids from drivers',
    close: 'Close',
    seeOffer: 'See the offer',
  },
  bn: {
    blogSection: 'আমাদের ব্লগ থেকে',
    seededPost: 'ঈদের পর ঢাকায় ফেরা: রওনার আগেই ফেরার পরিকল্পনা করুন',
    places: 'এই পোস্টে যে জায়গাগুলোর কথা আছে',
    bookThere: /^সেখানে যেতে গাড়ি বুক করুন: (.+)$/,
    campaigns: 'ক্যাম্পেইন',
    live: 'চলছে',
    promo: 'প্রোমো কোড',
    useIt: 'এটি ব্যবহার করুন',
    saved: (code: string) => `রাখা হয়েছে। ড্রাইভারের বিড গ্রহণ করার সময় ${code} নিজে থেকেই বসে যাবে।`,
    acceptBid: /-এর বিড গ্রহণ করুন$/,
    bookWith: /-এর সঙ্গে বুক করুন$/,
    bids: 'চালকদের বিড',
    close: 'বন্ধ করুন',
    seeOffer: 'অফারটি দেখুন',
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the first live campaign that offers a promo code; returns the code. */
async function openCampaignWithPromo(page: Page, t: (typeof ui)['en' | 'bn']): Promise<string> {
  await page.goto('/campaign');
  await expect(page.getByRole('heading', { level: 1, name: t.campaigns })).toBeVisible();
  const liveCards = page.getByRole('article').filter({ hasText: t.live });
  const hrefs = await liveCards
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).filter((href): href is string => !!href),
    );
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const promo = page.getByRole('group', { name: t.promo });
    if ((await promo.count()) > 0) return ((await promo.locator('code').textContent()) ?? '').trim();
  }
  throw new Error('no live campaign with a promo code is seeded');
}

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`content in ${lang}`, journeyIn(lang), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('a reader opens a post from the home page and books a car to one of its places', async ({
      page,
    }) => {
      await page.goto('/');
      const blog = page.getByRole('region', { name: t.blogSection });
      await blog.getByRole('link', { name: t.seededPost }).first().click();
      await expect(page).toHaveURL(/\/blogs\/after-eid-return-to-dhaka$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const book = page
        .getByRole('region', { name: t.places })
        .getByRole('link', { name: t.bookThere })
        .first();
      const name = (await book.getAttribute('aria-label'))?.match(t.bookThere)?.[1] ?? '';
      expect(name).not.toBe('');
      await book.click();

      await expect(page).toHaveURL(/\/\?dropoff=/);
      await expect(page.getByRole('combobox', { name: tripUi[lang].dropoff })).toHaveValue(
        new RegExp(`^${escapeRegExp(name.trim())}`),
      );
      await expect(
        page.getByRole('radio', { name: tripUi[lang].tripTypes.one_way, exact: true }),
      ).toBeChecked();
    });

    test("a campaign's promo code, chosen with Use it, is in the accept-bid dialog", async ({
      page,
      request,
    }) => {
      // The demo fleet bids 3–20 s after the request.
      test.setTimeout(120_000);
      const code = await openCampaignWithPromo(page, t);
      await page.getByRole('button', { name: t.useIt }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved(code) })).toBeVisible();

      await page.goto('/');
      await loginButton(page, loginTexts[lang]).click();
      await loginInDialog(page, request, loginTexts[lang], randomMobile());
      await fillChooser(page, tripUi[lang], 'one_way');
      await page.getByRole('button', { name: tripUi[lang].continue }).click();
      await expect(page).toHaveURL(/\/trip\/trip-request/);
      await page.getByRole('button', { name: tripUi[lang].submit }).click();
      await expect(page).toHaveURL(/\/trip\/my-trips\/\d+$/);

      const accept = page.getByRole('region', { name: t.bids }).getByRole('button', { name: t.acceptBid });
      await expect(accept.first()).toBeVisible({ timeout: 30_000 });
      await accept.first().click();
      const dialog = page.getByRole('dialog', { name: t.bookWith });
      await expect(dialog.getByRole('textbox', { name: t.promo })).toHaveValue(code);
    });
  });

  test.describe(`campaign popup in ${lang}`, journeyIn(lang), () => {
    test.use({ showCampaignPopup: true });

    test('shows once, closes with Escape and stays closed after a reload', async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, lang, baseURL!);
      const tracked = page.waitForRequest(
        (req) => req.url().endsWith('/web/store/web-campaign-track') && req.method() === 'POST',
      );
      await page.goto('/');
      const popup = page.getByRole('dialog');
      // Not by itself: it waits for the visitor's first input (a scroll here), once the page is hydrated.
      await page.waitForLoadState('networkidle');
      await expect(popup).toHaveCount(0);
      await expect(async () => {
        await page.mouse.wheel(0, 40);
        await expect(popup).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(popup.getByRole('link', { name: t.seeOffer })).toBeVisible();
      await expect(popup.getByRole('button', { name: t.close })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      const beacon = await tracked;
      expect(JSON.parse(beacon.postData() ?? '{}')).toMatchObject({
        events: [{ event: 'view' }, { event: 'close' }],
      });

      const asked: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/web/get/web-campaign-popup')) asked.push(req.url());
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The popup asks for itself in an idle callback after the first input once the page is hydrated:
      // after the network has settled (hydration done), a scroll and two idle callbacks queued later, its
      // turn has passed.
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 40);
      await page.evaluate(async () => {
        for (let i = 0; i < 2; i += 1)
          await new Promise((done) => requestIdleCallback(done, { timeout: 4000 }));
      });
      expect(asked).toEqual([]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test('the sitemap lists every published blog post', async ({ request, baseURL }) => {
  const blogs = await request.get(`${apiUrl}/web/get/blogs`, { params: { per_page: 50 } });
  const { data } = (await blogs.json()) as { data: { items: { slug: string }[] } };
  expect(data.items.length).toBeGreaterThan(0);
  const sitemap = await request.get(`${baseURL}/sitemap.xml`);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const { slug } of data.items) expect(xml).toContain(`/blogs/${encodeURIComponent(slug)}</loc>`);
  expect(xml).toContain('/campaign</loc>');
  const robots = await (await request.get(`${baseURL}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /trip');
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});
