import type { GeoPlace, PlaceKind, ReverseGeocode } from '@pothik/domain';
import { findDistrictByName, findDivisionByName } from '../find-admin-area';
import { findDivision } from '../gazetteer';

// The parts of Google's Geocoding API answer we read.
type GoogleAddressComponent = { long_name: string; short_name: string; types: string[] };
export type GoogleGeocodeResult = {
  address_components: GoogleAddressComponent[];
  formatted_address: string;
  geometry?: { location?: { lat: number; lng: number } };
  place_id?: string;
  types?: string[];
};
export type GoogleGeocodeResponse = {
  status?: string;
  results?: GoogleGeocodeResult[];
  error_message?: string;
};

function component(result: GoogleGeocodeResult, type: string): string | null {
  return result.address_components.find((c) => c.types.includes(type))?.long_name ?? null;
}

/** SPEC.md §3: level-2 → subDistrict, level-1 → subDivision, sublocality 1 and 2 → area, subArea. */
export function toReverseGeocodeResult(result: GoogleGeocodeResult): ReverseGeocode {
  return {
    formattedAddress: result.formatted_address,
    subDistrict: component(result, 'administrative_area_level_2'),
    subDivision: component(result, 'administrative_area_level_1'),
    area: component(result, 'sublocality_level_1'),
    subArea: component(result, 'sublocality_level_2'),
    raw: { source: 'google', result },
  };
}

// Most specific first: an airport is also an establishment and a point of interest.
const kindByGoogleType: readonly [string, PlaceKind][] = [
  ['airport', 'airport'],
  ['bus_station', 'bus_terminal'],
  ['train_station', 'railway_station'],
  ['university', 'university'],
  ['hospital', 'hospital'],
  ['shopping_mall', 'shopping'],
  ['natural_feature', 'tourist_spot'],
  ['tourist_attraction', 'tourist_spot'],
  ['neighborhood', 'neighbourhood'],
  ['sublocality', 'neighbourhood'],
  ['locality', 'town'],
  ['administrative_area_level_2', 'district'],
  ['administrative_area_level_1', 'division'],
];

function kindOf(result: GoogleGeocodeResult): PlaceKind {
  const types = result.types ?? [];
  return kindByGoogleType.find(([type]) => types.includes(type))?.[1] ?? 'address';
}

function nameOf(result: GoogleGeocodeResult): string {
  const first = result.address_components[0];
  const isNumberOnly = !first || first.types.includes('street_number') || first.types.includes('postal_code');
  return isNumberOnly
    ? (result.formatted_address.split(',')[0] ?? result.formatted_address).trim()
    : first.long_name;
}

/**
 * A search result as a Place. Google answers in the one language asked for, so both names and both
 * addresses carry it; the district and division are matched to the gazetteer to give both languages.
 */
export function toPlace(result: GoogleGeocodeResult): GeoPlace | null {
  const location = result.geometry?.location;
  if (!location) return null;
  const districtName = component(result, 'administrative_area_level_2') ?? '';
  const divisionName = component(result, 'administrative_area_level_1') ?? '';
  const district = findDistrictByName(districtName);
  const division =
    findDivisionByName(divisionName) ?? (district ? findDivision(district.division) : undefined);
  const name = nameOf(result);
  return {
    id: `google:${result.place_id ?? `${location.lat},${location.lng}`}`,
    name_en: name,
    name_bn: name,
    kind: kindOf(result),
    district_en: district?.name_en ?? districtName,
    district_bn: district?.name_bn ?? districtName,
    division_en: division?.name_en ?? divisionName,
    division_bn: division?.name_bn ?? divisionName,
    lat: location.lat,
    lng: location.lng,
    address_en: result.formatted_address,
    address_bn: result.formatted_address,
  };
}
