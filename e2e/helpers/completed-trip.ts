import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { apiUrl } from '../playwright.config';
import { loginThroughApi } from './auth';
import { createDriver } from './drivers';
import { requestTripThroughApi, tripCodeFromDriverApp } from './trips';

const userApi = `${apiUrl}/api/v3`;

/**
 * A trip of the passenger's booked with a new driver, checked in and out through the API: its id, and
 * the driver with their session, for tests about what either side sees after a trip.
 */
export async function completedTrip(request: APIRequestContext, accessToken: string) {
  const auth = { Authorization: `Bearer ${accessToken}` };
  const driver = await createDriver(request, 'sedan');
  const driverSession = await loginThroughApi(request, driver.mobile, 'driver');
  const trip = await requestTripThroughApi(request, accessToken);
  const bid = await request.post(`${userApi}/driver/bids`, {
    headers: { Authorization: `Bearer ${driverSession.access_token}` },
    data: { trip_id: trip.id, driver_fare: 9000 },
  });
  expect(bid.status()).toBe(201);
  const bidId = ((await bid.json()) as { data: { bid: { id: number } } }).data.bid.id;
  const accepted = await request.post(`${userApi}/user/accept-bid`, {
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
    data: { trip_id: trip.id, bid_id: bidId },
  });
  expect(accepted.status()).toBe(200);
  const trip_code = await tripCodeFromDriverApp(request, driverSession.access_token, trip.id);
  for (const data of [
    { trip_id: trip.id, action: 'check_in', trip_code },
    { trip_id: trip.id, action: 'check_out' },
  ]) {
    const step = await request.post(`${userApi}/user/check-in-out`, { headers: auth, data });
    expect(step.status(), await step.text()).toBe(200);
  }
  return { tripId: trip.id, driver, driverSession };
}
