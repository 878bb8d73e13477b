// Month names, digits and day order come from Intl (bn-BD, en-US) in Asia/Dhaka, so the formats of
// SPEC.md §9 are assembled from its parts instead of hand-kept tables.
type Locale = 'en-US' | 'bn-BD';
type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Dhaka' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The named parts of `date` as a reader in Dhaka sees them, in `locale`'s digits and names. */
export function dhakaDateParts(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): Parts {
  const parts: Parts = {};
  for (const part of formatterFor(locale, options).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}
