import { randomUUID } from 'node:crypto';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations, settledSeriousViolations } from '../helpers/axe';
import { createDriver } from '../helpers/drivers';
import { scrollToRouteMap } from '../helpers/route-map';
import { requestTripThroughApi } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// The car, live (DESIGN.md §15): a booked driver taps "On my way" on their phone, whose position
// Chromium fakes; the passenger's trip page shows the car (how far, how long, how fresh) within 2 s of
// the phone reporting it, and again when it moves. The map has no tiles here (they never load in e2e).

const userApi = `${apiUrl}/api/v3`;
// The request helper's pickup (Gulshan 2, Dhaka); the car starts about 3 km south of it.
const pickup = { lat: 23.7925, lng: 90.4078 };
const south = (metres: number) => ({ latitude: pickup.lat - metres / 111_320, longitude: pickup.lng });

test('a driver’s position appears on the passenger’s trip page within 2 s', async ({
  page,
  browser,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await useLanguage(context, 'en', baseURL!);
  // A booking through the API: the passenger's request, this driver's bid, the passenger's accept.
  const driver = await createDriver(request, 'sedan');
  const driverSession = await loginThroughApi(request, driver.mobile, 'driver');
  const passenger = await loginThroughApi(request, randomMobile());
  const trip = await requestTripThroughApi(request, passenger.access_token);
  const bid = await request.post(`${userApi}/driver/bids`, {
    headers: { Authorization: `Bearer ${driverSession.access_token}` },
    data: { trip_id: trip.id, driver_fare: 9000 },
  });
  expect(bid.status()).toBe(201);
  const bidId = ((await bid.json()) as { data: { bid: { id: number } } }).data.bid.id;
  const accepted = await request.post(`${userApi}/user/accept-bid`, {
    headers: { Authorization: `Bearer ${passenger.access_token}`, 'Idempotency-Key': randomUUID() },
    data: { trip_id: trip.id, bid_id: bidId },
  });
  expect(accepted.status()).toBe(200);

  // The passenger watches the trip page, on a phone-sized screen too.
  await page.setViewportSize({ width: 360, height: 740 });
  await seedSession(page, passenger);
  await page.goto(`/trip/my-trips/${trip.id}`);
  await expect(page.getByRole('region', { name: 'Your ride' })).toBeVisible();
  const carPanel = page.getByRole('region', { name: 'Where the car is' });
  await expect(carPanel).toHaveCount(0);

  // The driver's phone, with location allowed and faked 3 km south of the pickup.
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { ...south(3000), accuracy: 10 },
  });
  await useLanguage(phoneContext, 'en', baseURL!);
  const phone = await phoneContext.newPage();
  await seedSession(phone, driverSession, {}, 'driver');
  await phone.goto(`/driver/trips/${trip.id}`);
  const booked = phone.getByRole('region', { name: 'You are booked for this trip' });
  await booked.getByRole('button', { name: 'On my way' }).click();
  await expect(
    phone.getByText('The passenger has been told that you are on your way.', { exact: false }),
  ).toBeVisible();
  // The phone shares its position and says so.
  await expect(
    booked.getByText('Your location is shared with the passenger. Keep this page open.'),
  ).toBeVisible();

  // The passenger sees the car: distance and time to the pickup, and how fresh the position is.
  await expect(carPanel).toBeVisible({ timeout: 5_000 });
  const status = carPanel.getByRole('status');
  await expect(status).toHaveText('3.9 km from the pickup, about 16 min away.', { timeout: 2_000 });
  await expect(carPanel.getByText(/^Updated \d+ s ago$/)).toBeVisible();
  // The map shows it too, without tiles.
  await scrollToRouteMap(page);
  await expect(page.locator('.leaflet-marker-icon[title="The car, now"]')).toHaveCount(1);

  // The car moves 200 m on (a fix is sent at most every 5 s, and no faster than a car drives): the
  // passenger's page follows within 2 s.
  await phone.waitForTimeout(5_500);
  await phoneContext.setGeolocation({ ...south(2800), accuracy: 10 });
  await expect(status).toHaveText('3.6 km from the pickup, about 15 min away.', { timeout: 2_000 });
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByText('The driver set off for the pickup')).toBeVisible();

  // Both pages hold the accessibility bar once settled (the driver's toast gone).
  expect(await settledSeriousViolations(phone)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await phoneContext.close();
});
