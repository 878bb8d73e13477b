import { z } from 'zod';
import { HOURLY_MAX_HOURS, HOURLY_MIN_HOURS, MAX_ROUND_TRIP_DAYS } from '../reference/limits';
import { carRentalTripTypes } from '../reference/trip-types';
import {
  type ClockOptions,
  carTypeSchema,
  dateTimeSchema,
  futureDateTimeSchema,
  isLater,
  isWithinDays,
  optionalText,
  pickupHorizon,
  placeSchema,
  systemClock,
  takaAmountSchema,
} from './fields';
import { validationMessage as msg } from './messages';

export const hoursSchema = z
  .number({ error: msg('hoursOutOfRange') })
  .int({ error: msg('hoursOutOfRange') })
  .min(HOURLY_MIN_HOURS, { error: msg('hoursOutOfRange') })
  .max(HOURLY_MAX_HOURS, { error: msg('hoursOutOfRange') });

/**
 * POST /user/trips (DESIGN.md §5). Fields a trip type does not use (hours on a one-way trip, say)
 * are accepted and left for the service to ignore; fields it needs are required here.
 */
export function makeTripRequestSchema({ now = systemClock }: ClockOptions = {}) {
  return z
    .object({
      trip_type: z.enum(carRentalTripTypes, { error: msg('tripTypeInvalid') }),
      car_type: carTypeSchema,
      pickup: placeSchema('pickupRequired'),
      dropoff: placeSchema('dropoffRequired').optional(),
      pickup_at: futureDateTimeSchema(now, 'pickupTimeInvalid', 'pickupTimeInPast', pickupHorizon),
      return_at: dateTimeSchema('returnTimeInvalid').optional(),
      hours: hoursSchema.optional(),
      bid_amount: takaAmountSchema.optional(),
      note: optionalText(),
    })
    .superRefine(
      (trip, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (!(carRentalTripTypes as readonly unknown[]).includes(trip.trip_type)) return;
        if (trip.trip_type !== 'hourly' && !trip.dropoff) issue('dropoff', msg('dropoffRequired'));
        if (trip.trip_type === 'hourly' && trip.hours === undefined) issue('hours', msg('hoursOutOfRange'));
        if (trip.trip_type !== 'round_way') return;
        if (!trip.return_at) issue('return_at', msg('returnTimeRequired'));
        else if (isDateTime(trip.pickup_at) && isDateTime(trip.return_at)) {
          if (!isLater(trip.return_at, trip.pickup_at)) issue('return_at', msg('returnBeforePickup'));
          else if (!isWithinDays(trip.return_at, trip.pickup_at, MAX_ROUND_TRIP_DAYS))
            issue('return_at', msg('returnTooLate'));
        }
      },
      // A form shows every problem at once: these cross-field rules run even when another field (the
      // pickup place, a past pickup time) is invalid, which zod would otherwise skip. Only a time that is
      // not a date at all (an aborting issue) still defers them.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}
const isDateTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export const tripRequestSchema = makeTripRequestSchema();
export type TripRequest = z.infer<typeof tripRequestSchema>;
