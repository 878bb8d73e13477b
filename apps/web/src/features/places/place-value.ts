import type { GeoPlace, Lang, TripPlace } from '@pothik/domain';

/** What a place field holds: the address shown and sent, and its point (DESIGN.md §5 `{address, lat, lng}`). */
export type PlaceValue = TripPlace;

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/**
 * A place read back from storage: an address and a point on the globe, other keys dropped; null for
 * anything else. Plain code rather than a schema, as the home page needs it in its first load.
 */
export function parsePlaceValue(value: unknown): PlaceValue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { address, lat, lng } = value as Record<string, unknown>;
  if (typeof address !== 'string' || address.length === 0) return null;
  if (!isNumberIn(lat, -90, 90) || !isNumberIn(lng, -180, 180)) return null;
  return { address, lat, lng };
}

export function placeName(place: GeoPlace, lang: Lang): string {
  return lang === 'bn' ? place.name_bn : place.name_en;
}

export function placeAddress(place: GeoPlace, lang: Lang): string {
  return lang === 'bn' ? place.address_bn : place.address_en;
}

/** The address a chosen search result is sent with: its name, then where it is. */
export function toPlaceValue(place: GeoPlace, lang: Lang): PlaceValue {
  const address = placeAddress(place, lang);
  const name = placeName(place, lang);
  return { address: address ? `${name}, ${address}` : name, lat: place.lat, lng: place.lng };
}
