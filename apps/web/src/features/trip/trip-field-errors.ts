import type { FieldErrors as ApiFieldErrors } from '@pothik/domain';
import type { TripFormField } from './trip-form-values';

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
