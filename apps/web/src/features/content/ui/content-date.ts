import { formatBanglaDateTime, formatLongDateTime, type Lang } from '@pothik/domain';

/** A content date in Dhaka time, in the reader's language and digits; '' when the API sent no date. */
export function formatContentDate(iso: string, lang: Lang): string {
  try {
    return lang === 'bn' ? formatBanglaDateTime(iso) : formatLongDateTime(iso);
  } catch {
    return '';
  }
}
