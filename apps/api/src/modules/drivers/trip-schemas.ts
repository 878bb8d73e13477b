import { tripStatuses } from '@pothik/domain';
import { z } from 'zod';
import { bidSchema } from '../bids/schemas';
import { isoTime, tripSchema } from '../trips/schemas';

/** A requested trip as a driver sees it before booking: where, when, and the passenger's offer; no passenger. */
export const openTripSchema = tripSchema.pick({
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

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      items: z.array(item),
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  });

export const openTripListSchema = page(
  openTripSchema.extend({
    my_bid: bidSchema.nullable().describe("this driver's live bid on the trip, if any"),
  }),
);

/** A trip the driver bid on, with the passenger's contact once the driver is booked on it. */
export const driverTripSchema = openTripSchema.extend({
  status: z.enum(tripStatuses),
  passenger: z
    .object({ name: z.string().nullable(), mobile: z.string() })
    .nullable()
    .describe('only on trips this driver is booked on'),
  fare: z.number().int().nullable().describe('the booked fare (before promo): what the driver is paid'),
  confirmed_at: isoTime.nullable(),
  arrived_at: isoTime.nullable(),
  started_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
});

export const driverTripListSchema = page(z.object({ bid: bidSchema, trip: driverTripSchema }));

export const arrivedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ trip: driverTripSchema }),
});
