import type { Lang, MessageKey } from '@pothik/domain';
import type { ApiResult } from './api-client';
import type { Notice } from './server-messages';

export { describeResult, type Notice, translateServerMessage } from './server-messages';

const toastRequestListeners = new Set<() => void>();
let toastRequested = false;

/** Whether a toast has been asked for yet (the toaster then mounts at once: components/app-toaster.tsx). */
export function wasToastRequested(): boolean {
  return toastRequested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  toastRequestListeners.add(listener);
  return () => toastRequestListeners.delete(listener);
}

/**
 * Shows a toast. The toast library is not part of a page's first load: it arrives with the first toast
 * or when the page is idle; a toast made before the toaster mounts shows as soon as it does.
 */
export function showToast(kind: Notice['kind'], text: string): void {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of toastRequestListeners) listener();
  }
  void import('sonner').then(({ toast }) => {
    if (kind === 'info') toast(text);
    else toast[kind](text);
  });
}

// The catalogue arrives with the first toast that needs it, not with every page (lib/server-messages.ts).
const loadMessages = () => import('./server-messages');

/** Shows the DESIGN.md §9 toast for an API result, in the active language. */
export function notify(result: Pick<ApiResult, 'status' | 'message' | 'code'>, lang: Lang): void {
  void loadMessages().then(({ describeResult }) => {
    const notice = describeResult(result, lang);
    if (notice) showToast(notice.kind, notice.text);
  });
}

/** A catalogue message as a toast (session and logout messages of SPEC.md §4). */
export function notifyMessage(key: MessageKey, lang: Lang, kind: Notice['kind'] = 'info'): void {
  void loadMessages().then(({ catalogueText }) => showToast(kind, catalogueText(key, lang)));
}
