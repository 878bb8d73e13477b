import type { Lang } from '@pothik/domain';
import { getLocale } from 'next-intl/server';
import { brand, brandNameIn } from '@/config/brand';
import { localizeDigits } from '@/lib/format';

/** The brand values page copy interpolates, in the reader's language. */
export async function getBrandCopy() {
  const lang = (await getLocale()) as Lang;
  return {
    lang,
    brand: brandNameIn(lang),
    email: brand.supportEmail,
    phone: localizeDigits(brand.supportPhone, lang),
    address: brand.address[lang],
  };
}
