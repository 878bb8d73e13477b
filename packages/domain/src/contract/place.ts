import { z } from 'zod';

// GET /geo/search and GET /geo/reverse: the gazetteer's places, and an address for a point.

export const placeKinds = [
  'division',
  'district',
  'airport',
  'neighbourhood',
  'town',
  'landmark',
  'tourist_spot',
  'beach',
  'tea_garden',
  'bus_terminal',
  'railway_station',
  'launch_terminal',
  'port',
  'university',
  'hospital',
  'shopping',
  /** A result from the Google adapter that is none of the above (a street address, a building). */
  'address',
] as const;
export const placeKindSchema = z.enum(placeKinds);
export type PlaceKind = z.infer<typeof placeKindSchema>;

export const geoPlaceSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_bn: z.string(),
  kind: placeKindSchema,
  district_en: z.string(),
  district_bn: z.string(),
  division_en: z.string(),
  division_bn: z.string(),
  lat: z.number(),
  lng: z.number(),
  address_en: z.string(),
  address_bn: z.string(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

/** GET /geo/search → data. */
export const placeSearchSchema = z.object({ items: z.array(geoPlaceSchema) });
export type PlaceSearch = z.infer<typeof placeSearchSchema>;

/** GET /geo/reverse → data (SPEC.md §3: the reverse-geocoding result). */
export const reverseGeocodeSchema = z.object({
  formattedAddress: z.string(),
  /** District (level-2 administrative area). */
  subDistrict: z.string().nullable(),
  /** Division (level-1 administrative area). */
  subDivision: z.string().nullable(),
  /** Sublocality level 1: the neighbourhood. */
  area: z.string().nullable(),
  /** Sublocality level 2: a part of it, or a landmark inside it. */
  subArea: z.string().nullable(),
  /** What the geocoder matched: gazetteer entries and distances, or Google's first result. */
  raw: z.record(z.string(), z.unknown()),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;
