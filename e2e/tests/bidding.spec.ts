import type { Locator } from '@playwright/test';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { randomMobile } from '../helpers/auth';
import { loginButton, loginInDialog, loginTexts } from '../helpers/login-ui';
import { fillChooser, pick, tripUi } from '../helpers/trip-ui';

// A new user logs in, requests a trip, watches the demo fleet's bids arrive without reloading,
// applies a promo, accepts, checks in, checks out and reviews, against the real API with DEMO=1.

const ui = {
  en: {
    bids: 'Bids from drivers',
    waiting: "Waiting for drivers' bids",
    live: 'Live',
    acceptBid: /^Accept bid from /,
    bookWith: /^Book with /,
    promo: 'Promo code',
    breakdown: 'Fare breakdown',
    discount: 'Discount',
    total: 'Total',
    confirm: 'Confirm booking',
    accepted: 'Bid accepted. Your trip is confirmed.',
    ride: 'Your ride',
    promoApplied: 'Promo code FLAT300 applied',
    call: /^Call .+ on 01\d{9}$/,
    checkIn: 'Check in',
    tripCode: "Trip code from your driver's app",
    demoCode: /^Demo: this driver has no app/,
    checkOut: 'Check out',
    confirmed: 'Confirmed',
    started: 'Started',
    completed: 'Completed',
    complete: 'Your trip is complete',
    rateDriver: 'Rate your driver',
    fiveStars: '5 stars',
    comment: 'Comment (optional)',
    submitReview: 'Submit review',
    yourReview: 'Your review',
  },
  bn: {
    bids: 'চালকদের বিড',
    waiting: 'চালকদের বিডের অপেক্ষায়',
    live: 'লাইভ',
    acceptBid: /-এর বিড গ্রহণ করুন$/,
    bookWith: /-এর সঙ্গে বুক করুন$/,
    promo: 'প্রোমো কোড',
    breakdown: 'ভাড়ার বিবরণ',
    discount: 'ছাড়',
    total: 'মোট',
    confirm: 'বুকিং নিশ্চিত করুন',
    accepted: 'বিড গৃহীত হয়েছে। আপনার ট্রিপ নিশ্চিত।',
    ride: 'আপনার যাত্রা',
    promoApplied: 'প্রোমো কোড FLAT300 প্রয়োগ করা হয়েছে',
    call: /নম্বরে কল করুন$/,
    checkIn: 'চেক ইন',
    tripCode: 'চালকের অ্যাপের ট্রিপ কোড',
    demoCode: /^ডেমো: এই চালকের অ্যাপ নেই/,
    checkOut: 'চেক আউট',
    confirmed: 'নিশ্চিত',
    started: 'শুরু হয়েছে',
    completed: 'সম্পন্ন',
    complete: 'আপনার ট্রিপ সম্পন্ন হয়েছে',
    rateDriver: 'আপনার চালককে রেটিং দিন',
    fiveStars: '৫ তারা',
    comment: 'মন্তব্য (ঐচ্ছিক)',
    submitReview: 'রিভিউ জমা দিন',
    yourReview: 'আপনার রিভিউ',
  },
} as const;

declare global {
  interface Window {
    /** Set before the bids arrive: still there afterwards means the page was never reloaded. */
    __sameDocument?: boolean;
  }
}

const bengaliToAscii = (text: string) => text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));

