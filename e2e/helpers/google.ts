import type { Page } from '@playwright/test';
import { e2eGoogle } from '../playwright.config';

/** Google Identity Services' client script, which the login dialog loads when Google is configured. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** An ID token signed by e2e's fake issuer, the one the API verifies against (claims over its defaults). */
export async function signGoogleToken(claims: { sub: string; [claim: string]: unknown }): Promise<string> {
  const res = await fetch(`${e2eGoogle.issuerUrl}/sign`, { method: 'POST', body: JSON.stringify(claims) });
  if (!res.ok) throw new Error(`the fake Google issuer answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Google's script as the browser receives it, played by a stand-in with the same API
 * (google.accounts.id.initialize, renderButton): its button hands the page `credential` when clicked,
 * as Google's popup does once the visitor chose an account. Without a credential the button does nothing.
 */
export function fakeGoogleScript(credential: string | null): string {
  return `(() => {
  const credential = ${JSON.stringify(credential)};
  let config = null;
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.locale === 'bn' ? 'Google দিয়ে চালিয়ে যান' : 'Continue with Google';
      button.addEventListener('click', () => {
        if (credential && config) config.callback({ credential, select_by: 'btn' });
      });
      parent.append(button);
    },
  } } };
})();`;
}

/** Serves the fake Google script to this page from now on, its button handing over `credential`. */
export async function serveFakeGoogle(page: Page, credential: string | null) {
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeGoogleScript(credential) }),
  );
}
