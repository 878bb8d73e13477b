import type { Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { loginInDialog, loginTexts } from '../helpers/login-ui';
import { cancelTripThroughApi, requestTripThroughApi } from '../helpers/trips';

// Issue 5: every trip type from the home chooser through login to the trip's page, a cancellation,
// and the My trips tabs, against the real API (DEMO=1) in both languages; the projects run each test at
// desktop width and at 360 px.

const ui = {
  en: {
    airportTab: 'Airport Rental',
    tripTypes: {
      one_way: 'One way',
      round_way: 'Round way',
      hourly: 'Hourly',
      from_airport: 'From airport',
      from_home: 'From home',
    },
    tripTypeHeadings: {
      one_way: 'One Way',
      round_way: 'Round Way',
      hourly: 'Hourly',
      from_airport: 'From Airport',
      from_home: 'From Home',
    },
    pickup: 'Pickup location',
    dropoff: 'Drop-off location',
    airport: 'Airport',
    hours: 'Hours',
    car: /^Noah/,
    getFare: 'Get Fare',
    continue: 'Continue',
    offer: 'Your offer (optional)',
    note: 'Note for the driver (optional)',
    submit: 'Request trip',
    pickupSearch: 'Gulshan',
    pickupOption: /^Gulshan 1/,
    dropoffSearch: 'Sylhet',
    dropoffOption: /^Sylhet/,
    requested: 'Requested',
    cancelled: 'Cancelled',
    route: 'Route',
    history: 'Status history',
    cancelTrip: 'Cancel trip',
    cancelDialog: 'Cancel this trip',
    reasons: 'Why are you cancelling?',
    confirmCancel: 'Confirm cancellation',
    tripCancelled: 'Trip cancelled.',
    tabs: { upcoming: 'Upcoming & ongoing', past: 'Past', cancelled: 'Cancelled' },
    noPast: 'No past trips',
    byRoad: /by road/,
  },
  bn: {
    airportTab: 'এয়ারপোর্ট রেন্টাল',
    tripTypes: {
      one_way: 'ওয়ান ওয়ে',
      round_way: 'রাউন্ড ওয়ে',
      hourly: 'ঘণ্টাভিত্তিক',
      from_airport: 'এয়ারপোর্ট থেকে',
      from_home: 'বাসা থেকে',
    },
    tripTypeHeadings: {
      one_way: 'ওয়ান ওয়ে',
      round_way: 'রাউন্ড ওয়ে',
      hourly: 'ঘণ্টাভিত্তিক',
      from_airport: 'এয়ারপোর্ট থেকে',
      from_home: 'বাসা থেকে',
    },
    pickup: 'পিকআপের স্থান',
    dropoff: 'গন্তব্যের স্থান',
    airport: 'বিমানবন্দর',
    hours: 'ঘণ্টা',
    car: /^নোয়া/,
    getFare: 'ভাড়া দেখুন',
    continue: 'এগিয়ে যান',
    offer: 'আপনার প্রস্তাব (ঐচ্ছিক)',
    note: 'চালকের জন্য নোট (ঐচ্ছিক)',
    submit: 'ট্রিপের অনুরোধ পাঠান',
    // Bangla typed into the search finds the same places.
    pickupSearch: 'গুলশান',
    pickupOption: /^গুলশান ১/,
    dropoffSearch: 'সিলেট',
    dropoffOption: /^সিলেট/,
    requested: 'অনুরোধ করা হয়েছে',
    cancelled: 'বাতিল',
    route: 'পথ',
    history: 'অবস্থার ইতিহাস',
    cancelTrip: 'ট্রিপ বাতিল করুন',
    cancelDialog: 'ট্রিপটি বাতিল করুন',
    reasons: 'কেন বাতিল করছেন?',
    confirmCancel: 'বাতিল নিশ্চিত করুন',
    tripCancelled: 'ট্রিপ বাতিল করা হয়েছে।',
    tabs: { upcoming: 'আসন্ন ও চলমান', past: 'আগের', cancelled: 'বাতিল' },
    noPast: 'আগের কোনো ট্রিপ নেই',
    byRoad: /সড়কপথে/,
  },
} as const;

type Lang = keyof typeof ui;
type Texts = (typeof ui)[Lang];
type TripType = keyof Texts['tripTypes'];

const tripTypes: readonly TripType[] = ['one_way', 'round_way', 'hourly', 'from_airport', 'from_home'];
const isAirport = (type: TripType) => type === 'from_airport' || type === 'from_home';

/** Picks a radio the way a user does, by tapping its card (the input itself is visually hidden). */
async function pick(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Types into a place search and picks the matching suggestion with the keyboard. */
async function choosePlace(page: Page, label: string, search: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(option);
}

/** Fills the home chooser for one trip type (the pickup date and time keep their default). */
async function fillChooser(page: Page, t: Texts, type: TripType) {
  if (isAirport(type)) await page.getByRole('tab', { name: t.airportTab }).click();
  await pick(page.getByRole('radio', { name: t.tripTypes[type], exact: true }));
  if (type === 'from_airport') {
    await page.getByRole('combobox', { name: t.airport }).selectOption('DAC');
    await choosePlace(page, t.dropoff, t.pickupSearch, t.pickupOption);
  } else if (type === 'from_home') {
    await choosePlace(page, t.pickup, t.pickupSearch, t.pickupOption);
    await page.getByRole('combobox', { name: t.airport }).selectOption('ZYL');
  } else {
    await choosePlace(page, t.pickup, t.pickupSearch, t.pickupOption);
    if (type === 'hourly') await page.getByRole('combobox', { name: t.hours }).selectOption('6');
    else await choosePlace(page, t.dropoff, t.dropoffSearch, t.dropoffOption);
  }
  await pick(page.getByRole('radio', { name: t.car }));
}

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`trips in ${lang}`, () => {
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
