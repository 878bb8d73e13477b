import { cspNonce } from '@/config/csp-nonce';
import { storageKeys } from '@/lib/storage-keys';

// Runs before the first paint: once an earlier page has put our fonts in the cache, this page's text
// asks for them (html[data-fonts], globals.css) and gets them from the cache at once.
const script = `try{localStorage.getItem(${JSON.stringify(storageKeys.webFontsCached)})&&document.documentElement.setAttribute("data-fonts","")}catch(e){}`;

/** In <head>: turns our web fonts on for a browser that already has them (docs/architecture.md). */
export async function WebFontsScript() {
  return (
    <script
      nonce={await cspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no outside text
      dangerouslySetInnerHTML={{ __html: script }}
    />
  );
}
