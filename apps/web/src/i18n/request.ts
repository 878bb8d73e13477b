import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG_HEADER, LANG_COOKIE, parseLang } from './lang';
import { messagesByLang } from './messages';

// next-intl without locale routing: the language comes from the `lang` cookie, so URLs stay the same in
// both languages and the server renders the right one on the first byte (no flash).
export default getRequestConfig(async () => {
  const store = await cookies();
  const chosen = store.get(LANG_COOKIE)?.value;
  const locale = parseLang(chosen ?? (await headers()).get(DEFAULT_LANG_HEADER));
  return { locale, messages: messagesByLang[locale], timeZone: 'Asia/Dhaka' };
});
