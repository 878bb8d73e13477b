import { z } from 'zod';
import { bangladeshBounds } from '../reference/bangladesh-bounds';
import { tripTypeKeys } from '../reference/trip-types';
import { carTypeSchema, coordinateSchema } from './fields';
import { validationMessage as msg } from './messages';
import { hoursSchema } from './trip-request';

// A query string carries text: numbers are read from it, then judged as the request bodies judge them.
const queryCoordinate = (bounds: { min: number; max: number }) =>
  z.coerce.number({ error: msg('locationInvalid') }).pipe(coordinateSchema(bounds));

/**
 * GET /fare-guidance. A route is its pickup and drop-off district, car type and trip type. Hourly
 * trips have no drop-off and are priced by the hour, so they take `hours` instead of a drop-off and are
 * always answered with the pricing model's estimate: a route's accepted fares mix 2-hour and 12-hour
 * hires and would say nothing about one of them.
 */
export const fareGuidanceQuerySchema = z
  .object({
    trip_type: z.enum(tripTypeKeys, { error: msg('tripTypeInvalid') }),
    car_type: carTypeSchema,
    pickup_lat: queryCoordinate(bangladeshBounds.lat),
    pickup_lng: queryCoordinate(bangladeshBounds.lng),
    dropoff_lat: queryCoordinate(bangladeshBounds.lat).optional(),
    dropoff_lng: queryCoordinate(bangladeshBounds.lng).optional(),
    hours: z.coerce
      .number({ error: msg('hoursOutOfRange') })
      .pipe(hoursSchema)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.trip_type === 'hourly') {
      if (q.hours === undefined)
        ctx.addIssue({ code: 'custom', path: ['hours'], message: msg('hoursOutOfRange') });
      return;
    }
    for (const field of ['dropoff_lat', 'dropoff_lng'] as const) {
      if (q[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: msg('locationRequired') });
    }
  });
export type FareGuidanceQuery = z.infer<typeof fareGuidanceQuerySchema>;
