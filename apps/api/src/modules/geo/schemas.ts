import { bangladeshBounds, placeSearchSchema, reverseGeocodeSchema } from '@pothik/domain';
import { z } from 'zod';

const geoLangSchema = z.enum(['en', 'bn'], { error: "lang must be 'en' or 'bn'." }).default('en');
export type GeoLang = 'en' | 'bn';

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

const outsideBangladeshMessage = 'Please choose a location in Bangladesh.';

function coordinateSchema(name: 'lat' | 'lng', world: number, inBangladesh: { min: number; max: number }) {
  return (
    z
      .string({
        error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be a number.`),
      })
      .trim()
      // A phone's GPS gives 6–15 decimals; 30 characters is far beyond any of them.
      .max(30, { error: `${name} must be a decimal number of degrees, e.g. 23.7937.`, abort: true })
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
      )
  );
}

export const reverseGeocodeQuerySchema = z.object({
  lat: coordinateSchema('lat', 90, bangladeshBounds.lat),
  lng: coordinateSchema('lng', 180, bangladeshBounds.lng),
  lang: geoLangSchema,
});

export const placeSearchResponseSchema = z.object({ data: placeSearchSchema });
export const reverseGeocodeResponseSchema = z.object({ data: reverseGeocodeSchema });
export const geoMessageSchema = z.object({ message: z.string(), code: z.string().optional() });
