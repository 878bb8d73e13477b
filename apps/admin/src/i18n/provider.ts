import { type ConsoleLanguage, toBengaliDigits } from '@pothik/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslateFunction, TranslationMessages } from 'react-admin';

// The console's languages (issue 46 §5). The console's own texts are written in English in the code and
// are their own keys (gettext's way): English needs no catalogue of them, Bangla's (console-bn.ts) maps
// each English text to its Bangla, and the catalogue test finds every text of the code in it.

type Phrases = Record<string, string>;

/** Every phrase of a catalogue under its dotted key, as polyglot keeps them. */
function flatten(messages: object, prefix = '', into: Phrases = {}): Phrases {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) flatten(value, path, into);
    else into[path] = String(value);
  }
  return into;
}

// Loaded on the first switch to Bangla: an English-speaking console never downloads it.
const loadBangla = () => import('./bangla').then((m) => m.banglaMessages);

let phrases: Phrases = {};
let language: ConsoleLanguage = 'en';

/** The messages of `locale`, kept as the phrases `translate` looks keys up in. */
function adopt(messages: TranslationMessages, locale: ConsoleLanguage) {
  phrases = flatten(messages);
  language = locale;
  return messages;
}

const base = polyglotI18nProvider(
  (locale) => (locale === 'bn' ? loadBangla().then((m) => adopt(m, 'bn')) : adopt(englishMessages, 'en')),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'bn', name: 'বাংলা' },
  ],
  { allowMissing: true },
);

/** Numbers put into a Bangla message read in Bengali digits; smart_count stays a number for plurals. */
function localisedOptions(options: Record<string, unknown> | undefined) {
  if (!options || language !== 'bn') return options;
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) =>
      typeof value === 'number' && name !== 'smart_count' ? [name, toBengaliDigits(value)] : [name, value],
    ),
  );
}

/**
 * react-admin asks for `resources.trips.fields.status` with the English default `_: 'Status'`: a key the
 * catalogue lacks is looked up by its English default, so a field named in English is named in Bangla.
 */
const translate: TranslateFunction = (key, options) => {
  const fallback = options?._;
  const known = key in phrases ? key : typeof fallback === 'string' && fallback in phrases ? fallback : key;
  return base.translate(known, localisedOptions(options));
};

export const i18nProvider: I18nProvider = { ...base, translate };

/** The BCP 47 tag and Intl options a date or number is shown with in `locale`, always on Dhaka's clock. */
export function intlOf(locale: string | undefined): {
  tag: string;
  numbers: Intl.NumberFormatOptions;
  dates: Intl.DateTimeFormatOptions;
} {
  const bangla = locale === 'bn';
  const numberingSystem = bangla ? 'beng' : 'latn';
  return {
    tag: bangla ? 'bn-BD' : 'en-GB',
    numbers: { numberingSystem } as Intl.NumberFormatOptions,
    // Bangla's clock reads 24 hours: bn-BD's 12-hour times end in a Latin AM or PM.
    dates: { timeZone: 'Asia/Dhaka', numberingSystem, ...(bangla && { hourCycle: 'h23' as const }) },
  };
}
