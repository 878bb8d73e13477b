import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { readLoginCode } from './auth';

// The login dialog as a user drives it (SPEC.md §4), in either language.

const bnDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

export type LoginTexts = {
  login: string;
  mobile: string;
  send: string;
  digit: (n: number) => string;
  verify: string;
  loggedIn: string;
};

export const loginTexts: Record<'en' | 'bn', LoginTexts> = {
  en: {
    login: 'Log in',
    mobile: 'Mobile number',
    send: 'Send code',
    digit: (n) => `Digit ${n} of 4`,
    verify: 'Verify',
    loggedIn: 'Logged In Successfully',
  },
  bn: {
    login: 'লগ ইন',
    mobile: 'মোবাইল নম্বর',
    send: 'কোড পাঠান',
    digit: (n) => `৪টির মধ্যে ${bnDigits(String(n))} নম্বর অঙ্ক`,
    verify: 'যাচাই করুন',
    loggedIn: 'সফলভাবে লগ ইন হয়েছে',
  },
};

/** The header's way out: the account menu at desktop width, the menu's button at 360 px. */
export async function logoutInHeader(
  page: Page,
  t: { menu: string; user: string; logout: string },
  isMobile: boolean,
): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('button', { name: t.logout }).click();
  } else {
    await page.getByRole('button', { name: t.user }).click();
    await page.getByRole('menuitem', { name: t.logout }).click();
  }
}

export const loginButton = (page: Page, t: LoginTexts) =>
  page.getByRole('button', { name: t.login, exact: true });
export const loginDialog = (page: Page, t: LoginTexts) => page.getByRole('dialog', { name: t.login });

/** Phone step: fills the number and sends the code; returns the dialog on its code step. */
export async function sendCode(page: Page, t: LoginTexts, mobile: string): Promise<Locator> {
  const dialog = loginDialog(page, t);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.mobile).fill(mobile);
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog.getByRole('textbox', { name: t.digit(1) })).toBeFocused();
  return dialog;
}

/** Code step: types the code digit by digit (focus moves on by itself) and verifies. */
export async function enterCode(page: Page, dialog: Locator, t: LoginTexts, code: string) {
  await dialog.getByRole('textbox', { name: t.digit(1) }).click();
  await page.keyboard.type(code);
  await expect(dialog.getByRole('textbox', { name: t.digit(4) })).toHaveValue(code.at(-1)!);
  await dialog.getByRole('button', { name: t.verify }).click();
}

export async function loginInDialog(page: Page, request: APIRequestContext, t: LoginTexts, mobile: string) {
  const dialog = await sendCode(page, t, mobile);
  await enterCode(page, dialog, t, await readLoginCode(request, mobile));
  await expect(page.getByText(t.loggedIn)).toBeVisible();
  await expect(dialog).toBeHidden();
}
