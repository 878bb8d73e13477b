import { randomUUID } from 'node:crypto';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations } from '../helpers/axe';
import { createDriver } from '../helpers/drivers';
import { scrollToRouteMap } from '../helpers/route-map';
import { requestTripThroughApi } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// A share link as a family lives it (DESIGN.md §15): the passenger makes a link on the trip page; someone
// not logged in opens it in another browser and sees the driver's first name and the plate, then the car
// on the map as the driver's phone reports it (posted through the API here, as the driver), moving; the
// passenger revokes the link and the page says it shows no trip. The share page polls every 5 s.

const userApi = `${apiUrl}/api/v3`;
// The request helper's pickup (Gulshan 2, Dhaka); the car starts about 3 km south of it.
const pickup = { lat: 23.7925, lng: 90.4078 };
const south = (metres: number) => ({
  lat: pickup.lat - metres / 111_320,
  lng: pickup.lng,
  accuracy_m: 10,
  at: new Date().toISOString(),
});

test.describe('share link', () => {
  // Texting the link without trusted contacts is a 409 the page explains; the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a contact follows the car on a shared link until the passenger revokes it', async ({
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
    const asDriver = { Authorization: `Bearer ${driverSession.access_token}` };
    const passenger = await loginThroughApi(request, randomMobile());
    const asPassenger = { Authorization: `Bearer ${passenger.access_token}` };
    const trip = await requestTripThroughApi(request, passenger.access_token);
    const bid = await request.post(`${userApi}/driver/bids`, {
      headers: asDriver,
      data: { trip_id: trip.id, driver_fare: 9000 },
    });
    expect(bid.status()).toBe(201);
    const bidId = ((await bid.json()) as { data: { bid: { id: number } } }).data.bid.id;
    const accepted = await request.post(`${userApi}/user/accept-bid`, {
      headers: { ...asPassenger, 'Idempotency-Key': randomUUID() },
      data: { trip_id: trip.id, bid_id: bidId },
    });
    expect(accepted.status()).toBe(200);
    const detail = await request.get(`${userApi}/user/trips/${trip.id}`, { headers: asPassenger });
    const plate = ((await detail.json()) as { data: { trip: { driver: { plate_number: string } } } }).data
      .trip.driver.plate_number;

    // The passenger makes a link on the trip page; without trusted contacts, the page says where to add them.
    await seedSession(page, passenger);
    await page.goto(`/trip/my-trips/${trip.id}`);
    const sharing = page.getByRole('region', { name: 'Share this trip' });
    await sharing.getByRole('button', { name: 'Make a link' }).click();
    const field = sharing.getByRole('textbox', { name: 'Link to this trip' });
    await expect(field).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
    const link = await field.inputValue();
    await sharing.getByRole('button', { name: 'Send to my trusted contacts' }).click();
    await expect(sharing.getByText('You have no trusted contacts yet.')).toBeVisible();
    await expect(sharing.getByRole('link', { name: 'Add them on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    // Someone not logged in opens it on a phone.
    const family = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    await useLanguage(family, 'en', baseURL!);
    const shared = await family.newPage();
    await shared.goto(new URL(link).pathname);
    await expect(shared.getByRole('heading', { name: 'Rafiq is driving this trip' })).toBeVisible();
    await expect(shared.getByText(plate, { exact: true })).toBeVisible();
    const carPanel = shared.getByRole('region', { name: 'Where the car is' });
    await expect(carPanel).toHaveCount(0);

    // The driver sets off and the phone reports; the share page shows the car within its 5 s poll.
    expect(
      (await request.post(`${userApi}/driver/trips/${trip.id}/on-my-way`, { headers: asDriver })).status(),
    ).toBe(200);
    const sent = await request.post(`${userApi}/driver/trips/${trip.id}/positions`, {
      headers: asDriver,
      data: { points: [south(3000)] },
    });
    expect(sent.status()).toBe(200);
    const status = carPanel.getByRole('status');
    await expect(status).toHaveText('3.9 km from the pickup, about 16 min away.', { timeout: 12_000 });
    await expect(carPanel.getByText(/^Updated \d+ s ago$/)).toBeVisible();
    await scrollToRouteMap(shared);
    await expect(shared.locator('.leaflet-marker-icon[title="The car, now"]')).toHaveCount(1);

    // The car moves 200 m on (no faster than a car drives): the page follows.
    await shared.waitForTimeout(5_500);
    const moved = await request.post(`${userApi}/driver/trips/${trip.id}/positions`, {
      headers: asDriver,
      data: { points: [south(2800)] },
    });
    expect(moved.status()).toBe(200);
    await expect(status).toHaveText('3.6 km from the pickup, about 15 min away.', { timeout: 7_000 });
    expect(await seriousViolations(shared)).toEqual([]);

    // The passenger revokes the link; the share page's next poll finds no trip.
    await sharing.getByRole('button', { name: /^Revoke the link made / }).click();
    await expect(sharing.getByText(/^Revoked /)).toBeVisible();
    await expect(
      shared
        .getByRole('alert')
        .filter({ hasText: 'This link shows no trip: it was revoked, the trip ended more than a day ago' }),
    ).toBeVisible({ timeout: 12_000 });
    await expect(carPanel).toHaveCount(0);
    await expect(shared.getByText(plate, { exact: true })).toHaveCount(0);

    await family.close();
  });
});
