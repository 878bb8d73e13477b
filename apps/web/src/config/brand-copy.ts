import type { Lang } from '@pothik/domain';
import { type Brand, brand, brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { localizeDigits } from '@/lib/format';

/** Which of the support contacts are configured: the contact sentences choose their wording by it. */
export type Reach = 'both' | 'email' | 'phone' | 'none';

/** The brand values page copy interpolates, in the reader's language. */
export async function getBrandCopy() {
  const lang = await getLang();
  return { lang, brand: brandNameIn(lang), ...contactCopy(brand, lang) };
}

/** The brand's contacts as copy: unset ones are empty, and `reach` says which a sentence may name. */
export function contactCopy(b: Brand, lang: Lang) {
  const email = b.supportEmail ?? '';
  const phone = b.supportPhone ? localizeDigits(b.supportPhone, lang) : '';
  const reach: Reach = email && phone ? 'both' : email ? 'email' : phone ? 'phone' : 'none';
  return { email, phone, reach, address: b.address?.[lang] ?? '' };
}
