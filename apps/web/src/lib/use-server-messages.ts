'use client';

import type { Lang } from '@pothik/domain';
import { useEffect, useState } from 'react';
import type { ApiResult } from './api-client';

// The message catalogue (both languages of every server message) is not part of a page's first load:
// a failure loads it before it is shown (loadServerMessages in the fetcher), so its text is there at once.

type ServerMessages = typeof import('./server-messages');

let loaded: ServerMessages | null = null;

export async function loadServerMessages(): Promise<ServerMessages> {
  loaded ??= await import('./server-messages');
  return loaded;
}

/** The catalogue's `somethingWentWrong`, for a failure shown when the catalogue could not be fetched. */
export const somethingWentWrong: Record<Lang, string> = {
  en: 'Something went wrong!',
  bn: 'কিছু একটা ভুল হয়েছে!',
};

/** What a failed answer shows: describeResult's text, or the general one without the catalogue. */
export function describeFailure(
  messages: ServerMessages | null,
  result: Pick<ApiResult, 'status' | 'message' | 'code'>,
  lang: Lang,
): string | undefined {
  return messages ? messages.describeResult(result, lang)?.text : somethingWentWrong[lang];
}

/** The catalogue's functions once `needed`; loaded then if a failure came another way. */
export function useServerMessages(needed: boolean): ServerMessages | null {
  const [messages, setMessages] = useState(loaded);
  useEffect(() => {
    if (needed && !messages) void loadServerMessages().then(setMessages);
  }, [needed, messages]);
  return messages ?? loaded;
}
