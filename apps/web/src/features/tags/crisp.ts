import { appendScript } from '@/lib/load-script';
import type { TagContext } from './tag-context';

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
    CRISP_RUNTIME_CONFIG?: { locale: string };
  }
}

export const crispScriptUrl = 'https://client.crisp.chat/l.js';

const interactions = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** Runs `load` once, at the visitor's first tap, key or scroll. */
function afterFirstInteraction(load: () => void) {
  const once = () => {
    for (const type of interactions) window.removeEventListener(type, once);
    load();
  };
  for (const type of interactions) window.addEventListener(type, once, { passive: true });
}

/**
 * The Crisp support chat, in the page's language. SPEC.md §7 loads the chat after interaction: on a page
 * opened with the choice already stored it waits for the first tap, key or scroll; right after the visitor
 * allows it (an interaction itself) it loads at once.
 */
export function startCrisp(websiteId: string, context: TagContext): void {
  const load = () => {
    window.$crisp = [];
    window.CRISP_WEBSITE_ID = websiteId;
    window.CRISP_RUNTIME_CONFIG = { locale: context.lang };
    appendScript(crispScriptUrl, context.nonce);
  };
  if (context.isReturning) afterFirstInteraction(load);
  else load();
}
