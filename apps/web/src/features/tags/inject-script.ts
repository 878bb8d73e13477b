/**
 * Adds a tag's script to the page. It carries the page's nonce, and 'strict-dynamic' trusts a script our
 * own nonce-bearing code adds, so the vendor's script and what it loads run under the page's policy.
 */
export function injectScript(src: string, nonce: string | undefined): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
  return script;
}
