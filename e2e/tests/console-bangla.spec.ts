import { expect, oneWidth, test } from '../fixtures';
import { loginThroughApi, randomMobile } from '../helpers/auth';
import { walkInBangla } from '../helpers/console-bangla';
import {
  chooseConsoleLanguage,
  consolePage,
  logInAsDemoAdmin,
  logInAsDemoStaff,
} from '../helpers/staff-console';
import { requestTripThroughApi } from '../helpers/trips';
import { apiUrl } from '../playwright.config';

// Issue 46 §5: the staff console in Bangla. The demo admin, who sees every part of it, chooses বাংলা in
// the app bar and opens every route (each list, a record's page where the demo has one, the forms, the
// dashboard): none shows English beside brand names and data (helpers/console-bangla.ts says which).
// The choice is kept on the account: a support agent who chose it finds it after logging out and in, and
// on another computer.

/** The id of the first record the console's API lists for `resource`, if any. */
async function firstId(page: import('@playwright/test').Page, resource: string): Promise<string | null> {
  const response = await page.request.get(`${apiUrl}/admin/api/${resource}`, {
    params: { range: '[0,0]', sort: '["id","DESC"]' },
  });
  expect(response.ok(), `${resource}: ${response.status()}`).toBe(true);
  const rows = (await response.json()) as { id: number | string }[];
  return rows[0] === undefined ? null : String(rows[0].id);
}

const listRoutes = [
  '/',
  '/incidents',
  '/live-trips',
  '/cancel-requests',
  '/no-shows',
  '/trips',
  '/leads',
  '/drivers',
  '/drivers/create',
  '/driver-documents',
  '/passengers',
  '/gp-loyalty',
  '/gp-loyalty/create',
  '/settings/high-demand/current',
  '/payments',
  '/refunds',
  '/reconciliation',
  '/ledger',
  '/driver-subscriptions',
  '/tickets',
  '/support-report',
  '/promos',
  '/promos/create',
  '/settings/pricing/current',
  '/settings/payments/current',
  '/settings/support/current',
  '/settings/reliability/current',
  '/settings/subscription/current',
  '/staff',
  '/staff/create',
  '/audit-log',
  '/change-password',
  '/content/blogs',
  '/content/blogs/create',
  '/content/blog-categories',
  '/content/blog-places',
  '/content/campaigns',
  '/content/campaign-categories',
  '/content/faqs',
  '/content/popups',
  '/content/news',
  '/content/testimonials',
  '/content/board',
  '/content/tutorials',
  '/content/pages',
];

/** Each kind of record's own page, for the first record the demo has of it. */
const recordRoutes: [resource: string, path: (id: string) => string][] = [
  ['trips', (id) => `/trips/${id}/show`],
  ['incidents', (id) => `/incidents/${id}/show`],
  ['leads', (id) => `/leads/${id}`],
  ['drivers', (id) => `/drivers/${id}`],
  ['tickets', (id) => `/tickets/${id}/show`],
  ['driver-subscriptions', (id) => `/driver-subscriptions/${id}/show`],
  ['promos', (id) => `/promos/${id}`],
  ['staff', (id) => `/staff/${id}`],
  ['content/blogs', (id) => `/content/blogs/${id}`],
  ['content/pages', (id) => `/content/pages/${id}`],
];

test.describe('the console in Bangla', oneWidth, () => {
  test('every route of the console in Bangla shows no English beside brand names and data', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    // A trip of today, so the trips list and a trip's page have one to show.
    const passenger = await loginThroughApi(request, randomMobile());
    await requestTripThroughApi(request, passenger.access_token);

    const page = await consolePage(browser);
    await logInAsDemoAdmin(page);
    await chooseConsoleLanguage(page, 'bn');
    await expect(page.getByRole('menuitem', { name: 'সাপোর্ট ইনবক্স' })).toBeVisible();

    const records: string[] = [];
    for (const [resource, path] of recordRoutes) {
      const id = await firstId(page, resource);
      if (id !== null) records.push(path(id));
    }
    // The demo has a trip (just made), staff, promo codes and the site's pages at least.
    expect(records.length).toBeGreaterThanOrEqual(4);
    await walkInBangla(page, [...listRoutes, ...records]);

    // Numbers in Bengali digits and dates on Dhaka's clock, as Bangla readers write them.
    await walkInBangla(page, ['/trips']);
    await expect(page.locator('.column-pickup_at').nth(1)).toHaveText(/[০-৯]/);
    await expect(page.locator('.column-pickup_at').nth(1)).not.toHaveText(/[0-9]/);

    await chooseConsoleLanguage(page, 'en');
    await page.context().close();
  });

  test('a staff member’s language is kept: after logging out and in, and on another computer', async ({
    browser,
  }) => {
    const page = await consolePage(browser);
    await logInAsDemoStaff(page, 'support');
    await chooseConsoleLanguage(page, 'bn');
    await expect(page.getByRole('menuitem', { name: 'সাপোর্ট ইনবক্স' })).toBeVisible();

    await page.getByRole('button', { name: 'প্রোফাইল' }).click();
    await page.getByRole('menuitem', { name: 'লগ আউট' }).click();
    await logInAsDemoStaff(page, 'support');
    await expect(page.getByRole('menuitem', { name: 'সাপোর্ট ইনবক্স' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'বাংলা', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another computer: a browser with nothing kept in it.
    const other = await consolePage(browser);
    await logInAsDemoStaff(other, 'support');
    await expect(other.getByRole('menuitem', { name: 'সাপোর্ট ইনবক্স' })).toBeVisible();
    await page.context().close();
    await other.context().close();
  });
});
