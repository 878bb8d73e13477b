import {
  defaultMessageKeyForStatus,
  type Lang,
  type MessageKey,
  messageCatalogue,
  messageKeyOf,
  translateMessage,
} from '@pothik/domain';

// Field errors in the reader's language, for forms that load this module (features/trip).
export { translateValidationMessage } from '@pothik/domain';

import type { ApiResult } from './api-client';

// What a result or a message says to the user, from the message catalogue (both languages of every
// server message): loaded by lib/toast.ts with the first toast, statically by forms that show it inline.

export type Notice = { kind: 'success' | 'info' | 'error' | 'warning'; text: string };

function isMessageKey(value: string | undefined): value is MessageKey {
  return !!value && Object.hasOwn(messageCatalogue, value);
}

/**
 * A server message in the reader's language: by the `code` the server sent, else by matching the English
 * text against the catalogue; an unknown message is shown as the server wrote it.
 */
export function translateServerMessage(message: string, lang: Lang, code?: string): string {
  const key = isMessageKey(code) ? code : messageKeyOf(message);
  return key ? translateMessage(key, lang) : message;
}

/**
 * DESIGN.md §9 (SPEC.md §8 with the spelling corrected): what a result shows the user, or null for a
 * silent success. 2xx: the server message if any; 204: neutral notice; 400/406 (and other 4xx with a
 * message, e.g. 429): the server message, else the status default; 401, 404, 422, 500: fixed catalogue text.
 * status 0 (network failure) reads as 'Something went wrong!'.
 */
export function describeResult(
  result: Pick<ApiResult, 'status' | 'message' | 'code'>,
  lang: Lang,
): Notice | null {
  const { status, message, code } = result;
  if (status === 204) return { kind: 'info', text: translateMessage('noContent', lang) };
  if (status >= 200 && status < 300) {
    return message ? { kind: 'success', text: translateServerMessage(message, lang, code) } : null;
  }
  const usesServerMessage =
    status === 400 || status === 406 || status === 429 || status === 403 || status === 409;
  if (usesServerMessage && message)
    return { kind: 'error', text: translateServerMessage(message, lang, code) };
  const key = defaultMessageKeyForStatus(status) ?? 'somethingWentWrong';
  return { kind: 'error', text: translateMessage(key, lang) };
}

/** A catalogue message's text in `lang`. */
export function catalogueText(key: MessageKey, lang: Lang): string {
  return translateMessage(key, lang);
}
