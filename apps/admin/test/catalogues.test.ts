import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { consoleBangla, consoleValuesBangla } from '../src/i18n/console-bn';
import { raBangla } from '../src/i18n/ra-bn';
import { richTextBangla, richTextEnglish } from '../src/i18n/rich-text-bn';
import { consoleTexts } from './console-texts';

// Missing translations fail here, as the site's do in its typecheck (issue 46 §5): react-admin's own
// messages have a Bangla for every English key and no other, and every text of the console's code has
// its Bangla, with no Bangla left over for a text the code no longer has.

const root = fileURLToPath(new URL('../src', import.meta.url));

function flatten(messages: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' ? Object.entries(flatten(value, path)) : [[path, String(value)]];
    }),
  );
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe("react-admin's messages in Bangla", () => {
  // The rich-text editor's toolbar speaks through react-admin's catalogue too, under ra.tiptap.
  const english = { ...flatten(englishMessages), ...flatten(richTextEnglish) };
  const bangla = { ...flatten(raBangla), ...flatten(richTextBangla) };

  it('has every English key and no other', () => {
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
  });

  it('says each in Bangla, with the same placeholders', () => {
    for (const [key, text] of Object.entries(english)) {
      // English's one blank message (a boolean that is neither) stays blank.
      if (text.trim() === '') expect(bangla[key], key).toBe(text);
      else expect(bangla[key]?.trim(), key).not.toBe('');
      if (text.trim() !== '') expect(bangla[key], key).not.toMatch(/[A-Za-z]{2,}(?![^%]*\})/);
      expect(
        placeholders(bangla[key] ?? '').filter((p) => p !== 'smart_count'),
        key,
      ).toEqual(placeholders(text).filter((p) => p !== 'smart_count'));
    }
  });
});

describe("the console's own texts in Bangla", () => {
  const { texts, untranslatable } = consoleTexts(root);
  const used = new Set(texts.map((t) => t.text));

  it('shows no English the catalogue cannot reach (JSX text outside <T>, English in a template)', () => {
    expect(untranslatable).toEqual([]);
  });

  it('has a Bangla for every text of the code', () => {
    const missing = texts.filter((t) => !consoleBangla[t.text]?.trim());
    expect(missing).toEqual([]);
  });

  it('keeps no Bangla for a text the code no longer has', () => {
    expect(Object.keys(consoleBangla).filter((text) => !used.has(text))).toEqual([]);
  });

  it('keeps the placeholders of each text', () => {
    for (const [english, bangla] of Object.entries({ ...consoleBangla, ...consoleValuesBangla })) {
      expect(placeholders(bangla), english).toEqual(placeholders(english));
      expect(bangla.trim(), english).not.toBe('');
    }
  });
});
