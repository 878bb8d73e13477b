import { z } from 'zod';
import { carTypeKeys } from '../reference/car-types';
import { tripStatuses } from '../reference/trip-status';
import { airportTripTypes, carRentalTripTypes } from '../reference/trip-types';
import { isoTime, taka } from './common';
import { paymentGatewayKeys, tripFareSchema } from './trip';

// Issue 44 §5: a receipt for every paid or completed trip, the same figures on the page and in the PDF.

export const receiptRefundSchema = z.object({
  amount: taka,
  status: z.enum(['requested', 'pending', 'completed', 'failed']),
  requested_at: isoTime,
  completed_at: isoTime.nullable(),
});

/** GET /user/trips/{id}/receipt → data. */
export const receiptSchema = z.object({
  number: z.string().describe('the receipt number, one per trip'),
  issued_at: isoTime,
  company: z.object({
    name: z.string(),
    address: z.string().nullable(),
    trade_license: z.string().nullable(),
    bin: z.string().nullable().describe('the VAT business identification number'),
  }),
  trip: z.object({
    id: z.number().int(),
    status: z.enum(tripStatuses),
    trip_type: z.enum([...carRentalTripTypes, ...airportTripTypes]),
    car_type: z.enum(carTypeKeys),
    pickup: z.string(),
    dropoff: z.string().nullable(),
    pickup_at: isoTime,
    started_at: isoTime.nullable(),
    completed_at: isoTime.nullable(),
    driver_name: z.string().nullable(),
    plate_number: z.string().nullable(),
  }),
  fare: tripFareSchema,
  advance: z
    .object({
      amount: taka,
      gateway: z.enum(paymentGatewayKeys),
      paid_at: isoTime,
      transaction_id: z.string().nullable(),
    })
    .nullable()
    .describe('what was paid ahead through a gateway, if anything'),
  refunds: z.array(receiptRefundSchema),
  cash_due: taka.describe('what is paid to the driver in cash: the total less the advance'),
});
export type Receipt = z.infer<typeof receiptSchema>;
