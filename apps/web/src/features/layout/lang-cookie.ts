import type { Lang } from '@pothik/domain';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '@/i18n/lang';

export function writeLangCookie(lang: Lang): void {
  // The server reads this cookie on the next render (src/i18n/request.ts); it is not sensitive.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox < 140 and Safari.
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}
