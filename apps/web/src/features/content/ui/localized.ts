import type { Lang } from '@pothik/domain';

type Bilingual<K extends string> = { [P in `${K}_en` | `${K}_bn`]?: string | null };

/**
 * A bilingual field (`title_en` / `title_bn`, DESIGN.md §4) in the reader's language; an empty Bangla
 * text falls back on the English one, so a half-translated post still reads.
 */
export function localized<K extends string>(item: Bilingual<K>, key: K, lang: Lang): string {
  const record = item as Record<string, string | null | undefined>;
  const text = record[`${key}_${lang}`];
  return text?.trim() ? text : (record[`${key}_en`] ?? '');
}
