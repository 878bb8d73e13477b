import { randomUUID } from 'node:crypto';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations } from '../helpers/axe';
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

test('a booked driver cancels and the passenger sees the trip back in bidding, live', async ({
  page,
  browser,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await useLanguage(context, 'en', baseURL!);
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

  // The passenger watches the booked trip on a phone-sized screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await seedSession(page, passenger);
  await page.goto(`/trip/my-trips/${trip.id}`);
  await expect(page.getByRole('region', { name: 'Your ride' })).toBeVisible();
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
  await useLanguage(phoneContext, 'en', baseURL!);
  const phone = await phoneContext.newPage();
  await seedSession(phone, bookedSession, {}, 'driver');
  await phone.goto(`/driver/trips/${trip.id}`);
  const bookedPanel = phone.getByRole('region', { name: 'You are booked for this trip' });
  await bookedPanel.getByRole('button', { name: 'Cancel trip' }).click();
  await expect(bookedPanel.getByText(/counts against your reliability/)).toBeVisible();
  await bookedPanel.getByLabel('Why are you cancelling?').selectOption({ label: 'My car broke down' });
  await bookedPanel.getByRole('button', { name: 'Yes, cancel the trip' }).click();
  await expect(
    phone.getByText('The trip is cancelled and open for other drivers.', { exact: false }),
  ).toBeVisible();

  // The passenger's page, not reloaded, is back in bidding with the other driver's bid and its
  // reliability line (a driver with no finished booking yet says so).
  const bids = page.getByRole('region', { name: 'Bids from drivers' });
  await expect(bids).toBeVisible({ timeout: 5_000 });
  const otherCard = bids.getByRole('listitem').filter({ hasText: other.name });
  await expect(otherCard).toBeVisible({ timeout: 5_000 });
  await expect(otherCard.getByText('No finished bookings in the last 90 days')).toBeVisible();
  await expect(bids.getByRole('listitem').filter({ hasText: booked.name })).toHaveCount(0);
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

  await expect(phone.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(phone)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await phoneContext.close();
});
