import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { loginInDialog, loginTexts } from '../helpers/login-ui';
import { fillChooser, isAirport, tripFact, tripTypes, tripUi as ui } from '../helpers/trip-ui';
import { cancelTripThroughApi, dhakaMorningText, requestTripThroughApi } from '../helpers/trips';

// Every trip type from the home chooser through login to the trip's page, a cancellation,
// and the My trips tabs, against the real API (DEMO=1) in both languages; the projects run each test at
// desktop width and at 360 px.

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`trips in ${lang}`, journeyIn(lang), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    for (const type of tripTypes) {
      test(`${type}: estimate, login, request, trip page`, async ({ page, request }) => {
        await page.goto('/');
        await fillChooser(page, t, type);

        await page.getByRole('button', { name: t.getFare }).click();
        // Every car type gets its range at once, without logging in.
        const cars = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: t.car }) });
        for (const car of await cars.getByRole('radio').all()) {
          await expect(car).toHaveAccessibleDescription(/৳/);
        }

        await page.getByRole('button', { name: t.continue }).click();
        await loginInDialog(page, request, loginTexts[lang], randomMobile());

        // Back on the request page with every entry kept.
        await expect(page).toHaveURL(
          isAirport(type) ? /airport-rental-trip-request/ : /\/trip\/trip-request/,
        );
        await expect(page.getByRole('radio', { name: t.tripTypes[type], exact: true })).toBeChecked();
        await expect(page.getByRole('radio', { name: t.car })).toBeChecked();
        const homeEnd = type === 'from_airport' ? t.dropoff : t.pickup;
        await expect(page.getByRole('combobox', { name: homeEnd })).toHaveValue(t.pickupOption);
        if (type === 'one_way' || type === 'round_way') {
          await expect(page.getByRole('combobox', { name: t.dropoff })).toHaveValue(t.dropoffOption);
        }
        if (type === 'hourly') await expect(page.getByRole('combobox', { name: t.hours })).toHaveValue('6');
        if (type !== 'hourly') await expect(page.getByText(t.byRoad).first()).toBeVisible();

        const carEstimate = page.getByRole('status').filter({ hasText: t.carEstimate });
        await expect(carEstimate).toBeVisible();
        const [, min, max] = (await carEstimate.textContent())!.match(t.carEstimate)!;
        await page.getByLabel(t.offer).fill('4500');
        await page.getByLabel(t.note).fill('Two suitcases');
        await page.getByRole('button', { name: t.submit }).click();

        await expect(page).toHaveURL(/\/trip\/my-trips\/\d+$/);
        const tripId = Number(page.url().split('/').at(-1));
        expect(await page.evaluate(() => localStorage.getItem('tripId'))).toBe(String(tripId));
        await expect(
          page.getByRole('heading', { name: t.tripTypeHeadings[type], exact: true }),
        ).toBeVisible();
        await expect(page.locator('[data-status]').first()).toHaveText(t.requested);
        await expect(page.getByRole('region', { name: t.history })).toBeVisible();
        await expect(page.getByText('Two suitcases')).toBeVisible();
        await expect(tripFact(page, t, t.offerFact)).toHaveText(t.offer4500);
        // The estimate the request page showed for this car is the one the trip keeps.
        await expect(tripFact(page, t, t.estimateFact)).toHaveText(`${min}–${max}`);
      });
    }

    test('a requested trip is cancelled after its terms are shown', async ({ page, request }) => {
      const session = await loginThroughApi(request, randomMobile());
      const trip = await requestTripThroughApi(request, session.access_token);
      await seedSession(page, session);
      await page.goto(`/trip/my-trips/${trip.id}`);

      await page.getByRole('button', { name: t.cancelTrip }).click();
      const dialog = page.getByRole('dialog', { name: t.cancelDialog });
      await expect(dialog).toBeVisible();
      // The terms come first: what cancelling does, and until when (a requested trip: its pickup time).
      await expect(dialog.getByRole('heading', { name: t.termsHeading })).toBeVisible();
      await expect(dialog.getByText(t.cancelNow, { exact: true })).toBeVisible();
      await expect(dialog.getByText(t.cancelUntil(dhakaMorningText(3, lang)), { exact: true })).toBeVisible();
      const reasons = dialog.getByRole('radiogroup', { name: t.reasons });
      await reasons.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: t.confirmCancel }).click();

      await expect(page.getByText(t.tripCancelled)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.locator('[data-status]').first()).toHaveText(t.cancelled);
      await expect(page.getByRole('button', { name: t.cancelTrip })).toHaveCount(0);
    });

    test('My trips lists each trip under its tab', async ({ page, request }) => {
      const session = await loginThroughApi(request, randomMobile());
      const upcoming = await requestTripThroughApi(request, session.access_token);
      const cancelled = await requestTripThroughApi(request, session.access_token, { car_type: 'hiace' });
      await cancelTripThroughApi(request, session.access_token, cancelled.id);
      await seedSession(page, session);
      await page.goto('/trip/my-trips');

      const tripLink = (id: number) => page.locator(`a[href$="/trip/my-trips/${id}"]`);
      await expect(page.getByRole('tab', { name: t.tabs.upcoming })).toHaveAttribute('aria-selected', 'true');
      await expect(tripLink(upcoming.id)).toBeVisible();
      await expect(tripLink(cancelled.id)).toHaveCount(0);

      await page.getByRole('tab', { name: t.tabs.cancelled }).click();
      await expect(tripLink(cancelled.id)).toBeVisible();
      await expect(tripLink(upcoming.id)).toHaveCount(0);
      await expect(page).toHaveURL(/tab=cancelled/);

      await page.getByRole('tab', { name: t.tabs.past }).click();
      await expect(page.getByRole('heading', { name: t.noPast })).toBeVisible();

      // The tab is in the address, so a reload keeps it.
      await page.reload();
      await expect(page.getByRole('tab', { name: t.tabs.past })).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('tab', { name: t.tabs.upcoming }).click();
      await tripLink(upcoming.id).click();
      await expect(page).toHaveURL(new RegExp(`/trip/my-trips/${upcoming.id}$`));
      await expect(page.getByRole('region', { name: t.route, exact: true })).toBeVisible();
    });
  });
}
