import type { Lang } from '@pothik/domain';
import { z } from 'zod';

/** What a place field holds: the address shown and sent, and its point (DESIGN.md §5 `{address, lat, lng}`). */
export type PlaceValue = { address: string; lat: number; lng: number };

export const placeValueSchema = z.object({
  address: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

// GET /api/v3/geo/search → data.items[] (apps/api/src/modules/geo/schemas.ts); only the fields shown here.
export const apiPlaceSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_bn: z.string(),
  address_en: z.string(),
  address_bn: z.string(),
  kind: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type ApiPlace = z.infer<typeof apiPlaceSchema>;

// GET /api/v3/geo/reverse → data.
export const reverseGeocodeSchema = z.object({
  formattedAddress: z.string(),
  subDistrict: z.string().nullable(),
  subDivision: z.string().nullable(),
  area: z.string().nullable(),
  subArea: z.string().nullable(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

export function placeName(place: ApiPlace, lang: Lang): string {
  return lang === 'bn' ? place.name_bn : place.name_en;
}

export function placeAddress(place: ApiPlace, lang: Lang): string {
  return lang === 'bn' ? place.address_bn : place.address_en;
}

/** The address a chosen search result is sent with: its name, then where it is. */
export function toPlaceValue(place: ApiPlace, lang: Lang): PlaceValue {
  const address = placeAddress(place, lang);
  const name = placeName(place, lang);
  return { address: address ? `${name}, ${address}` : name, lat: place.lat, lng: place.lng };
}
