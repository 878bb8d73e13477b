import { z } from 'zod';
import { airportCodes } from '../reference/airports';
import { airportTripTypes } from '../reference/trip-types';
import {
  type ClockOptions,
  carTypeSchema,
  futureDateTimeSchema,
  optionalText,
  pickupHorizon,
  placeSchema,
  systemClock,
  takaAmountSchema,
} from './fields';
import { validationMessage as msg } from './messages';

// Airline designator (two letters or a letter and a digit) and up to four digits: "BG 147", "BS141".
const flightNumberPattern = /^(?:[A-Z0-9]{2} ?\d{1,4}[A-Z]?)?$/i;

/** POST /user/airport-rental-request (DESIGN.md §5): `location` is the home end of the trip. */
export function makeAirportRequestSchema({ now = systemClock }: ClockOptions = {}) {
  return z.object({
    trip_type: z.enum(airportTripTypes, { error: msg('tripTypeInvalid') }),
    airport_code: z.enum(airportCodes, { error: msg('airportInvalid') }),
    flight_number: z
      .string({ error: msg('flightNumberInvalid') })
      .trim()
      .max(8, { error: msg('flightNumberInvalid'), abort: true })
      .regex(flightNumberPattern, { error: msg('flightNumberInvalid') })
      .optional(),
    location: placeSchema('locationRequired'),
    car_type: carTypeSchema,
    pickup_at: futureDateTimeSchema(now, 'pickupTimeInvalid', 'pickupTimeInPast', pickupHorizon),
    bid_amount: takaAmountSchema.optional(),
    note: optionalText(),
  });
}
export const airportRequestSchema = makeAirportRequestSchema();
export type AirportRequest = z.infer<typeof airportRequestSchema>;
