import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiUrl } from '../playwright.config';

// The demo staff in the console (apps/admin at /admin on the API). The demo admin enrols an
// authenticator at its first login; specs that log in as the admin share its key through the e2e data
// directory, one login at a time (a code is good once, so a second login in the same 30 s waits).

const password = 'e2e-demo-admin-password';
const dataDir = () => process.env.E2E_DATA_DIR as string;
const secretFile = () => join(dataDir(), 'demo-admin-totp.json');
const lockDir = () => join(dataDir(), 'demo-admin-login.lock');

async function withAdminLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir());
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lockDir());
  }
}

/** A code of the admin's authenticator no earlier login used (the API takes each code once). */
async function freshCode(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: await generate({ secret }), step };
}

/** Email and password on the console's login page, in whichever language it shows. */
async function submitLogin(page: Page, email: string) {
  await page.goto('/admin');
  await page.getByLabel(/^(Email|ইমেইল)/).fill(email);
  await page.getByLabel(/^(Password|পাসওয়ার্ড)/).fill(password);
  await page.getByRole('button', { name: /^(Log in|লগ ইন)$/ }).click();
}

/**
 * The demo admin signed in: at the first login of the database it enrols the authenticator from the key
 * shown beside the QR code, as a person would; later logins enter a fresh code of it.
 */
export async function logInAsDemoAdmin(page: Page) {
  await withAdminLock(async () => {
    await submitLogin(page, 'admin@pothik.local');
    const codeField = page.getByLabel(/^(Authenticator code|অথেনটিকেটর কোড)/);
    await expect(codeField).toBeVisible();
    let saved = existsSync(secretFile())
      ? (JSON.parse(readFileSync(secretFile(), 'utf8')) as { secret: string; step: number })
      : null;
    if (!saved) {
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      saved = { secret: (await page.locator('code').textContent())!.trim(), step: -1 };
    }
    const { code, step } = await freshCode(saved.secret, saved.step);
    await codeField.fill(code);
    await page.getByRole('button', { name: /^(Verify|যাচাই করুন)$/ }).click();
    await expect(page.getByRole('button', { name: /^(English)$/ })).toBeVisible();
    writeFileSync(secretFile(), JSON.stringify({ secret: saved.secret, step }));
  });
}

/** A demo staff member (not the admin) signed in on `page`. */
export async function logInAsDemoStaff(page: Page, role: 'editor' | 'ops' | 'support' | 'finance') {
  await submitLogin(page, `${role}@pothik.local`);
  await expect(page.getByRole('button', { name: /^(English)$/ })).toBeVisible();
}

/** The console in `lang`, chosen with the app bar's switch when it is not already (kept on the account). */
export async function chooseConsoleLanguage(page: Page, lang: 'en' | 'bn') {
  const button = page.getByRole('button', { name: lang === 'bn' ? 'বাংলা' : 'English', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('group', { name: lang === 'bn' ? 'কনসোলের ভাষা' : 'Console language' }),
  ).toBeVisible();
}

/** A desk-sized browser page of its own on the console's origin. */
export async function consolePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: apiUrl, viewport: { width: 1280, height: 800 } })).newPage();
}
