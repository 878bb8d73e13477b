import { scriptLoader } from '@/lib/load-script';

// Google Identity Services' browser API (the "Sign in with Google" button), as far as the login uses it:
// google.accounts.id.initialize, then renderButton; the credential (an ID token) reaches `callback`.

export type GoogleCredentialResponse = { credential: string; select_by?: string };

export type GoogleIdConfiguration = {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  /** Put in the ID token as its `nonce` claim: the SHA-256 of a secret this page keeps (google-nonce.ts). */
  nonce: string;
  ux_mode: 'popup';
  context: 'signin' | 'signup' | 'use';
  /** No One Tap prompt: the button only, where the visitor asked to log in. */
  auto_select: false;
  itp_support: boolean;
};

export type GoogleButtonConfiguration = {
  type: 'standard';
  theme: 'outline';
  size: 'large';
  text: 'continue_with';
  shape: 'rectangular';
  logo_alignment: 'left';
  /** Pixels, 200 to 400 (Google's limits). */
  width: number;
  locale: string;
};

export type GoogleIdApi = {
  initialize: (config: GoogleIdConfiguration) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonConfiguration) => void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

/** Google's client library; the page's CSP allows it only when Google sign-in is configured. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Adds Google's script to the page once, when the login dialog first offers Google (not on every page),
 * with the page's CSP nonce. A failed load is forgotten, so opening the dialog again tries afresh; after
 * 20 s the dialog says Google could not load (the mobile number still works).
 */
const loadGoogleScript = scriptLoader<GoogleIdApi>({
  api: () => window.google?.accounts?.id,
  timeoutMs: 20_000,
  failure: 'Google Identity Services did not load',
});

export function loadGoogleIdentity(nonce: string | undefined): Promise<GoogleIdApi> {
  return loadGoogleScript(GOOGLE_IDENTITY_SCRIPT, nonce);
}
