import { expect, test } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { requestTripThroughApi } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// Standing obeys staff at once. A passenger is on My trips with an open request when
// ops block them in the console: the next thing the page asks the API for is refused with "Please log
// in again", the open request is cancelled, and a new login is refused.

const userApi = `${apiUrl}/api/v3`;

// The page's refused request is logged by Chromium as a console error: that is the point here.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('a passenger whom ops block is asked to log in again, their request ends and a new login is refused', async ({
  page,
  browser,
  request,
}) => {
  // One console login per run is enough; the passenger's page is the same at both widths.
  test.skip(test.info().project.name !== 'desktop', 'runs once, in the desktop project');
  test.setTimeout(90_000);
  const mobile = randomMobile();
  const session = await loginThroughApi(request, mobile);
  const trip = await requestTripThroughApi(request, session.access_token);
  await seedSession(page, session);
  await page.goto('/trip/my-trips');
  await expect(page.getByRole('tab', { name: 'Upcoming & ongoing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator(`a[href$="/trip/my-trips/${trip.id}"]`).first()).toBeVisible();

  // Ops, in another browser: Passengers, found by the mobile, blocked.
  const staff = await (await browser.newContext({ baseURL: apiUrl })).newPage();
  await staff.goto('/admin');
  await staff.getByLabel('Email').fill('ops@pothik.local');
  await staff.getByLabel('Password').fill('e2e-demo-admin-password');
  await staff.getByRole('button', { name: 'Log in' }).click();
  await staff.getByRole('menuitem', { name: 'Passengers' }).click();
  await staff.getByPlaceholder('Mobile or name').fill(mobile);
  const row = staff.getByRole('row').filter({ hasText: mobile });
  await expect(row).toHaveCount(1);
  staff.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Block' }).click();
  await expect(staff.getByText('Passenger blocked')).toBeVisible();

  // The passenger's next action: another tab of My trips, refused with the session message.
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Past' }).getByText('Please log in again.')).toBeVisible();

  // The open request ended with the block, for a reason staff can read.
  const asStaff = await staff.request.get(`${apiUrl}/admin/api/trips/${trip.id}`);
  expect(asStaff.ok()).toBe(true);
  expect(await asStaff.json()).toMatchObject({
    status: 'cancelled',
    cancel_note: 'Cancelled by staff: the passenger’s account was blocked.',
  });

  // A new login is refused.
  const sent = await request.post(`${userApi}/user/login`, {
    data: { mobile, recaptcha_token: 'web-placeholder-token', channel: 'web' },
  });
  expect(sent.status()).toBe(400);
  expect(((await sent.json()) as { code: string }).code).toBe('accountDisabled');
});
