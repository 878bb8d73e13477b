import { expect, journeyIn, test, useLanguage } from '../fixtures';
import {
  REFRESH_COOKIE,
  randomMobile,
  readLoginCode,
  readStoredAuth,
  refreshCookieOf,
} from '../helpers/auth';
import { GOOGLE_IDENTITY_SCRIPT, serveFakeGoogle, signGoogleTokenForPage } from '../helpers/google';
import { enterCode, loginButton, loginDialog, loginTexts, sendCode } from '../helpers/login-ui';
import { apiUrl } from '../playwright.config';

// Google sign-in with fakes. The API verifies ID tokens against e2e's
// fake issuer (its JWKS over HTTP); the browser gets a stand-in for Google's script (page.route) whose
// button hands the page a token that issuer signed with the nonce the page asked with. The first Google
// sign-in links the account to a mobile proved by code; then Google alone logs in; /profile unlinks it.

const ui = {
  en: {
    google: 'Continue with Google',
    link: (email: string) =>
      `${email} is not linked yet. Enter your mobile number and the code we send, once, to link it.`,
    heading: 'Google sign-in',
    linked: (email: string) => `Linked to ${email}. You can log in with Google instead of a code.`,
    unlink: 'Unlink Google account',
    unlinked: 'Your Google account is no longer linked.',
    linkNotice: (email: string) =>
      `Pothik: A Google account (${email}) can now log in to your account. Not you? Unlink it on your profile.`,
  },
  bn: {
    google: 'Google দিয়ে চালিয়ে যান',
    link: (email: string) => `${email} এখনও যুক্ত হয়নি। যুক্ত করতে একবার আপনার মোবাইল নম্বর ও আমাদের পাঠানো কোডটি দিন।`,
    heading: 'গুগল দিয়ে লগ ইন',
    linked: (email: string) => `${email} যুক্ত আছে। কোডের বদলে আপনি গুগল দিয়ে লগ ইন করতে পারেন।`,
    unlink: 'গুগল অ্যাকাউন্ট বিচ্ছিন্ন করুন',
    unlinked: 'আপনার গুগল অ্যাকাউন্ট আর যুক্ত নেই।',
    linkNotice: (email: string) =>
      `পথিক: একটি গুগল অ্যাকাউন্ট (${email}) এখন আপনার অ্যাকাউন্টে লগ ইন করতে পারে। আপনি না হলে প্রোফাইল থেকে এটি বিচ্ছিন্ন করুন।`,
  },
} as const;

// The dialog loads Google's script here, as in production (fixtures.ts stubs it for every other test).
test.use({ googleScript: 'served' });

for (const lang of ['en', 'bn'] as const) {
  const t = { ...loginTexts[lang], ...ui[lang] };

  test(
    `links a Google account with the mobile's code once, then logs in with Google alone, then unlinks it, in ${lang}`,
    journeyIn(lang),
    async ({ page, context, baseURL, request }) => {
      await useLanguage(context, lang, baseURL!);
      const mobile = randomMobile();
      const sub = `e2e-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      const email = `${sub}@example.com`;
      await serveFakeGoogle(page, { sub, email });

      const response = await page.goto('/');
      // Google's hosts are allowed only because a client id is configured.
      expect(response!.headers()['content-security-policy']).toContain(GOOGLE_IDENTITY_SCRIPT);
      await loginButton(page, t).click();
      const dialog = loginDialog(page, t);
      await dialog.getByRole('button', { name: t.google }).click();
      // Google's script was added with the page's nonce.
      const nonce = await page.evaluate(
        (src) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)?.nonce ?? '',
        GOOGLE_IDENTITY_SCRIPT,
      );
      expect(nonce).not.toBe('');

      await expect(dialog.getByText(t.link(email))).toBeVisible();
      await sendCode(page, t, mobile);
      await enterCode(page, dialog, t, await readLoginCode(request, mobile));
      await expect(page.getByText(t.loggedIn)).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(JSON.parse((await readStoredAuth(page)).user!)).toMatchObject({ mobile });

      // Logged out on this device: Google alone logs the same passenger in, no code asked. The storage is
      // cleared on a page without the site's code: on the live page, a question it was about to ask (its
      // ongoing trips) would go out without the login and be refused (a 401 in the console).
      await page.goto('/robots.txt');
      await page.evaluate(() => window.localStorage.clear());
      await page.context().clearCookies({ name: REFRESH_COOKIE });
      await page.goto('/');
      await loginButton(page, t).click();
      await dialog.getByRole('button', { name: t.google }).click();
      await expect(page.getByText(t.loggedIn)).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(JSON.parse((await readStoredAuth(page)).user!)).toMatchObject({ mobile });
      // Google's login sets the refresh cookie as the code's does: /profile below loads through it.
      expect(await refreshCookieOf(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      // One code only (Google asked for none), and the number's owner was told of the link, in their
      // language (through the outbox, whose round runs every second here).
      const smsTo = async () => {
        const outbox = await request.get(`${apiUrl}/api/v3/dev/sms-outbox`, { params: { mobile } });
        return (await outbox.json()).data.items as { code: string | null; message: string }[];
      };
      await expect
        .poll(async () => (await smsTo()).filter((sms) => sms.code === null).map((sms) => sms.message))
        .toEqual([t.linkNotice(email)]);
      expect((await smsTo()).filter((sms) => sms.code !== null)).toHaveLength(1);

      await page.goto('/profile');
      const section = page.getByRole('region', { name: t.heading });
      await expect(section.getByText(t.linked(email))).toBeVisible();
      await section.getByRole('button', { name: t.unlink }).click();
      await expect(page.getByText(t.unlinked).first()).toBeVisible();
      await expect(section.getByRole('button', { name: t.unlink })).toHaveCount(0);

      // The API asks for the mobile again.
      const again = await request.post(`${apiUrl}/api/v3/user/google`, {
        data: await signGoogleTokenForPage({ sub, email }),
      });
      expect((await again.json()).code).toBe('googleLinkRequired');
    },
  );
}

test.describe('a refused token', () => {
  // Chromium logs the API's 400 as a console error; this test causes it on purpose.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('a token for another client is refused in the dialog, and no one is logged in', async ({ page }) => {
    await serveFakeGoogle(page, { sub: `e2e-foreign-${Date.now()}`, aud: 'someone-else' });
    await page.goto('/');
    const t = { ...loginTexts.en, ...ui.en };
    await loginButton(page, t).click();
    const dialog = loginDialog(page, t);
    await dialog.getByRole('button', { name: t.google }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Google sign-in did not work. Please try again.');
    expect((await readStoredAuth(page)).refresh_token_expires).toBeNull();
    expect(await refreshCookieOf(page)).toBeNull();
  });
});
