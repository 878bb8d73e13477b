import type { Lang } from '@pothik/domain';
import { getLocale } from 'next-intl/server';
import { parseLang } from './lang';

/** The request's language in a server component, checked rather than cast from next-intl's string. */
export async function getLang(): Promise<Lang> {
  return parseLang(await getLocale());
}
