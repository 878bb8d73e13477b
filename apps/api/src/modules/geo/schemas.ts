import { bangladeshBounds } from '@pothik/domain';
import { z } from 'zod';

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

export const geoLangSchema = z.enum(['en', 'bn'], { error: "lang must be 'en' or 'bn'." }).default('en');
export type GeoLang = 'en' | 'bn';

export const placeSchema = z.object({
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
export type Place = z.infer<typeof placeSchema>;

// SPEC.md §3: the reverse-geocoding result.
export const reverseGeocodeResultSchema = z.object({
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
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;

const searchTextMessage = 'Please type a place to search.';

export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: searchTextMessage })
    .trim()
    .min(1, searchTextMessage)
    .max(100, 'Please type at most 100 characters.'),
  lang: geoLangSchema,
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(20, 'limit must be at most 20.')
    .default(8),
});

export const outsideBangladeshMessage = 'Please choose a location in Bangladesh.';

function coordinateSchema(name: 'lat' | 'lng', world: number, inBangladesh: { min: number; max: number }) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be a number.`),
    })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d+)?$/, `${name} must be a decimal number of degrees, e.g. 23.7937.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-world, `${name} must be between -${world} and ${world}.`)
        .max(world, `${name} must be between -${world} and ${world}.`)
        // Not a coordinate at all is already said above; only a real one gets the Bangladesh message.
        .refine(
          (v) => Math.abs(v) > world || (v >= inBangladesh.min && v <= inBangladesh.max),
          outsideBangladeshMessage,
        ),
    );
}

export const reverseGeocodeQuerySchema = z.object({
  lat: coordinateSchema('lat', 90, bangladeshBounds.lat),
  lng: coordinateSchema('lng', 180, bangladeshBounds.lng),
  lang: geoLangSchema,
});

export const placeSearchResponseSchema = z.object({ data: z.object({ items: z.array(placeSchema) }) });
export const reverseGeocodeResponseSchema = z.object({ data: reverseGeocodeResultSchema });
export const geoMessageSchema = z.object({ message: z.string(), code: z.string().optional() });
