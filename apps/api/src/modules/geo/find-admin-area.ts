import { type District, type Division, districts, divisions } from '@pothik/domain';
import { searchKey } from './search-text';

// Outside services name areas their own way: "Dhaka District", "Chittagong Division", "ঢাকা জেলা".
const suffixes = /\s*(district|zila|zilla|division|বিভাগ|জেলা)\s*$/iu;

function byKey<T extends { name_en: string; name_bn: string; aliases_en?: readonly string[] }>(
  rows: readonly T[],
  extra: (row: T) => readonly string[] = () => [],
) {
  const map = new Map<string, T>();
  for (const row of rows) {
    for (const name of [row.name_en, row.name_bn, ...(row.aliases_en ?? []), ...extra(row)]) {
      map.set(searchKey(name), row);
    }
  }
  return map;
}

const districtsByKey = byKey(districts, (d) => d.aliases_bn ?? []);
const divisionsByKey = byKey(divisions);

export function findDistrictByName(name: string): District | undefined {
  return districtsByKey.get(searchKey(name.replace(suffixes, '')));
}

export function findDivisionByName(name: string): Division | undefined {
  return divisionsByKey.get(searchKey(name.replace(suffixes, '')));
}
