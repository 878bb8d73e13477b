import { z } from 'zod';
import { bidStatuses } from '../reference/bid-status';
import { tripStatuses } from '../reference/trip-status';
import { isoTime, taka } from './common';
import { driverCardSchema } from './driver';

/** A bid as its driver sees it. */
export const bidViewSchema = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  driver_id: z.number().int(),
  driver_fare: taka,
  bid_amount: taka.nullable().describe("the passenger's offer when the driver agreed to it; else null"),
  fare: taka.describe('bid_amount ?? driver_fare: what the ride costs before fees and promo'),
  status: z.enum(bidStatuses).describe('an active bid past expires_at reads as expired'),
  expires_at: isoTime,
  created_at: isoTime,
  updated_at: isoTime,
  held_until: isoTime
    .nullable()
    .describe(
      'the passenger accepted this bid and is paying its advance until then: the driver is held for them',
    ),
});
export type BidView = z.infer<typeof bidViewSchema>;

/** POST /driver/bids → data: a new bid replaces the driver's earlier active one on the trip. */
export const bidPlacedSchema = z.object({
  bid: bidViewSchema,
  replaced_bid_id: z
    .number()
    .int()
    .nullable()
    .describe("the driver's earlier active bid on the trip, now withdrawn; a new bid replaces it"),
});
export type BidPlaced = z.infer<typeof bidPlacedSchema>;

/** A bid as the passenger compares it: the driver without plate or phone, and the fees it would add. */
/** A driver's reliability as passengers see it beside the rating. */
export const reliabilityViewSchema = z.object({
  booked: z.number().int().describe('bookings the driver completed, gave back or did not come to'),
  completed_percent: z.number().int().nullable().describe('whole percent completed; null with no booking'),
  cancellations: z.number().int(),
  no_shows: z.number().int(),
  on_time_percent: z.number().int().nullable().describe('whole percent of arrivals on time; null with none'),
});
export type ReliabilityView = z.infer<typeof reliabilityViewSchema>;

export const passengerBidSchema = z.object({
  id: z.number().int(),
  driver_fare: taka,
  bid_amount: taka.nullable().describe("the passenger's offer when the driver agreed to it; else null"),
  fare: taka.describe('bid_amount ?? driver_fare'),
  insurance_fee: taka,
  platform_fee: taka,
  total: taka.describe('fare + insurance_fee + platform_fee, before any promo'),
  expires_at: isoTime,
  created_at: isoTime,
  driver: driverCardSchema,
  reliability: reliabilityViewSchema.describe("the driver's last 90 days of bookings (DESIGN.md §17)"),
});
export type PassengerBid = z.infer<typeof passengerBidSchema>;

/** GET /user/bid-list/{tripId} → data. */
export const bidListSchema = z.object({
  trip_id: z.number().int(),
  status: z.enum(tripStatuses).describe("the trip's status: bids are only open while it is requested"),
  pickup_at: isoTime,
  bid_amount: taka.nullable().describe("the passenger's own offer"),
  bids: z.array(passengerBidSchema),
});
export type BidList = z.infer<typeof bidListSchema>;
