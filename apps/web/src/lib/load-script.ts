// A vendor's script in the page, with the page's CSP nonce: 'strict-dynamic' trusts a script our own
// nonce-bearing code adds, so the vendor's script and what it loads run under the page's policy.

/** A script element for `src`, async, carrying the page's nonce (not yet in the page). */
function scriptFor(src: string, nonce: string | undefined): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  return script;
}

/** Adds `src` to the page and lets it run (a tag: nothing waits for it). */
export function appendScript(src: string, nonce: string | undefined): HTMLScriptElement {
  const script = scriptFor(src, nonce);
  document.head.append(script);
  return script;
}

export type ScriptLoaderOptions<T> = {
  /** The browser API the script defines, once it has (undefined before). */
  api: () => T | undefined;
  /** After this long without the API the load fails (a slow phone connection must fit in it). */
  timeoutMs: number;
  /** The failed load's error message. */
  failure: string;
};

/**
 * A loader of one vendor's browser API: its script is added once, when first asked for (not on every
 * page); callers while it loads wait for the same script, and a failed load (an error, a timeout, or a
 * script that defined nothing) is forgotten, so asking again tries afresh.
 */
export function scriptLoader<T>({
  api,
  timeoutMs,
  failure,
}: ScriptLoaderOptions<T>): (src: string, nonce: string | undefined) => Promise<T> {
  let loading: Promise<T> | null = null;
  return (src, nonce) => {
    const ready = api();
    if (ready) return Promise.resolve(ready);
    loading ??= new Promise<T>((resolve, reject) => {
      const script = scriptFor(src, nonce);
      const fail = () => {
        clearTimeout(timer);
        script.remove();
        loading = null;
        reject(new Error(failure));
      };
      const timer = setTimeout(fail, timeoutMs);
      script.addEventListener('error', fail);
      script.addEventListener('load', () => {
        const loaded = api();
        if (!loaded) return fail();
        clearTimeout(timer);
        loading = null;
        resolve(loaded);
      });
      document.head.append(script);
    });
    return loading;
  };
}
