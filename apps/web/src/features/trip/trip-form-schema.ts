import { makeAirportRequestSchema, makeTripRequestSchema, toFieldErrors } from '@pothik/domain';
import { type TripFormErrors, toTripFormErrors } from './trip-field-errors';
import type { TripFormValues } from './trip-form-values';
import { categoryOf, tripRequestBody } from './trip-request-body';

/** The form's entries checked with the schema the API applies to the same body. */
export function validateTripForm(values: TripFormValues, now?: () => Date): TripFormErrors {
  const schema =
    categoryOf(values) === 'car_rental'
      ? makeTripRequestSchema(now ? { now } : {})
      : makeAirportRequestSchema(now ? { now } : {});
  const parsed = schema.safeParse(tripRequestBody(values));
  return parsed.success ? { fields: {}, general: [] } : toTripFormErrors(toFieldErrors(parsed.error));
}
