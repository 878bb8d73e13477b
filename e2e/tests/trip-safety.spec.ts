import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations, settledSeriousViolations } from '../helpers/axe';
import { createDriver } from '../helpers/drivers';
import { countTones, watchIncidentQueue } from '../helpers/queue-watch';
import { requestTripThroughApi, tripCodeFromDriverApp } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// Issue 43 as a passenger lives it: trusted contacts saved on /profile; a booked trip's check-in that
// takes only the code the driver's app shows (a wrong one is counted); then an SOS that reaches the
// staff console's incident queue within 2 s and texts the trusted contacts (the dev SMS outbox).

const userApi = `${apiUrl}/api/v3`;

/** What the dev SMS outbox holds for `mobile`, newest first, once it holds anything. */
async function textsTo(request: APIRequestContext, mobile: string): Promise<string[]> {
  const response = await request.get(`${userApi}/dev/sms-outbox`, { params: { mobile } });
  const body = (await response.json()) as { data: { items: { message: string }[] } };
  return body.data.items.map((i) => i.message);
}

test.describe('trip safety', () => {
  // The wrong trip code is a 400 the page shows; the browser logs the refused request.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the trip code gates check-in, and an SOS reaches the console and the trusted contacts', async ({
    page,
    browser,
    request,
  }) => {
    // Booking through the API, then two browsers at work.
    test.setTimeout(90_000);
    const session = await loginThroughApi(request, randomMobile());
    const auth = { Authorization: `Bearer ${session.access_token}` };
    const contacts = [randomMobile(), randomMobile()];

    // Trusted contacts, on /profile.
    await seedSession(page, session);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Trusted contacts' });
    await expect(section.getByText('No trusted contacts yet.')).toBeVisible();
    for (const [i, mobile] of contacts.entries()) {
      await section.getByRole('button', { name: 'Add a contact' }).click();
      const contact = section.getByRole('group', { name: `Contact ${i + 1}` });
      await expect(contact.getByRole('textbox', { name: 'Name' })).toBeFocused();
      await contact.getByRole('textbox', { name: 'Name' }).fill(i === 0 ? 'Amma' : 'Bhaiya');
      await contact.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    }
    await section.getByRole('button', { name: 'Save contacts' }).click();
    await expect(section.getByRole('status')).toHaveText('Your trusted contacts are saved.');
    expect(await seriousViolations(page)).toEqual([]);

    // A trip booked with a driver of the test's own.
    const driver = await createDriver(request, 'sedan');
    const driverSession = await loginThroughApi(request, driver.mobile, 'driver');
    const trip = await requestTripThroughApi(request, session.access_token);
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

    // Check-in: the plate to compare, and the code the driver's app shows; a wrong one is refused.
    await page.goto(`/trip/my-trips/${trip.id}`);
    const ride = page.getByRole('region', { name: 'Your ride' });
    await expect(ride.getByText(/check that the number plate is /)).toBeVisible();
    const code = await tripCodeFromDriverApp(request, driverSession.access_token, trip.id);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const field = ride.getByRole('textbox', { name: "Trip code from your driver's app" });
    await field.fill(wrong);
    await ride.getByRole('button', { name: 'Check in' }).click();
    await expect(ride.getByRole('alert')).toContainText('That trip code is not right.');
    await expect(ride.getByText('4 tries left before check-in locks.')).toBeVisible();
    await expect(page.locator('[data-status]').first()).toHaveText('Confirmed');
    await field.fill(code);
    await ride.getByRole('button', { name: 'Check in' }).click();
    await expect(page.locator('[data-status]').first()).toHaveText('Started');

    // The ops login of the demo, on the console, in another browser.
    // Staff work at a desk: the console at desktop width whatever the passenger's phone.
    const staff = await (
      await browser.newContext({ baseURL: apiUrl, viewport: { width: 1280, height: 800 } })
    ).newPage();
    const queue = watchIncidentQueue(staff);
    await countTones(staff);
    await staff.goto('/admin');
    await staff.getByLabel('Email').fill('ops@pothik.local');
    await staff.getByLabel('Password').fill('e2e-demo-admin-password');
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('menuitem', { name: 'Incidents' }).click();
    await expect(staff.getByRole('combobox', { name: 'State' })).toBeVisible();

    // SOS: one tap, one confirming tap.
    const safety = page.getByRole('region', { name: 'Safety' });
    await safety.getByRole('button', { name: 'SOS' }).click();
    await safety.getByRole('button', { name: 'Yes, send SOS' }).click();
    await expect(safety.getByRole('link', { name: 'Call 999 (police, fire, ambulance)' })).toHaveAttribute(
      'href',
      'tel:999',
    );
    await expect(safety.getByRole('status')).toContainText('Staff alerted at');
    const alerted = Date.now();

    // In the console's queue within 2 s of the page saying staff were alerted, open, with the trip and
    // the passenger (the queue was open before: it reloads itself). A miss names what the queue did.
    const row = staff.getByRole('row').filter({ hasText: session.user.mobile as string });
    await expect(row)
      .toBeVisible({ timeout: 2_000 })
      .catch((err: Error) => {
        throw new Error(
          `Not in the queue within 2 s. The queue, ms from "Staff alerted": ${queue.since(alerted)}\n${err.message}`,
        );
      });
    await expect(row).toContainText('open');
    await expect(row).toContainText(String(trip.id));
    // The queue sounded its tone for the new open incident (readied at the login's press).
    await expect.poll(() => staff.evaluate(() => window.pothikTones)).toBeGreaterThanOrEqual(1);
    // The page with the SOS sent (999, the times) passes axe's serious checks.
    expect(await settledSeriousViolations(page)).toEqual([]);

    // Each trusted contact is texted, through the outbox (every second in e2e).
    for (const mobile of contacts) {
      await expect
        .poll(async () => (await textsTo(request, mobile)).join('\n'), { timeout: 15_000 })
        .toContain(`pressed SOS on trip #${trip.id}`);
    }

    // Staff acknowledge; the passenger's page shows when.
    await row.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(safety.getByRole('status')).toContainText('Our team acknowledged your alert at', {
      timeout: 15_000,
    });
    await safety.getByRole('button', { name: 'I am safe' }).click();
    await expect(safety.getByRole('button', { name: 'SOS' })).toBeVisible();
  });
});
