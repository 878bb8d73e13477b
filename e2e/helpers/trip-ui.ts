import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

// The trip chooser, request form and trip page as a passenger sees them, in both languages.

export const tripUi = {
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
    /** The request page's range for the chosen car, as the trip page shows it later: "৳min–৳max". */
    carEstimate: /^Estimated fare for .+: (৳[\d,]+) – (৳[\d,]+)$/,
    details: 'Details',
    offerFact: 'Your offer',
    estimateFact: 'Estimated fare',
    offer4500: '৳4,500',
    termsHeading: 'What happens',
    cancelNow: "The trip is cancelled at once, and drivers' bids on it end.",
    cancelUntil: (time: string) => `You can cancel this trip outright until ${time}.`,
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
    carEstimate: /^.+ গাড়ির আনুমানিক ভাড়া: (৳[০-৯,]+) – (৳[০-৯,]+)$/,
    details: 'বিবরণ',
    offerFact: 'আপনার প্রস্তাব',
    estimateFact: 'আনুমানিক ভাড়া',
    offer4500: '৳৪,৫০০',
    termsHeading: 'যা ঘটবে',
    cancelNow: 'ট্রিপটি সঙ্গে সঙ্গে বাতিল হবে, এবং এতে চালকদের বিড শেষ হয়ে যাবে।',
    cancelUntil: (time: string) => `${time} পর্যন্ত আপনি ট্রিপটি সরাসরি বাতিল করতে পারবেন।`,
  },
} as const;

export type TripTexts = (typeof tripUi)[keyof typeof tripUi];
export type TripType = keyof TripTexts['tripTypes'];

export const tripTypes: readonly TripType[] = ['one_way', 'round_way', 'hourly', 'from_airport', 'from_home'];
export const isAirport = (type: TripType) => type === 'from_airport' || type === 'from_home';

/** Picks a radio the way a user does, by tapping its card (the input itself is visually hidden). */
export async function pick(radio: Locator) {
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
export async function fillChooser(page: Page, t: TripTexts, type: TripType) {
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

/** The value beside a label in the trip page's Details list. */
export function tripFact(page: Page, t: TripTexts, label: string): Locator {
  return page
    .getByRole('region', { name: t.details, exact: true })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
