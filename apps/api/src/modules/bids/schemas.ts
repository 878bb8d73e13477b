import { bidStatuses, paginationQuerySchema, tripStatuses, validationMessage } from '@pothik/domain';
import { z } from 'zod';
import { driverCardSchema } from '../drivers/schemas';
import { tripDetailDataSchema } from '../trips/schemas';

// Request bodies come from packages/domain (driverBidSchema, acceptBidSchema), shared with the web.

const isoTime = z.string().describe('ISO 8601, UTC');
const taka = z.number().int();

/** A bid as its driver sees it. */
export const bidSchema = z.object({
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
});
export type BidView = z.infer<typeof bidSchema>;

/** A bid as the passenger compares it: the driver without plate or phone, and the fees it would add. */
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
});
export type PassengerBidView = z.infer<typeof passengerBidSchema>;

export const bidListSchema = z.object({
  data: z.object({
    trip_id: z.number().int(),
    status: z.enum(tripStatuses).describe("the trip's status: bids are only open while it is requested"),
    pickup_at: isoTime,
    bid_amount: taka.nullable().describe("the passenger's own offer"),
    bids: z.array(passengerBidSchema),
  }),
});

export const bidPlacedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    bid: bidSchema,
    replaced_bid_id: z
      .number()
      .int()
      .nullable()
      .describe("the driver's earlier active bid on the trip, now withdrawn; a new bid replaces it"),
  }),
});

export const bidChangedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ bid: bidSchema }),
});

export const bidAcceptedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: tripDetailDataSchema,
});

export const tripIdParamsSchema = z.object({
  tripId: z.coerce
    .number({ error: validationMessage('idInvalid') })
    .int({ error: validationMessage('idInvalid') })
    .positive({ error: validationMessage('idInvalid') }),
});

export const driverTripsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(bidStatuses, { error: validationMessage('statusInvalid') }).optional(),
});
