import type { GoogleButtonConfiguration, GoogleIdApi, GoogleIdConfiguration } from '../google-identity';

/** A site with Google sign-in configured (the runtime config the root layout would pass). */
export const googleConfig = {
  googleSignIn: { clientId: '123456789012-webtest.apps.googleusercontent.com' },
  nonce: 'bm9uY2UtZm9yLWdvb2dsZQ==',
};

/**
 * Stands in for Google Identity Services' browser API (window.google.accounts.id, what its script
 * defines): records the configuration and the rendered buttons, and lets a test play the visitor choosing
 * an account, which hands the page a credential.
 */
export function installFakeGoogleIdentity() {
  const initialized: GoogleIdConfiguration[] = [];
  const buttons: { parent: HTMLElement; options: GoogleButtonConfiguration }[] = [];
  const api: GoogleIdApi = {
    initialize: (config) => {
      initialized.push(config);
    },
    renderButton: (parent, options) => {
      // Google's button is a frame with a button inside; a plain button plays it here.
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.locale === 'bn' ? 'Google দিয়ে চালিয়ে যান' : 'Continue with Google';
      parent.append(button);
      buttons.push({ parent, options });
    },
  };
  window.google = { accounts: { id: api } };
  return {
    initialized,
    buttons,
    /** The visitor chose an account in Google's popup: the page gets its ID token. */
    chooseAccount(credential: string) {
      const config = initialized.at(-1);
      if (!config) throw new Error('Google Identity Services was not initialised');
      config.callback({ credential, select_by: 'btn' });
    },
    uninstall() {
      delete window.google;
    },
  };
}
