import { brand, brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { localizeDigits } from '@/lib/format';

/** The brand values page copy interpolates, in the reader's language. */
export async function getBrandCopy() {
  const lang = await getLang();
  return {
    lang,
    brand: brandNameIn(lang),
    email: brand.supportEmail,
    phone: localizeDigits(brand.supportPhone, lang),
    address: brand.address[lang],
  };
}
