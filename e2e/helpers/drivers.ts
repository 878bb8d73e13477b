import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { apiUrl } from '../playwright.config';
import { randomMobile, readLoginCode } from './auth';
import { loginTexts } from './login-ui';

/**
 * An approved driver of this test's own (POST /dev/drivers, with DEV_CLOCK=1 only), HiAce unless told;
 * `applicant`: one who still uploads their papers before bidding.
 */
export async function createDriver(
  request: APIRequestContext,
  carType = 'hiace',
  { applicant = false } = {},
) {
  const mobile = randomMobile();
  const name = `Rafiq Test${randomInt(1000, 9999)}`;
  const response = await request.post(`${apiUrl}/api/v3/dev/drivers`, {
    data: { mobile, name, car_type: carType, applicant },
  });
  expect(response.status()).toBe(201);
  return { mobile, name };
}

/** Logs in on /driver as a driver does: mobile, the code the dev SMS outbox holds, verify. */
export async function driverLogin(page: Page, request: APIRequestContext, lang: 'en' | 'bn', mobile: string) {
  const t = loginTexts[lang];
  await page.goto('/driver');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByLabel(t.mobile).fill(mobile);
  await page.getByRole('button', { name: t.send }).click();
  await page.getByRole('textbox', { name: t.digit(1) }).click();
  await page.keyboard.type(await readLoginCode(request, mobile));
  await page.getByRole('button', { name: t.verify }).click();
}
