import { scriptLoader } from '@/lib/load-script';

// Cloudflare Turnstile's browser API (explicit rendering), as far as the forms use it.
export type TurnstileRenderOptions = {
  sitekey: string;
  /** Which form the token is for; siteverify echoes it and the API checks it ('login' or 'lead'). */
  action: string;
  language: string;
  size: 'normal' | 'flexible' | 'compact';
  /** No hidden `cf-turnstile-response` input: our forms send the token in their JSON body. */
  'response-field': boolean;
  callback: (token: string) => void;
  'error-callback': (code: string) => boolean;
  'expired-callback': () => void;
  'timeout-callback': () => void;
};

export type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/**
 * Adds Turnstile's script to the page once, when a form that needs it is first shown (not on every
 * page), with the page's CSP nonce; forms shown while it loads wait for the same script. A failed load
 * is forgotten, so "Try again" loads it afresh; after 20 s (a slow phone connection fits) the form says
 * the check could not load.
 */
const loadTurnstileScript = scriptLoader<TurnstileApi>({
  api: () => window.turnstile,
  timeoutMs: 20_000,
  failure: 'The human check script did not load',
});

export function loadTurnstile(scriptUrl: string, nonce: string | undefined): Promise<TurnstileApi> {
  const src = new URL(scriptUrl, window.location.href);
  src.searchParams.set('render', 'explicit');
  return loadTurnstileScript(src.toString(), nonce);
}
