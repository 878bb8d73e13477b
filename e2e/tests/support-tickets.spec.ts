import type { APIRequestContext } from '@playwright/test';
import { expect, oneWidth, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations } from '../helpers/axe';
import { completedTrip } from '../helpers/completed-trip';
import { chooseConsoleLanguage, consolePage, logInAsDemoStaff } from '../helpers/staff-console';
import { apiUrl } from '../playwright.config';

// Issue 46 as a passenger lives it: a completed trip, a fare ticket opened from the trip's page in
// Bangla on a 360 px phone, a support agent's answer in the staff console in Bangla, the answer on the page and in
// the dev SMS outbox, and the passenger's rating once the ticket is resolved.

const userApi = `${apiUrl}/api/v3`;

/** What the dev SMS outbox holds for `mobile`, newest first. */
async function textsTo(request: APIRequestContext, mobile: string): Promise<string[]> {
  const response = await request.get(`${userApi}/dev/sms-outbox`, { params: { mobile } });
  const body = (await response.json()) as { data: { items: { message: string }[] } };
  return body.data.items.map((i) => i.message);
}

const bnDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

test.describe('support tickets', oneWidth, () => {
  test('a fare ticket from a completed trip in Bangla at 360 px, answered in the console and rated', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const session = await loginThroughApi(request, randomMobile());
    const mobile = session.user.mobile as string;
    const { tripId } = await completedTrip(request, session.access_token);

    // The passenger's phone: Bangla, 360 px wide.
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page.context(), 'bn', baseURL!);
    await seedSession(page, session);
    await page.goto(`/trip/my-trips/${tripId}`);
    await page.getByRole('link', { name: 'এই ট্রিপের কোনো সমস্যা জানান' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/tickets\\?trip=${tripId}$`));
    await expect(page.getByText(`ট্রিপ #${bnDigits(tripId)} নিয়ে`)).toBeVisible();
    await page
      .getByRole('combobox', { name: 'বিষয়টি কী নিয়ে?' })
      .selectOption({ label: 'ভাড়া বা বেশি ভাড়া নেওয়া' });
    await page.getByRole('textbox', { name: 'কী হয়েছিল?' }).fill('চালক ৫০০ টাকা বেশি নিয়েছেন।');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'টিকিট পাঠান' }).click();
    await expect(page).toHaveURL(/\/profile\/tickets\/\d+$/);
    const ticketId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const thread = page.getByRole('article', { name: `টিকিট #${bnDigits(ticketId)}` });
    await expect(thread.getByText('চালক ৫০০ টাকা বেশি নিয়েছেন।')).toBeVisible();
    await expect(thread.getByText('পাঠানো হয়েছে', { exact: true })).toBeVisible();

    // The support agent of the demo, at a desk, reads the console in Bangla (issue 46 §5).
    const staff = await consolePage(browser);
    await logInAsDemoStaff(staff, 'support');
    await chooseConsoleLanguage(staff, 'bn');
    await staff.getByRole('menuitem', { name: 'সাপোর্ট ইনবক্স' }).click();
    await staff
      .getByRole('row')
      .filter({ hasText: 'ভাড়া বা বেশি টাকা নেওয়া' })
      .filter({ hasText: bnDigits(tripId) })
      .click();
    const answer = 'আমরা ভাড়াটি যাচাই করে ৫০০ টাকা ফেরতের অনুরোধ করেছি।';
    await staff.getByRole('textbox', { name: 'বার্তা' }).fill(answer);
    await staff.getByRole('button', { name: 'উত্তর পাঠান' }).click();
    await expect(staff.getByText('আপনার উত্তর পাঠানো হয়েছে।')).toBeVisible();
    await staff.getByRole('combobox', { name: 'ফলাফল' }).click();
    await staff.getByRole('option', { name: 'টাকা ফেরতের অনুরোধ হয়েছে' }).click();
    await staff.getByRole('button', { name: 'সমাধান', exact: true }).click();
    await expect(staff.getByText('টিকিটের সমাধান হয়েছে।')).toBeVisible();

    // The answer on the passenger's page and in their text messages (the outbox runs every second).
    await page.reload();
    await expect(thread.getByText(answer)).toBeVisible();
    await expect(thread.getByText('সমাধান হয়েছে', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await textsTo(request, mobile)).join('\n'), { timeout: 15_000 })
      .toContain(answer);

    // The rating, once resolved.
    await thread.getByRole('radio', { name: '৫-এর মধ্যে ৫' }).check();
    await thread.getByRole('textbox', { name: 'মন্তব্য (ঐচ্ছিক)' }).fill('দ্রুত উত্তর, ধন্যবাদ।');
    await thread.getByRole('button', { name: 'রেটিং পাঠান' }).click();
    await expect(thread.getByText('আপনি আমাদের উত্তরকে ৫-এর মধ্যে ৫ দিয়েছেন।')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