/** The taka amount in a breakdown row ("৳4,250" or "৳৪,২৫০"). */
async function rowAmount(table: Locator, header: string): Promise<number> {
  const text = await table.getByRole('row', { name: new RegExp(`^${header}`) }).textContent();
  const amounts = bengaliToAscii(text ?? '').match(/৳\s?[\d,]+/g) ?? [];
  return Number(amounts.at(-1)!.replace(/[৳,\s]/g, ''));
}

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`bidding in ${lang}`, journeyIn(lang), () => {
    // The demo fleet bids 3–20 s after the request; the whole journey needs more than the default.
    test.setTimeout(120_000);

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('request, live bids, promo, accept, check in and out, review', async ({ page, request }) => {
      await page.goto('/');
      await loginButton(page, loginTexts[lang]).click();
      await loginInDialog(page, request, loginTexts[lang], randomMobile());

      await fillChooser(page, tripUi[lang], 'one_way');
      await page.getByRole('button', { name: tripUi[lang].continue }).click();
      await expect(page).toHaveURL(/\/trip\/trip-request/);
      await page.getByRole('button', { name: tripUi[lang].submit }).click();
      await expect(page).toHaveURL(/\/trip\/my-trips\/\d+$/);

      const bids = page.getByRole('region', { name: t.bids });
      await expect(bids.getByRole('heading', { name: t.waiting })).toBeVisible();
      await expect(bids.getByText(t.live, { exact: true })).toBeVisible();
      await page.evaluate(() => {
        window.__sameDocument = true;
      });

      // The demo drivers' bids arrive over the socket; nobody reloads the page.
      const acceptButtons = bids.getByRole('button', { name: t.acceptBid });
      await expect(acceptButtons.first()).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

      await acceptButtons.first().click();
      const dialog = page.getByRole('dialog', { name: t.bookWith });
      const breakdown = dialog.getByRole('table', { name: t.breakdown });
      const totalBefore = await rowAmount(breakdown, t.total);
      // The Discount row is always there: without a promo it reads ৳0.
      expect(await rowAmount(breakdown, t.discount)).toBe(0);
      // FLAT300: rule 5 (other, fixed 500 capped at 300): the ride costs 300 less.
      await dialog.getByRole('textbox', { name: t.promo }).fill('FLAT300');
      await expect.poll(() => rowAmount(breakdown, t.discount)).toBe(300);
      const totalWithPromo = await rowAmount(breakdown, t.total);
      expect(totalWithPromo).toBe(totalBefore - 300);
      await dialog.getByRole('button', { name: t.confirm }).click();

      await expect(page.getByText(t.accepted)).toBeVisible();
      const ride = page.getByRole('region', { name: t.ride });
      await expect(ride).toBeVisible();
      await expect(ride.getByText(t.promoApplied)).toBeVisible();
      await expect(ride.getByRole('link', { name: t.call })).toHaveAttribute('href', /^tel:01\d{9}$/);
      await expect(page.locator('[data-status]').first()).toHaveText(t.confirmed);
      // What the server stored at accept is what the dialog showed.
      expect(await rowAmount(ride.getByRole('table'), t.total)).toBe(totalWithPromo);

      // Check-in takes the code the driver's app shows (docs/decisions/0019); a demo driver has no app,
      // so the demo shows the passenger the code beside the field.
      const demoNote = await ride.getByText(t.demoCode).textContent();
      const code = bengaliToAscii(demoNote ?? '').match(/\d{4}/)![0];
      await ride.getByRole('textbox', { name: t.tripCode }).fill(code);
      await ride.getByRole('button', { name: t.checkIn }).click();
      await expect(page.locator('[data-status]').first()).toHaveText(t.started);
      await ride.getByRole('button', { name: t.checkOut }).click();
      await expect(page.locator('[data-status]').first()).toHaveText(t.completed);

      const done = page.getByRole('region', { name: t.complete });
      const review = done.getByRole('form', { name: t.rateDriver });
      await pick(review.getByRole('radio', { name: t.fiveStars }));
      await review.getByRole('textbox', { name: t.comment }).fill('Safe and on time');
      await review.getByRole('button', { name: t.submitReview }).click();
      await expect(done.getByRole('heading', { name: t.yourReview })).toBeVisible();
      await expect(done.getByText('Safe and on time')).toBeVisible();
      await expect(done.getByRole('button', { name: t.submitReview })).toHaveCount(0);
    });
  });
}
