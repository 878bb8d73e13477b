import { cspNonce } from '@/config/csp-nonce';
import { storageKeys } from '@/lib/storage-keys';

// Runs before the first paint: once an earlier page of this tab's visit has put our fonts in the cache,
// this page's text asks for them (html[data-fonts], globals.css) and gets them from the cache at once.
// sessionStorage, not localStorage: a phone's small HTTP cache often drops them between visits, and a
// flag that outlived them would fetch ~40 KB of fonts (~140 KB on Bangla pages) alongside the page's
// own picture and scripts on a slow network, for fonts that would not show on that page anyway.
const script = `try{sessionStorage.getItem(${JSON.stringify(storageKeys.webFontsCached)})&&document.documentElement.setAttribute("data-fonts","")}catch(e){}`;

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
