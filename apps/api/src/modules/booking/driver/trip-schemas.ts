import {
  driverSummarySchema,
  driverTripPageSchema,
  driverTripSchema,
  openTripPageSchema,
  paginationQuerySchema,
  validationMessage,
} from '@pothik/domain';
import { z } from 'zod';

// The driver's trip answers in the envelope of DESIGN.md §4; their shapes are the domain's contract.

export const openTripListSchema = z.object({ data: openTripPageSchema });

export const driverTripListSchema = z.object({ data: driverTripPageSchema });

export const arrivedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ trip: driverTripSchema }),
});

export const driverSummaryResponseSchema = z.object({ data: driverSummarySchema });

/** GET /driver/open-trips: soonest pickup first (the default), or newest request first (the driver app). */
export const openTripsQuerySchema = paginationQuerySchema.extend({
  sort: z.enum(['pickup', 'newest'], { error: validationMessage('invalidInput') }).default('pickup'),
});
