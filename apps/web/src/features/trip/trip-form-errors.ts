import type { FieldErrors, Resolver } from '@/lib/form';
import { loadServerMessages } from '@/lib/use-server-messages';
import type { TripFormValues } from './trip-form-values';

export { type TripFormErrors, toTripFormErrors } from './trip-field-errors';

// The schema (and the schema library) arrive when the form is first checked or touched, not with the page.
const loadTripFormSchema = () => import('./trip-form-schema');

/** Starts fetching the form's schema ahead of its first check (the form got focus, say). */
export function preloadTripFormSchema(): void {
  void loadTripFormSchema();
}

/** The trip forms' resolver: the domain schema, errors placed on the inputs. */
export const tripFormResolver: Resolver<TripFormValues> = async (values) => {
  // The catalogue that translates the errors comes with the schema, so they show translated at once.
  const [{ validateTripForm }] = await Promise.all([loadTripFormSchema(), loadServerMessages()]);
  const { fields } = validateTripForm(values);
  const entries = Object.entries(fields);
  if (entries.length === 0) return { errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validation', message }]),
  ) as FieldErrors<TripFormValues>;
  return { errors };
};
