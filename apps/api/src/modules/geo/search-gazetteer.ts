import type { GeoPlace } from '@pothik/domain';
import { type GazetteerEntry, gazetteer } from './gazetteer';
import type { GeoLang } from './schemas';
import { matchClass, searchKey } from './search-text';

export type PlaceSearchOptions = { lang: GeoLang; limit: number };

type Scored = { entry: GazetteerEntry; score: number };

/**
 * Best name match of an entry: exact, then prefix, then a later word's prefix, then anywhere inside,
 * each a step better through a real name than through an alias (so "coxs" puts the district
 * "Cox's Bazar" above a beach that only has it as an alias). Lower is better; null: no match.
 */
function scoreEntry(entry: GazetteerEntry, queryKey: string): number | null {
  let best: number | null = null;
  for (const name of entry.names) {
    const cls = matchClass(queryKey, name);
    if (cls === null) continue;
    const score = cls * 2 + (name.isAlias ? 1 : 0);
    if (best === null || score < best) best = score;
  }
  return best;
}

/** Place search over the built-in gazetteer, in English and Bangla at once. */
export function searchGazetteer(query: string, { lang, limit }: PlaceSearchOptions): GeoPlace[] {
  const queryKey = searchKey(query);
  if (queryKey.length === 0) return [];
  const name = (e: GazetteerEntry) => (lang === 'en' ? e.place.name_en : e.place.name_bn);
  const scored: Scored[] = [];
  for (const entry of gazetteer.all) {
    const score = scoreEntry(entry, queryKey);
    if (score !== null) scored.push({ entry, score });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      b.entry.weight - a.entry.weight ||
      name(a.entry).length - name(b.entry).length ||
      name(a.entry).localeCompare(name(b.entry), lang),
  );
  return scored.slice(0, limit).map((s) => s.entry.place);
}
