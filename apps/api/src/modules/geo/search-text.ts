import { fromBengaliDigits } from '@pothik/domain';

/**
 * The form names are compared in: case, Latin accents, spaces and punctuation dropped ("Cox's Bazar",
 * "coxs bazar" and "COXSBAZAR" are one key), Bengali digits read as ASCII, and Bangla letters with a
 * nukta (য় ড় ঢ়) in one encoding whichever way the keyboard produced them. Bangla vowel signs and
 * hasanta are kept: they change the word.
 */
export function searchKey(text: string): string {
  const decomposed = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return fromBengaliDigits(decomposed.toLowerCase()).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

export type IndexedName = {
  text: string;
  key: string;
  /** Keys of the name from its second, third... word on: "bazar" finds "Cox's Bazar" as a word prefix. */
  laterWordKeys: string[];
  isAlias: boolean;
};

export function indexName(text: string, isAlias: boolean): IndexedName {
  const words = text.split(/[\s\-/,()]+/).filter((w) => searchKey(w).length > 0);
  const laterWordKeys = words.slice(1).map((_, i) => searchKey(words.slice(i + 1).join('')));
  return { text, key: searchKey(text), laterWordKeys, isAlias };
}

/** 0 exact, 1 prefix, 2 prefix of a later word, 3 anywhere inside; null: no match. */
export function matchClass(queryKey: string, name: IndexedName): 0 | 1 | 2 | 3 | null {
  if (name.key === queryKey) return 0;
  if (name.key.startsWith(queryKey)) return 1;
  if (name.laterWordKeys.some((k) => k.startsWith(queryKey))) return 2;
  if (name.key.includes(queryKey)) return 3;
  return null;
}
