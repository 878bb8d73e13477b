import { cspNonce } from '@/config/csp-nonce';
import { storageKeys } from '@/lib/storage-keys';

const banglaLetters = '\u0995\u0996\u0997';
const unassigned = '\u0378\u0379\u0380';

// Runs before the first paint: once an earlier page of this tab's visit has put our fonts in the cache,
// this page's text asks for them (html[data-fonts], globals.css) and gets them from the cache at once.
// sessionStorage, not localStorage: a phone's small HTTP cache often drops them between visits, and a
// flag that outlived them would fetch ~40 KB of fonts (~140 KB on Bangla pages) alongside the page's
// own picture and scripts on a slow network, for fonts that would not show on that page anyway.
const fontsFlag = `try{sessionStorage.getItem(${JSON.stringify(storageKeys.webFontsCached)})&&document.documentElement.setAttribute("data-fonts","")}catch(e){}`;

// Phones and desktops draw Bangla in fonts of their own; a system with none (a bare Linux) would draw
// empty boxes, so there the page asks for our Bangla face (html[data-bangla-fonts]) from its first paint.
// A letter the system cannot draw comes out as the same box as a code point nothing assigns, so equal
// widths mean no Bangla font. The answer is kept, so a browser measures once (until its storage is cleared).
const banglaCheck = `(function(){try{var g=localStorage.getItem(${JSON.stringify(storageKeys.banglaGlyphs)});if(g===null){var c=document.createElement("canvas").getContext("2d");c.font="16px sans-serif";g=c.measureText(${JSON.stringify(banglaLetters)}).width===c.measureText(${JSON.stringify(unassigned)}).width?"0":"1";localStorage.setItem(${JSON.stringify(storageKeys.banglaGlyphs)},g)}g==="0"&&document.documentElement.setAttribute("data-bangla-fonts","")}catch(e){}})();`;

export const webFontsScriptSource = fontsFlag + banglaCheck;

/**
 * In <head>: turns our web fonts on for a browser that already has them, and our Bangla face for one that
 * has no Bangla font of its own (docs/architecture.md).
 */
export async function WebFontsScript() {
  return (
    <script
      nonce={await cspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no outside text
      dangerouslySetInnerHTML={{ __html: webFontsScriptSource }}
    />
  );
}
