import type { Lang } from '@pothik/domain';

// SPEC.md §1: English and Bangla, default en; the choice lives in the `lang` cookie (DESIGN.md §3).
const defaultLang: Lang = 'en';
export const LANG_COOKIE = 'lang';
/** Set by the proxy on sections whose readers want another language before they choose (the driver app). */
export const DEFAULT_LANG_HEADER = 'x-pothik-default-lang';
/** One year: the choice outlives the session. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'bn';
}

export function parseLang(value: string | undefined | null): Lang {
  return isLang(value) ? value : defaultLang;
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'bn' : 'en';
}
