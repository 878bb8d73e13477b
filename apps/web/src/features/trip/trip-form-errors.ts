import {
  type FieldErrors as ApiFieldErrors,
  makeAirportRequestSchema,
  makeTripRequestSchema,
  toFieldErrors,
} from '@pothik/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TripFormField, TripFormValues } from './trip-form-values';
import { categoryOf, tripRequestBody } from './trip-request-body';

/** English messages by form field (shown translated), and those that belong to no field. */
export type TripFormErrors = { fields: Partial<Record<TripFormField, string>>; general: string[] };

const formFields: readonly TripFormField[] = [
  'trip_type',
  'car_type',
  'pickup',
  'dropoff',
  'location',
  'airport_code',
  'hours',
  'pickup_date',
  'return_date',
  'bid_amount',
  'flight_number',
  'note',
];

// A body field and the input that shows its error: the times are entered as a date and a time.
const bodyToForm: Record<string, TripFormField> = { pickup_at: 'pickup_date', return_at: 'return_date' };

/**
 * Maps field errors of a body (`pickup.address`, `pickup_at`: the domain schema's or a 422's) onto the
 * form's fields; the first message of each field is shown.
 */
export function toTripFormErrors(errors: ApiFieldErrors): TripFormErrors {
  const result: TripFormErrors = { fields: {}, general: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const head = path.split('.')[0] ?? path;
    const field = bodyToForm[head] ?? (formFields as readonly string[]).find((f) => f === head);
    const message = messages[0];
    if (!message) continue;
    if (!field) result.general.push(message);
    else result.fields[field as TripFormField] ??= message;
  }
  return result;
}

/** The form's entries checked with the schema the API applies to the same body. */
function validateTripForm(values: TripFormValues, now?: () => Date): TripFormErrors {
  const schema =
    categoryOf(values) === 'car_rental'
      ? makeTripRequestSchema(now ? { now } : {})
      : makeAirportRequestSchema(now ? { now } : {});
  const parsed = schema.safeParse(tripRequestBody(values));
  return parsed.success ? { fields: {}, general: [] } : toTripFormErrors(toFieldErrors(parsed.error));
}

/** react-hook-form's resolver for the trip forms: the domain schema, errors placed on the inputs. */
export const tripFormResolver: Resolver<TripFormValues> = async (values) => {
  const { fields } = validateTripForm(values);
  const entries = Object.entries(fields);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validation', message }]),
  ) as FieldErrors<TripFormValues>;
  return { values: {}, errors };
};
