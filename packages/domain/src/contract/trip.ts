import { z } from 'zod';
import { cancelOptions } from '../booking/cancel-policy';
import { carTypeKeys } from '../reference/car-types';
import { tripStatuses } from '../reference/trip-status';
import { airportTripTypes, carRentalTripTypes, tripTabs } from '../reference/trip-types';
import { highDemandSchema } from './car';
import { isoTime, pageOf, taka } from './common';
import { driverContactSchema } from './driver';

/** Who moved a trip from one status to the next, as its timeline records it. */
export const tripActors = ['passenger', 'driver', 'admin', 'system'] as const;
export type TripActor = (typeof tripActors)[number];

// The tabs live with the reference lists: a page that only needs them does not load the schemas below.
export { type TripListTab, tripListTabStatuses, tripListTabs } from '../reference/trip-list-tabs';

/** An address with its point, as the trip request sent it (DESIGN.md §5 `{address, lat, lng}`). */
export const tripPlaceSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
export type TripPlace = z.infer<typeof tripPlaceSchema>;

/** The figures calculateFare made when the bid was accepted, stored on the trip; whole taka. */
export const tripFareSchema = z.object({
  fare: taka.describe("the accepted bid's fare: its bid_amount, else its driver_fare"),
  insurance_fee: taka,
  platform_fee: taka,
  amount: taka.describe('what the passenger pays for the ride'),
  discount_amount: taka.describe('the price shown struck through beside amount'),
  discount: taka.describe('fare − amount'),
  total: taka.describe('amount + insurance_fee + platform_fee'),
  promo_code: z.string().nullable(),
});
export type TripFare = z.infer<typeof tripFareSchema>;

export const tripReviewViewSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoTime,
});
export type TripReviewView = z.infer<typeof tripReviewViewSchema>;

/** A trip as its passenger sees it: snake_case, places nested as the request sent them. */
export const tripViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(tripTabs),
  trip_type: z.enum([...carRentalTripTypes, ...airportTripTypes]),
  car_type: z.enum(carTypeKeys),
  pickup: tripPlaceSchema,
  dropoff: tripPlaceSchema.nullable().describe('null for hourly trips'),
  airport_code: z.string().nullable(),
  flight_number: z.string().nullable(),
  pickup_at: isoTime,
  return_at: isoTime.nullable(),
  hours: z.number().int().nullable(),
  bid_amount: taka.nullable().describe("the passenger's own offer, taka"),
  note: z.string().nullable(),
  status: z.enum(tripStatuses),
  estimate_fare: taka,
  estimate_min: taka,
  estimate_max: taka,
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
  on_my_way_at: isoTime
    .nullable()
    .describe('when the driver said they set off for the pickup; the car is followed from then on'),
  arrived_at: isoTime.nullable().describe('when the driver said they reached the pickup'),
  started_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
  is_reviewed: z.boolean(),
  review: tripReviewViewSchema.nullable(),
});
export type TripView = z.infer<typeof tripViewSchema>;

/** POST /user/trips and /user/airport-rental-request → data. */
export const tripRequestedSchema = z.object({
  trip: tripViewSchema,
  estimate: z.object({ min: taka, max: taka }),
  HighDemand: highDemandSchema,
});
export type TripRequested = z.infer<typeof tripRequestedSchema>;

/** GET /user/trips → data. */
export const tripPageSchema = pageOf(tripViewSchema);
export type TripPage = z.infer<typeof tripPageSchema>;

/**
 * One entry of the trip's timeline. Every entry is a status change except two, confirmed → confirmed
 * by the driver: with the note `on_my_way` the driver set off for the pickup (the trip's `on_my_way_at`),
 * without it the driver reached the pickup (the trip's `arrived_at`).
 */
export const timelineEventSchema = z
  .object({
    from_status: z.enum(tripStatuses).nullable().describe('null on the event that created the trip'),
    to_status: z.enum(tripStatuses),
    at: isoTime,
    actor: z.enum(tripActors),
    note: z.string().nullable(),
  })
  .describe(
    'confirmed → confirmed by the driver: the driver set off (note on_my_way) or arrived at the pickup',
  );
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const paymentGatewayKeys = ['bkash', 'sslcommerz', 'demo'] as const;
export type PaymentGatewayKey = (typeof paymentGatewayKeys)[number];

/** A trip's advance (issue 44 §2): the hold awaiting it, what was paid, its refunds, the cash left. */
export const tripAdvanceSchema = z.object({
  hold: z
    .object({
      bid_id: z.number().int(),
      driver_id: z.number().int(),
      advance: taka.describe('to pay now, through a gateway'),
      cash_due: taka.describe('the rest, in cash to the driver at the trip'),
      lapses_at: isoTime.describe('the driver is released and the trip back to bidding after this'),
      gateways: z.array(z.enum(paymentGatewayKeys)).describe('where the passenger may pay'),
    })
    .nullable()
    .describe('an accepted bid holding its driver until the advance is paid; null when none'),
  paid: z
    .object({ amount: taka, gateway: z.enum(paymentGatewayKeys), paid_at: isoTime })
    .nullable()
    .describe('the advance captured for this trip, carried over if a driver cancels'),
  refunded: taka.describe('refunds of the advance, requested or sent'),
  refund_status: z
    .enum(['requested', 'pending', 'completed', 'failed'])
    .nullable()
    .describe("the latest refund's state: requested and pending are on their way"),
  cash_due: taka
    .nullable()
    .describe('what the driver is paid in cash, once booked: the total less the advance'),
});
export type TripAdvance = z.infer<typeof tripAdvanceSchema>;

/** GET /user/trips/{id} → data; POST /user/accept-bid answers with the same. */
export const tripDetailSchema = z.object({
  trip: tripViewSchema,
  timeline: z.array(timelineEventSchema),
  cancel: z.object({
    option: z
      .enum(cancelOptions)
      .describe('cancel: POST /user/trips/cancelled; request: POST /user/trip-cancel-request; none: neither'),
    until: isoTime.nullable().describe('when cancelling outright stops being possible'),
  }),
  advance: tripAdvanceSchema,
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

/** POST /user/trips/cancelled, /user/trip-cancel-request and /user/check-in-out → data. */
export const tripChangedSchema = z.object({ trip: tripViewSchema });
export type TripChanged = z.infer<typeof tripChangedSchema>;

/** GET /user/cancelled-reasons → data[]. */
export const cancelReasonViewSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  text_en: z.string(),
  text_bn: z.string(),
});
export type CancelReasonView = z.infer<typeof cancelReasonViewSchema>;
