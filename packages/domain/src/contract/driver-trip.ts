import { z } from 'zod';
import { tripStatuses } from '../reference/trip-status';
import { bidViewSchema } from './bid';
import { isoTime, pageOf } from './common';
import { tripViewSchema } from './trip';

/** A requested trip as a driver sees it before booking: where, when, and the passenger's offer; no passenger. */
export const openTripSchema = tripViewSchema.pick({
  id: true,
  kind: true,
  trip_type: true,
  car_type: true,
  pickup: true,
  dropoff: true,
  airport_code: true,
  flight_number: true,
  pickup_at: true,
  return_at: true,
  hours: true,
  bid_amount: true,
  note: true,
  estimate_fare: true,
  estimate_min: true,
  estimate_max: true,
  road_km: true,
  created_at: true,
});
export type OpenTripView = z.infer<typeof openTripSchema>;

/** A passenger's cancellations of booked trips over 90 days (DESIGN.md §17), for drivers and staff. */
export const passengerCancelViewSchema = z.object({
  booked: z.number().int().describe('trips of theirs a driver was booked on'),
  cancelled_after_booking: z.number().int(),
  late_cancellations: z.number().int().describe('cancelled inside the window before pickup'),
});
export type PassengerCancelView = z.infer<typeof passengerCancelViewSchema>;

/** GET /driver/open-trips → data. */
export const openTripPageSchema = pageOf(
  openTripSchema.extend({
    my_bid: bidViewSchema.nullable().describe("this driver's live bid on the trip, if any"),
    passenger_cancellations: passengerCancelViewSchema,
  }),
);
export type OpenTripPage = z.infer<typeof openTripPageSchema>;

/** A trip the driver bid on, with the passenger's contact once the driver is booked on it. */
export const driverTripSchema = openTripSchema.extend({
  status: z.enum(tripStatuses),
  passenger: z
    .object({ name: z.string().nullable(), mobile: z.string() })
    .nullable()
    .describe('only on trips this driver is booked on'),
  fare: z.number().int().nullable().describe('the booked fare (before promo): what the driver is paid'),
  advance_paid: z
    .number()
    .int()
    .nullable()
    .describe('what the passenger paid ahead through Pothik, on a trip this driver is booked on'),
  cash_due: z
    .number()
    .int()
    .nullable()
    .describe("what the passenger pays this driver in cash: the trip's total less the advance"),
  confirmed_at: isoTime.nullable(),
  on_my_way_at: isoTime.nullable(),
  arrived_at: isoTime.nullable(),
  started_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
});
export type DriverTripView = z.infer<typeof driverTripSchema>;

/** GET /driver/trips → data. */
export const driverTripPageSchema = pageOf(z.object({ bid: bidViewSchema, trip: driverTripSchema }));
export type DriverTripPage = z.infer<typeof driverTripPageSchema>;
