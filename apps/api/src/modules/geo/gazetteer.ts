import type { GeoPlace } from '@pothik/domain';
import {
  type District,
  type DistrictId,
  type Division,
  type DivisionId,
  districts,
  divisions,
} from '@pothik/domain';
import { airportDistricts, airports, airportWeight } from './data/airports';
import { type PopularPlace, popularPlaces } from './data/places';
import type { GeoLang } from './schemas';
import { type IndexedName, indexName } from './search-text';

/** One searchable, locatable row of the built-in gazetteer. */
export type GazetteerEntry = {
  place: GeoPlace;
  /** 1..5, higher first among equally good matches. */
  weight: number;
  district: District;
  division: Division;
  /** The neighbourhood it sits in, if the data names one. */
  parent: GazetteerEntry | undefined;
  names: IndexedName[];
};

const divisionWord = { en: 'Division', bn: 'বিভাগ' } as const;
const districtWord = { en: 'District', bn: 'জেলা' } as const;

export const divisionLabel = (division: Pick<Division, 'name_en' | 'name_bn'>, lang: GeoLang) =>
  lang === 'en' ? `${division.name_en} ${divisionWord.en}` : `${division.name_bn} ${divisionWord.bn}`;

const nameIn = (row: { name_en: string; name_bn: string }, lang: GeoLang) =>
  lang === 'en' ? row.name_en : row.name_bn;

/** "Banani, Dhaka, Dhaka Division": the parts present, most specific first, no part twice in a row. */
export function joinAddress(parts: readonly (string | null | undefined)[]): string {
  const present = parts.filter((p): p is string => Boolean(p));
  return present.filter((p, i) => p !== present[i - 1]).join(', ');
}

const divisionById = new Map(divisions.map((d) => [d.id, d]));
const districtById = new Map(districts.map((d) => [d.id, d]));

export function findDivision(id: DivisionId): Division {
  // divisionIds and the rows are kept in step by the data tests.
  return divisionById.get(id)!;
}

function findDistrict(id: DistrictId): District {
  return districtById.get(id)!;
}

function names(en: string, bn: string, aliasesEn: readonly string[] = [], aliasesBn: readonly string[] = []) {
  return [
    indexName(en, false),
    indexName(bn, false),
    ...aliasesEn.map((a) => indexName(a, true)),
    ...aliasesBn.map((a) => indexName(a, true)),
  ];
}

function administrative(district: District) {
  const division = findDivision(district.division);
  return {
    district,
    division,
    district_en: district.name_en,
    district_bn: district.name_bn,
    division_en: division.name_en,
    division_bn: division.name_bn,
  };
}

function divisionEntry(division: Division): GazetteerEntry {
  const hq = findDistrict(division.headquarters);
  const aliasesEn = (division.aliases_en ?? []).map((a) => `${a} ${divisionWord.en}`);
  return {
    place: {
      id: `division:${division.id}`,
      name_en: divisionLabel(division, 'en'),
      name_bn: divisionLabel(division, 'bn'),
      kind: 'division',
      district_en: hq.name_en,
      district_bn: hq.name_bn,
      division_en: division.name_en,
      division_bn: division.name_bn,
      lat: hq.lat,
      lng: hq.lng,
      address_en: joinAddress([divisionLabel(division, 'en'), 'Bangladesh']),
      address_bn: joinAddress([divisionLabel(division, 'bn'), 'বাংলাদেশ']),
    },
    weight: 3,
    district: hq,
    division,
    parent: undefined,
    names: names(divisionLabel(division, 'en'), divisionLabel(division, 'bn'), aliasesEn),
  };
}

