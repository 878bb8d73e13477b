import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from '../playwright.config';

const userApi = `${apiUrl}/api/v3`;

export type TripSummary = { id: number; status: string; trip_type: string };

/** An ISO time `days` from now at 10:00 Dhaka time, comfortably in the future for any test. */
export function dhakaMorningInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const ymd = date.toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
  return `${ymd}T10:00:00+06:00`;
}

// The month names the site uses (the domain's), in order.
const monthsEn = 'January February March April May June July August September October November December';
const monthsBn = 'জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর';
const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

/** dhakaMorningInDays(days) as the site writes a time: "March 15, 2030 at 10:00 AM" or its Bangla. */
export function dhakaMorningText(days: number, lang: 'en' | 'bn'): string {
  const [year, month, day] = dhakaMorningInDays(days).slice(0, 10).split('-').map(Number);
  const monthName = (names: string) => names.split(' ')[month! - 1];
  if (lang === 'en') return `${monthName(monthsEn)} ${day}, ${year} at 10:00 AM`;
  return `${bengaliDigits(`${day} ${monthName(monthsBn)}, ${year}, 10:00`)} পূর্বাহ্ণ`;
}

const places = {
  gulshan: { address: 'Gulshan 2, Dhaka', lat: 23.7925, lng: 90.4078 },
  coxsBazar: { address: "Cox's Bazar", lat: 21.4272, lng: 92.0058 },
};

/** A one-way car-rental request through the API, for tests about what the passenger sees afterwards. */
export async function requestTripThroughApi(
  request: APIRequestContext,
  accessToken: string,
  overrides: Record<string, unknown> = {},
): Promise<TripSummary> {
  const response = await request.post(`${userApi}/user/trips`, {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': randomUUID() },
    data: {
      trip_type: 'one_way',
      car_type: 'sedan',
      pickup: places.gulshan,
      dropoff: places.coxsBazar,
      pickup_at: dhakaMorningInDays(3),
      ...overrides,
    },
  });
  if (response.status() !== 201)
    throw new Error(`trip request: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { trip: TripSummary } }).data.trip;
}

export async function cancelTripThroughApi(
  request: APIRequestContext,
  accessToken: string,
  tripId: number,
): Promise<void> {
  const reasons = await request.get(`${userApi}/user/cancelled-reasons`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const reasonId = ((await reasons.json()) as { data: { id: number }[] }).data[0]!.id;
  const response = await request.post(`${userApi}/user/trips/cancelled`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { trip_id: tripId, reason_id: reasonId },
  });
  if (!response.ok()) throw new Error(`cancel: ${response.status()} ${await response.text()}`);
}

/** The trip code the booked driver's app shows (GET /driver/trips/{id}/safety), with the driver's token. */
export async function tripCodeFromDriverApp(
  request: APIRequestContext,
  driverAccessToken: string,
  tripId: number,
): Promise<string> {
  const response = await request.get(`${userApi}/driver/trips/${tripId}/safety`, {
    headers: { Authorization: `Bearer ${driverAccessToken}` },
  });
  if (!response.ok()) throw new Error(`trip code: ${response.status()} ${await response.text()}`);
  const code = ((await response.json()) as { data: { trip_code: string | null } }).data.trip_code;
  if (!code) throw new Error(`trip ${tripId} shows its driver no code`);
  return code;
}
