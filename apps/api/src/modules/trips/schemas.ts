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
import { driverContactSchema } from '../drivers/schemas';

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

export const placeSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
export const isoTime = z.string().describe('ISO 8601, UTC');

/** The figures calculateFare made when the bid was accepted, stored on the trip; whole taka. */
export const tripFareSchema = z.object({
  fare: z.number().int().describe("the accepted bid's fare: its bid_amount, else its driver_fare"),
  insurance_fee: z.number().int(),
  platform_fee: z.number().int(),
  amount: z.number().int().describe('what the passenger pays for the ride'),
  discount_amount: z.number().int().describe('the price shown struck through beside amount'),
  discount: z.number().int().describe('fare − amount'),
  total: z.number().int().describe('amount + insurance_fee + platform_fee'),
  promo_code: z.string().nullable(),
});
export type TripFare = z.infer<typeof tripFareSchema>;

export const tripReviewViewSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoTime,
});

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
  driver: driverContactSchema
    .nullable()
    .describe('the booked driver while the trip is confirmed, cancel_requested, started or completed'),
  fare: tripFareSchema.nullable().describe('set when a bid is accepted'),
  confirmed_at: isoTime.nullable(),
  arrived_at: isoTime.nullable().describe('when the driver said they reached the pickup'),
  started_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
  is_reviewed: z.boolean(),
  review: tripReviewViewSchema.nullable(),
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

/**
 * One entry of the trip's timeline. Every entry is a status change except one: confirmed → confirmed
 * by the driver means the driver reached the pickup (the trip's `arrived_at`).
 */
export const timelineEventSchema = z
  .object({
    from_status: z.enum(tripStatuses).nullable().describe('null on the event that created the trip'),
    to_status: z.enum(tripStatuses),
    at: isoTime,
    actor: z.enum(tripActors),
    note: z.string().nullable(),
  })
  .describe('confirmed → confirmed by the driver: the driver arrived at the pickup');

/** GET /user/trips/{id}'s data; POST /user/accept-bid answers with the same. */
export const tripDetailDataSchema = z.object({
  trip: tripSchema,
  timeline: z.array(timelineEventSchema),
  cancel: z.object({
    option: z
      .enum(['cancel', 'request', 'none'])
      .describe('cancel: POST /user/trips/cancelled; request: POST /user/trip-cancel-request; none: neither'),
    until: isoTime.nullable().describe('when cancelling outright stops being possible'),
  }),
});

export const tripDetailSchema = z.object({ data: tripDetailDataSchema });

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
