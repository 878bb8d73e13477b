import { createHash, randomBytes } from 'node:crypto';
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

/** What the API takes after Google's button: the ID token and the raw nonce its `nonce` was made of. */
export type PageCredential = { credential: string; raw_nonce: string };

/** A token as Google hands it to a page that asked with a fresh nonce, and that page's raw nonce. */
export async function signGoogleTokenForPage(claims: { sub: string; [claim: string]: unknown }) {
  const raw = randomBytes(32).toString('base64url');
  const nonce = createHash('sha256').update(raw).digest('base64url');
  return { credential: await signGoogleToken({ nonce, ...claims }), raw_nonce: raw } satisfies PageCredential;
}

// The test runner's function the fake button calls to have the fake issuer sign (the browser never
// reaches the issuer itself).
const SIGN_BINDING = '__e2eSignGoogleToken';

/**
 * Google's script as the browser receives it, played by a stand-in with the same API
 * (google.accounts.id.initialize, renderButton): its button hands the page a credential when clicked, as
 * Google's popup does once the visitor chose an account, signed by the fake issuer with the `nonce` the
 * page initialised it with (the latest initialize, as Google's). Without `signs` the button does nothing.
 */
export function fakeGoogleScript(signs: boolean): string {
  return `(() => {
  const signs = ${JSON.stringify(signs)};
  let config = null;
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.locale === 'bn' ? 'Google দিয়ে চালিয়ে যান' : 'Continue with Google';
      button.addEventListener('click', async () => {
        if (!signs || !config) return;
        const asked = config;
        const credential = await window.${SIGN_BINDING}(asked.nonce ?? null);
        asked.callback({ credential, select_by: 'btn' });
      });
      parent.append(button);
    },
  } } };
})();`;
}

/**
 * Serves the fake Google script to this page from now on, its button handing over a token with `claims`
 * (over the fake issuer's defaults) and the page's nonce.
 */
export async function serveFakeGoogle(page: Page, claims: { sub: string; [claim: string]: unknown }) {
  await page.exposeFunction(SIGN_BINDING, (nonce: string | null) =>
    signGoogleToken(nonce === null ? claims : { ...claims, nonce }),
  );
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeGoogleScript(true) }),
  );
}
