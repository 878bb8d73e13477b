import { carTypeKeys, tabOfTripType } from '@pothik/domain';
import { type PlaceValue, parsePlaceValue } from '@/features/places';
import { type DateTimeInputs, defaultPickupInputs, defaultReturnInputs, toDhakaIso } from './dhaka-date-time';
import { isTripTypeOf, type TripCategory, type TripType, tripTypesOf } from './trip-types';

/**
 * A trip form's entries as the inputs hold them (text for dates, hours and amounts). The home chooser and
 * the request pages share them, and `detailsState` carries them across the login (SPEC.md §3).
 */
export type TripFormValues = {
  trip_type: TripType;
  car_type: string;
  /** Car rental: where the trip starts. */
  pickup: PlaceValue | null;
  /** Car rental, except hourly: where it ends. */
  dropoff: PlaceValue | null;
  /** Airport trips: the passenger's end (drop-off from the airport, pickup to it). */
  location: PlaceValue | null;
  airport_code: string;
  hours: string;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  bid_amount: string;
  flight_number: string;
  note: string;
};

export type TripFormField = keyof TripFormValues;

/** What `detailsState` holds: the entries and the tab they belong to. */
export type TripDetails = TripFormValues & { category: TripCategory };

export function emptyTripForm(category: TripCategory, now: Date): TripFormValues {
  const pickup = defaultPickupInputs(now);
  const back = defaultReturnInputs(pickup);
  return {
    trip_type: tripTypesOf[category][0]!,
    car_type: carTypeKeys[0],
    pickup: null,
    dropoff: null,
    location: null,
    airport_code: '',
    hours: '4',
    pickup_date: pickup.date,
    pickup_time: pickup.time,
    return_date: back.date,
    return_time: back.time,
    bid_amount: '',
    flight_number: '',
    note: '',
  };
}

export function toTripDetails(values: TripFormValues): TripDetails {
  return { ...values, category: tabOfTripType(values.trip_type) };
}

const textFields = [
  'trip_type',
  'car_type',
  'airport_code',
  'hours',
  'pickup_date',
  'pickup_time',
  'return_date',
  'return_time',
  'bid_amount',
  'flight_number',
  'note',
] as const;
const placeFields = ['pickup', 'dropoff', 'location'] as const;

type StoredDetails = { category: string } & Record<(typeof textFields)[number], string> &
  Record<(typeof placeFields)[number], PlaceValue | null>;

/**
 * Saved entries read back: null unless storage holds an object. Stored by an older page or edited by
 * hand, each field falls back on its own (text to '', a place to null) rather than losing all.
 */
function parseStoredDetails(stored: unknown): StoredDetails | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const record = stored as Record<string, unknown>;
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
  const details: Record<string, unknown> = { category: textOf(record.category) };
  for (const key of textFields) details[key] = textOf(record[key]);
  for (const key of placeFields) details[key] = parsePlaceValue(record[key]);
  return details as StoredDetails;
}

function isInFuture(inputs: DateTimeInputs, now: Date): boolean {
  const iso = toDhakaIso(inputs);
  return !!iso && Date.parse(iso) > now.getTime();
}

function pick<K extends TripFormField>(values: TripFormValues, keys: K[]): Pick<TripFormValues, K> {
  return Object.fromEntries(keys.map((k) => [k, values[k]])) as Pick<TripFormValues, K>;
}

type Selection = { trip_type?: string | string[]; car_type?: string | string[] };

const tripCategories = Object.keys(tripTypesOf) as TripCategory[];

/** The tab saved entries were made on; null when storage holds no trip's entries. */
function savedTripCategory(stored: unknown): TripCategory | null {
  const parsed = parseStoredDetails(stored ?? {});
  return parsed && isTripTypeOf(tripCategories, parsed.category) ? parsed.category : null;
}

/**
 * The home chooser's entries back from `detailsState` (after "Change trip", or a login left half-way),
 * on the tab they were made on; null for a passenger who never started a trip.
 */
export function restoredTripForm(
  stored: unknown,
  now: Date,
): { category: TripCategory; values: TripFormValues } | null {
  const category = savedTripCategory(stored);
  return category ? { category, values: initialTripForm(category, stored, {}, now) } : null;
}

/**
 * A request page's starting entries: the saved `detailsState` when it is for this page's tab, then the
 * trip and car type from the link's query, then defaults (pickup two hours ahead).
 */
export function initialTripForm(
  category: TripCategory,
  stored: unknown,
  selection: Selection,
  now: Date,
): TripFormValues {
  const values = emptyTripForm(category, now);
  const parsed = parseStoredDetails(stored ?? {});
  if (parsed && parsed.category === category) {
    const { category: _category, ...saved } = parsed;
    for (const [key, value] of Object.entries(saved) as [TripFormField, unknown][]) {
      // Empty text keeps the default (a date left blank starts at the default pickup again).
      if (value !== '' && value !== null) Object.assign(values, { [key]: value });
    }
    if (!isTripTypeOf(tripTypesOf[category], values.trip_type)) values.trip_type = tripTypesOf[category][0]!;
    // Entries saved long ago may name a time that has passed: start from the default pickup again.
    if (!isInFuture({ date: values.pickup_date, time: values.pickup_time }, now)) {
      const fresh = emptyTripForm(category, now);
      Object.assign(values, pick(fresh, ['pickup_date', 'pickup_time', 'return_date', 'return_time']));
    }
  }
  if (isTripTypeOf(tripTypesOf[category], selection.trip_type)) values.trip_type = selection.trip_type;
  if (isTripTypeOf(carTypeKeys, selection.car_type)) values.car_type = selection.car_type;
  return values;
}
