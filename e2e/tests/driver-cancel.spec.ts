import { randomUUID } from 'node:crypto';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations, settledSeriousViolations } from '../helpers/axe';
import { createDriver } from '../helpers/drivers';
import { requestTripThroughApi } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// Cancellations that cost (DESIGN.md §17, issue 45): the booked driver gives the trip back from their
// phone with a reason; the passenger's trip page, never reloaded, is back in bidding with the other
// driver's bid, which shows its reliability line beside the rating.

const userApi = `${apiUrl}/api/v3`;

declare global {
  interface Window {
    /** Set before the cancel: still there afterwards means the page was never reloaded. */
    __sameDocument?: boolean;
  }
}

const ui = {
  en: {
    yourRide: 'Your ride',
    booked: 'You are booked for this trip',
    cancel: 'Cancel trip',
    counts: /counts against your reliability/,
    reason: 'Why are you cancelling?',
    breakdown: 'My car broke down',
    confirm: 'Yes, cancel the trip',
    cancelled: 'The trip is cancelled and open for other drivers.',
    bids: 'Bids from drivers',
    noHistory: 'No finished bookings in the last 90 days',
  },
  bn: {
    yourRide: 'আপনার যাত্রা',
    booked: 'এই ট্রিপে আপনি বুক হয়েছেন',
    cancel: 'ট্রিপ বাতিল করুন',
    counts: /আপনার নির্ভরযোগ্যতায় গণ্য হবে/,
    reason: 'কেন বাতিল করছেন?',
    breakdown: 'আমার গাড়ি নষ্ট হয়ে গেছে',
    confirm: 'হ্যাঁ, ট্রিপ বাতিল করুন',
    cancelled: 'ট্রিপটি বাতিল হয়েছে এবং অন্য চালকদের জন্য খোলা।',
    bids: 'চালকদের বিড',
    noHistory: 'গত ৯০ দিনে কোনো বুকিং শেষ হয়নি',
  },
};

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];
  test(
    `a booked driver cancels and the passenger sees the trip back in bidding, live, in ${lang}`,
    journeyIn(lang),
    async ({ page, browser, request, context, baseURL }) => {
      test.setTimeout(90_000);
      await useLanguage(context, lang, baseURL!);
      const booked = await createDriver(request, 'sedan');
      const other = await createDriver(request, 'sedan');
      const bookedSession = await loginThroughApi(request, booked.mobile, 'driver');
      const otherSession = await loginThroughApi(request, other.mobile, 'driver');
      const passenger = await loginThroughApi(request, randomMobile());
      const trip = await requestTripThroughApi(request, passenger.access_token);
      const bidOf = async (token: string, fare: number) => {
        const res = await request.post(`${userApi}/driver/bids`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { trip_id: trip.id, driver_fare: fare },
        });
        expect(res.status()).toBe(201);
        return ((await res.json()) as { data: { bid: { id: number } } }).data.bid.id;
      };
      const bookedBid = await bidOf(bookedSession.access_token, 9000);
      await bidOf(otherSession.access_token, 9400);
      const accepted = await request.post(`${userApi}/user/accept-bid`, {
        headers: { Authorization: `Bearer ${passenger.access_token}`, 'Idempotency-Key': randomUUID() },
        data: { trip_id: trip.id, bid_id: bookedBid },
      });
      expect(accepted.status()).toBe(200);

      // The passenger watches the booked trip (on a phone in Bangla: the mobile-360 project).
      await seedSession(page, passenger);
      await page.goto(`/trip/my-trips/${trip.id}`);
      await expect(page.getByRole('region', { name: t.yourRide })).toBeVisible();
      await page.evaluate(() => {
        window.__sameDocument = true;
      });

      // The booked driver's phone: Cancel trip, a reason, then the confirm.
      const phoneContext = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      await useLanguage(phoneContext, lang, baseURL!);
      const phone = await phoneContext.newPage();
      await seedSession(phone, bookedSession, {}, 'driver');
      await phone.goto(`/driver/trips/${trip.id}`);
      const bookedPanel = phone.getByRole('region', { name: t.booked });
      await bookedPanel.getByRole('button', { name: t.cancel }).click();
      await expect(bookedPanel.getByText(t.counts)).toBeVisible();
      await bookedPanel.getByLabel(t.reason).selectOption({ label: t.breakdown });
      await bookedPanel.getByRole('button', { name: t.confirm }).click();
      await expect(phone.getByText(t.cancelled, { exact: false })).toBeVisible();

      // The passenger's page, not reloaded, is back in bidding with the other driver's bid and its
      // reliability line (a driver with no finished booking yet says so).
      const bids = page.getByRole('region', { name: t.bids });
      await expect(bids).toBeVisible({ timeout: 5_000 });
      const otherCard = bids.getByRole('listitem').filter({ hasText: other.name });
      await expect(otherCard).toBeVisible({ timeout: 5_000 });
      await expect(otherCard.getByText(t.noHistory)).toBeVisible();
      await expect(bids.getByRole('listitem').filter({ hasText: booked.name })).toHaveCount(0);
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

      expect(await settledSeriousViolations(phone)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await phoneContext.close();
    },
  );
}
