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

/** Long enough for a slow phone connection; after it the form says the check could not load. */
const LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<TurnstileApi> | null = null;

/**
 * Adds Turnstile's script to the page once, when a form that needs it is first shown (not on every
 * page), with the page's CSP nonce; forms shown while it loads wait for the same script. A failed load
 * is forgotten, so "Try again" loads it afresh.
 */
export function loadTurnstile(scriptUrl: string, nonce: string | undefined): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    const src = new URL(scriptUrl, window.location.href);
    src.searchParams.set('render', 'explicit');
    script.src = src.toString();
    script.async = true;
    if (nonce) script.nonce = nonce;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('The human check script did not load'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      if (!window.turnstile) return fail();
      clearTimeout(timer);
      loading = null;
      resolve(window.turnstile);
    });
    document.head.append(script);
  });
  return loading;
}
