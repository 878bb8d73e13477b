import type { Lang } from '@pothik/domain';
import { useLocale } from 'next-intl';
import { parseLang } from './lang';

/** The page's language in a component (client or server), checked rather than cast from next-intl's string. */
export function useLang(): Lang {
  return parseLang(useLocale());
}
