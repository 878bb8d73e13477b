import { type Lang, toBengaliDigits } from '@pothik/domain';

/** Numbers shown to a Bangla reader use Bengali digits (years, phone numbers, seat counts...). */
export function localizeDigits(value: string | number, lang: Lang): string {
  return lang === 'bn' ? toBengaliDigits(value) : String(value);
}
