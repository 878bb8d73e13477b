import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile } from '../helpers/auth';
import { seriousViolations, settledSeriousViolations } from '../helpers/axe';
import { driverSignUp } from '../helpers/drivers';
import { requestTripThroughApi } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// Drivers' papers (issue 45 §1, DESIGN.md §17): a new driver signs up on /driver and uploads their papers
// from a 360 px phone, staff approve each in the console's queue, and the driver, told they can bid, bids.

// A 1×1 PNG: the API re-encodes it (the safe picture path) like any phone's photo.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A Sedan's mandatory papers as the page names them, and whether each lapses. */
const papers = [
  ['National ID (front)', false],
  ['National ID (back)', false],
  ['Driving licence', true],
  ['Vehicle registration', true],
  ['Fitness certificate', true],
  ['Tax token', true],
  ['Insurance', true],
  ['Car photo', false],
] as const;

async function uploadPaper(page: Page, name: string, lapses: boolean, index: number) {
  const form = page.getByRole('form', { name: `Upload: ${name}` });
  await form
    .getByLabel('Photo of the paper')
    .setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: png });
  await form.getByLabel('Paper number').fill(`DK-${1000 + index}`);
  if (lapses) await form.getByLabel('Expiry date').fill('2030-12-31');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }),
  ).toContainText('Waiting for our check');
}

test.describe('drivers papers', () => {
  test('a new driver signs up and uploads their papers at 360 px, staff approve them, the driver bids', async ({
    page,
    context,
    baseURL,
    browser,
    request,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'runs once, at 360 px of its own');
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(context, 'en', baseURL!);
    const driver = await driverSignUp(page, request);
    await expect(page.getByRole('heading', { level: 1, name: 'My papers' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'upload your National ID (front)' }),
    ).toBeVisible();
    // The pointer left on the bottom navigation would hold the login's toast (a toast waits while pointed at).
    await page.mouse.move(180, 100);
    expect(await settledSeriousViolations(page)).toEqual([]);
    for (const [index, [name, lapses]] of papers.entries()) await uploadPaper(page, name, lapses, index);
    await expect(
      page.getByText('You cannot bid yet: your National ID (front) is waiting for our check.'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    // Staff approve each paper in the console's queue.
    const staffContext = await browser.newContext({ baseURL: apiUrl });
    const staff = await staffContext.newPage();
    await staff.goto('/admin');
    await staff.getByLabel('Email').fill('ops@pothik.local');
    await staff.getByLabel('Password').fill('e2e-demo-admin-password');
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('menuitem', { name: "Drivers' papers" }).click();
    const rows = staff.getByRole('row').filter({ hasText: driver.name });
    await expect(rows).toHaveCount(papers.length);
    await expect(rows.first().getByRole('img')).toBeVisible();
    for (let left = papers.length; left > 0; left -= 1) {
      await rows.first().getByRole('button', { name: 'Approve' }).click();
      await expect(rows).toHaveCount(left - 1);
    }
    await staffContext.close();

    await page.reload();
    await expect(page.getByText('All your papers are approved. You can bid.')).toBeVisible();
    // The driver bids on a passenger's new Sedan trip from the open trips.
    const session = await loginThroughApi(request, randomMobile());
    const trip = await requestTripThroughApi(request, session.access_token);
    await page
      .getByRole('navigation', { name: 'Driver app' })
      .getByRole('link', { name: 'Open trips' })
      .click();
    await page.getByRole('link', { name: `Open trip ${trip.id}` }).click();
    await page.getByRole('textbox', { name: 'Your fare (৳)' }).fill('9000');
    await page.getByRole('button', { name: 'Send bid' }).click();
    await expect(page.getByText('Your bid has been sent to the passenger.')).toBeVisible();
  });
});
