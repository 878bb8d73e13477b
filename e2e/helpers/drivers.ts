import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { apiUrl } from '../playwright.config';
import { randomMobile, readLoginCode } from './auth';
import { loginTexts } from './login-ui';

/** An approved driver of this test's own (POST /dev/drivers, with DEV_CLOCK=1 only), HiAce unless told. */
export async function createDriver(request: APIRequestContext, carType = 'hiace') {
  const mobile = randomMobile();
  const name = `Rafiq Test${randomInt(1000, 9999)}`;
  const response = await request.post(`${apiUrl}/api/v3/dev/drivers`, {
    data: { mobile, name, car_type: carType },
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

/**
 * Signs up on /driver as a new driver does (in English): their details and a Sedan, the mobile, the code
 * the dev SMS outbox holds, verify; they land on their papers.
 */
export async function driverSignUp(page: Page, request: APIRequestContext) {
  const driver = { mobile: randomMobile(), name: `Sumon Test${randomInt(1000, 9999)}` };
  const t = loginTexts.en;
  await page.goto('/driver');
  await page.getByRole('button', { name: 'Sign up to drive with Pothik' }).click();
  await page.getByLabel('Your full name').fill(driver.name);
  await page.getByLabel('Car type').selectOption({ label: 'Sedan (4 seats)' });
  await page.getByLabel('Car model and year').fill('Toyota Axio 2016');
  await page.getByLabel('Number plate').fill('Dhaka Metro-Ga 12-3456');
  await page.getByLabel('Your district').selectOption({ label: 'Dhaka' });
  await page.getByRole('button', { name: 'Next: your mobile number' }).click();
  await page.getByLabel(t.mobile).fill(driver.mobile);
  await page.getByRole('button', { name: t.send }).click();
  await page.getByRole('textbox', { name: t.digit(1) }).click();
  await page.keyboard.type(await readLoginCode(request, driver.mobile));
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page).toHaveURL(/\/driver\/papers$/);
  return driver;
}
