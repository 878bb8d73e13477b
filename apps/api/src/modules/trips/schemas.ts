import {
  airportTripTypes,
  carRentalTripTypes,
  carTypeKeys,
  type TripStatus,
  tripListQuerySchema,
  tripStatuses,
  tripTabs,
  validationMessage,
} from '@pothik/domain';
import { z } from 'zod';
import { tripActors } from '../../db/schema/index';
import { highDemandSchema } from '../cars/schemas';

// Request bodies come from packages/domain (makeTripRequestSchema, makeAirportRequestSchema,
// cancelTripSchema, tripListQuerySchema): the web validates its forms with the same schemas.

/** The My Trips page's tabs and the statuses each one lists. */
export const tripListTabs = {
  upcoming: ['requested', 'confirmed', 'cancel_requested', 'started'],
  past: ['completed', 'expired'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly TripStatus[]>;
export type TripListTab = keyof typeof tripListTabs;

export const tripListRequestSchema = tripListQuerySchema.extend({
  tab: z
    .enum(Object.keys(tripListTabs) as [TripListTab, ...TripListTab[]], {
      error: validationMessage('invalidInput'),
    })
    .optional(),
});

const placeSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
const isoTime = z.string().describe('ISO 8601, UTC');

export const tripSchema = z.object({
  id: z.number().int(),
  kind: z.enum(tripTabs),
  trip_type: z.enum([...carRentalTripTypes, ...airportTripTypes]),
  car_type: z.enum(carTypeKeys),
  pickup: placeSchema,
  dropoff: placeSchema.nullable().describe('null for hourly trips'),
  airport_code: z.string().nullable(),
  flight_number: z.string().nullable(),
  pickup_at: isoTime,
  return_at: isoTime.nullable(),
  hours: z.number().int().nullable(),
  bid_amount: z.number().int().nullable().describe("the passenger's own offer, taka"),
  note: z.string().nullable(),
  status: z.enum(tripStatuses),
  estimate_fare: z.number().int(),
  estimate_min: z.number().int(),
  estimate_max: z.number().int(),
  road_km: z.number().nullable(),
  cancel_reason_id: z.number().int().nullable(),
  cancel_note: z.string().nullable(),
  cancelled_at: isoTime.nullable(),
  expired_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type TripView = z.infer<typeof tripSchema>;

export const tripRequestedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    trip: tripSchema,
    estimate: z.object({ min: z.number().int(), max: z.number().int() }),
    HighDemand: highDemandSchema,
  }),
});

export const tripListSchema = z.object({
  data: z.object({
    items: z.array(tripSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});

export const timelineEventSchema = z.object({
  from_status: z.enum(tripStatuses).nullable().describe('null on the event that created the trip'),
  to_status: z.enum(tripStatuses),
  at: isoTime,
  actor: z.enum(tripActors),
  note: z.string().nullable(),
});

export const tripDetailSchema = z.object({
  data: z.object({
    trip: tripSchema,
    timeline: z.array(timelineEventSchema),
    cancel: z.object({
      option: z
        .enum(['cancel', 'request', 'none'])
        .describe(
          'cancel: POST /user/trips/cancelled; request: POST /user/trip-cancel-request; none: neither',
        ),
      until: isoTime.nullable().describe('when cancelling outright stops being possible'),
    }),
  }),
});

export const ongoingTripsSchema = z.object({ data: z.array(tripSchema) });

export const cancelReasonsSchema = z.object({
  data: z.array(
    z.object({ id: z.number().int(), key: z.string(), text_en: z.string(), text_bn: z.string() }),
  ),
});

export const tripChangedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ trip: tripSchema }),
});

export const refusalSchema = z.object({ message: z.string(), code: z.string().optional() });
