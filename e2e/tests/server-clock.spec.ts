import type { Page } from '@playwright/test';
import { dhakaDayNumber } from '@pothik/domain';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, readLoginCode } from '../helpers/auth';
import { completedTrip } from '../helpers/completed-trip';
import { apiUrl } from '../playwright.config';

// These tests move the API's own clock (DEV_CLOCK=1), which every other test shares, so they run in their
// own project after the others, one at a time.
test.describe.configure({ mode: 'serial' });

/** Moves the API's clock on; its time after the move. */
async function advanceApiClock(page: Page, seconds: number): Promise<Date> {
  const res = await page.request.post(`${apiUrl}/api/v3/dev/clock`, { data: { advance_seconds: seconds } });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { data: { now: string } }).data.now);
}

/**
 * The API counts a number's codes per Dhaka calendar day: a test whose codes would fall on both sides of
 * Dhaka's midnight (CI ran one at 23:50 there) starts on the next day instead.
 */
async function keepWithinOneDhakaDay(page: Page, seconds: number) {
  const now = await advanceApiClock(page, 1);
  const end = new Date(now.getTime() + seconds * 1000);
  // Moved on by the span, the API is past that midnight with the whole span ahead of it in the new day.
  if (dhakaDayNumber(end) !== dhakaDayNumber(now)) await advanceApiClock(page, seconds);
}

async function openCodeStep(
  page: Page,
  mobile: string,
  texts: { login: string; mobile: string; send: string; resend?: string },
) {
  await page.getByRole('button', { name: texts.login, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(texts.mobile).fill(mobile);
  await dialog.getByRole('button', { name: texts.send }).click();
  return dialog;
}

test('after the countdown, Resend gets a new code from the API and the new code logs in', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const mobile = randomMobile();
  await page.goto('/');
  const dialog = await openCodeStep(page, mobile, {
    login: 'Log in',
    mobile: 'Mobile number',
    send: 'Send code',
  });
  await readLoginCode(request, mobile);
  const resend = dialog.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeDisabled();

  await page.clock.runFor(180_000);
  await advanceApiClock(page, 181);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(dialog.getByText('You can ask for a new code in 3:00.')).toBeVisible();
  const second = await readLoginCode(request, mobile, 2);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(second);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
});

test.describe('the daily code limit', () => {
  // Chromium logs the API's 400 (the refusal the test expects) as a console error.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  for (const [lang, texts, limit] of [
    [
      'en',
      { login: 'Log in', mobile: 'Mobile number', send: 'Send code', resend: 'Resend code' },
      'Exceeded OTP limit for today.',
    ],
    [
      'bn',
      { login: 'লগ ইন', mobile: 'মোবাইল নম্বর', send: 'কোড পাঠান', resend: 'আবার কোড পাঠান' },
      'আজকের ওটিপি সীমা শেষ হয়ে গেছে।',
    ],
  ] as const) {
    test(`the sixth code of the day is refused and the code boxes are hidden (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, lang, baseURL!);
      await page.clock.install();
      const mobile = randomMobile();
      // Six codes 181 s apart, and some room.
      await keepWithinOneDhakaDay(page, 30 * 60);
      // Four codes straight through the API, 181 s of API time apart, as a passenger over a day would.
      for (let i = 0; i < 4; i++) {
        const sent = await page.request.post(`${apiUrl}/api/v3/user/login`, {
          data: { mobile, recaptcha_token: 'web-placeholder-token', channel: 'web' },
        });
        expect(sent.status()).toBe(200);
        await advanceApiClock(page, 181);
      }
      await page.goto('/');
      const dialog = await openCodeStep(page, mobile, texts);
      const boxes = dialog.getByRole('textbox');
      await expect(boxes).toHaveCount(4);

      await page.clock.runFor(180_000);
      await advanceApiClock(page, 181);
      await dialog.getByRole('button', { name: texts.resend }).click();
      await expect(dialog.getByRole('alert')).toHaveText(limit);
      await expect(boxes).toHaveCount(0);
    });
  }
});

test.describe('a shared link after check-out', () => {
  // A link past its day is a 404 the page explains; the browser logs the failed request.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a shared link shows the finished trip for a day after check-out, then no trip', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await useLanguage(context, 'en', baseURL!);
    const passenger = await loginThroughApi(request, randomMobile());
    const { tripId } = await completedTrip(request, passenger.access_token);
    const made = await request.post(`${apiUrl}/api/v3/user/trips/${tripId}/share-links`, {
      headers: { Authorization: `Bearer ${passenger.access_token}` },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { token } = ((await made.json()) as { data: { link: { token: string } } }).data.link;
    const detail = await request.get(`${apiUrl}/api/v3/user/trips/${tripId}`, {
      headers: { Authorization: `Bearer ${passenger.access_token}` },
    });
    const plate = ((await detail.json()) as { data: { trip: { driver: { plate_number: string } } } }).data
      .trip.driver.plate_number;

    await page.goto(`/share/${token}`);
    await expect(page.getByText(plate, { exact: true })).toBeVisible();

    // A day and a minute of the API's time after check-out: the link shows nothing of the trip.
    await advanceApiClock(page, 24 * 3600 + 60);
    await page.reload();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This link shows no trip: it was revoked, the trip ended more than a day ago' }),
    ).toBeVisible();
    await expect(page.getByText(plate, { exact: true })).toHaveCount(0);
  });
});
