import type { GeoPlace, Lang, TripPlace } from '@pothik/domain';
import { z } from 'zod';

/** What a place field holds: the address shown and sent, and its point (DESIGN.md §5 `{address, lat, lng}`). */
export type PlaceValue = TripPlace;

export const placeValueSchema = z.object({
  address: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

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