function districtEntry(district: District): GazetteerEntry {
  const { division, ...admin } = administrative(district);
  return {
    place: {
      id: `district:${district.id}`,
      name_en: district.name_en,
      name_bn: district.name_bn,
      kind: 'district',
      district_en: admin.district_en,
      district_bn: admin.district_bn,
      division_en: admin.division_en,
      division_bn: admin.division_bn,
      lat: district.lat,
      lng: district.lng,
      address_en: joinAddress([`${district.name_en} ${districtWord.en}`, divisionLabel(division, 'en')]),
      address_bn: joinAddress([`${district.name_bn} ${districtWord.bn}`, divisionLabel(division, 'bn')]),
    },
    weight: 4,
    district,
    division,
    parent: undefined,
    names: names(district.name_en, district.name_bn, district.aliases_en, district.aliases_bn),
  };
}

function placeAddress(
  row: { name_en: string; name_bn: string },
  parent: GazetteerEntry | undefined,
  district: District,
  division: Division,
  lang: GeoLang,
) {
  return joinAddress([
    nameIn(row, lang),
    parent ? nameIn(parent.place, lang) : undefined,
    nameIn(district, lang),
    divisionLabel(division, lang),
  ]);
}

function airportEntries(): GazetteerEntry[] {
  return airports.map((airport) => {
    const { district, division, ...admin } = administrative(findDistrict(airportDistricts[airport.code]));
    return {
      place: {
        id: `airport:${airport.code}`,
        name_en: airport.name_en,
        name_bn: airport.name_bn,
        kind: 'airport',
        ...admin,
        lat: airport.lat,
        lng: airport.lng,
        address_en: placeAddress(airport, undefined, district, division, 'en'),
        address_bn: placeAddress(airport, undefined, district, division, 'bn'),
      },
      weight: airportWeight(airport.code),
      district,
      division,
      parent: undefined,
      // "Airport" alone finds every airport, the main one first (by weight).
      names: names(
        airport.name_en,
        airport.name_bn,
        [airport.code, `${airport.city_en} Airport`, 'Airport'],
        [`${airport.city_bn} বিমানবন্দর`, 'বিমানবন্দর'],
      ),
    };
  });
}

function popularPlaceEntries(): GazetteerEntry[] {
  const byId = new Map<string, GazetteerEntry>();
  // Parents come first in the data only by habit; resolve them in a second pass.
  const pending: [PopularPlace, GazetteerEntry][] = popularPlaces.map((row) => {
    const { district, division, ...admin } = administrative(findDistrict(row.district));
    const entry: GazetteerEntry = {
      place: {
        id: `place:${row.id}`,
        name_en: row.name_en,
        name_bn: row.name_bn,
        kind: row.kind,
        ...admin,
        lat: row.lat,
        lng: row.lng,
        address_en: '',
        address_bn: '',
      },
      weight: row.weight ?? 3,
      district,
      division,
      parent: undefined,
      names: names(row.name_en, row.name_bn, row.aliases_en, row.aliases_bn),
    };
    byId.set(row.id, entry);
    return [row, entry];
  });
  for (const [row, entry] of pending) {
    entry.parent = row.parent ? byId.get(row.parent) : undefined;
    entry.place.address_en = placeAddress(row, entry.parent, entry.district, entry.division, 'en');
    entry.place.address_bn = placeAddress(row, entry.parent, entry.district, entry.division, 'bn');
  }
  return pending.map(([, entry]) => entry);
}

function buildGazetteer() {
  const divisionEntries = divisions.map(divisionEntry);
  const districtEntries = districts.map(districtEntry);
  const airportRows = airportEntries();
  const placeRows = popularPlaceEntries();
  return {
    /** Everything search looks through. */
    all: [...divisionEntries, ...districtEntries, ...airportRows, ...placeRows],
    divisions: divisionEntries,
    districts: districtEntries,
    /** What reverse geocoding may name as the area: popular places and airports. */
    areas: [...placeRows, ...airportRows],
    /** Every point that knows its district; the nearest one decides a location's district. */
    districtLandmarks: [...districtEntries, ...placeRows, ...airportRows],
  };
}

export const gazetteer = buildGazetteer();
