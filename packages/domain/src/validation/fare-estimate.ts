import { z } from 'zod';
import { airportCodes } from '../reference/airports';
import { airportTripTypes } from '../reference/trip-types';
import { latLngSchema } from './fields';
import { validationMessage as msg } from './messages';
import { hoursSchema } from './trip-request';

/** "Get Fare" on the home page: what each trip type needs to price every car type at once. */
export const fareEstimateRequestSchema = z.discriminatedUnion(
  'trip_type',
  [
    z.object({ trip_type: z.enum(['one_way', 'round_way']), pickup: latLngSchema, dropoff: latLngSchema }),
    z.object({ trip_type: z.literal('hourly'), hours: hoursSchema }),
    z.object({
      trip_type: z.enum(airportTripTypes),
      airport_code: z.enum(airportCodes, { error: msg('airportInvalid') }),
      location: latLngSchema,
    }),
  ],
  { error: msg('tripTypeInvalid') },
);
export type FareEstimateRequest = z.infer<typeof fareEstimateRequestSchema>;
