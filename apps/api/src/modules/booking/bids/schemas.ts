import {
  bidListSchema as bidListDataSchema,
  bidPlacedSchema as bidPlacedDataSchema,
  bidStatuses,
  bidViewSchema,
  paginationQuerySchema,
  rowIdSchema,
  tripDetailSchema,
  validationMessage,
} from '@pothik/domain';
import { z } from 'zod';

// Request bodies come from packages/domain (driverBidSchema, acceptBidSchema), shared with the web; so
// do the responses' shapes, wrapped here in DESIGN.md §4's envelope.

export const bidListSchema = z.object({ data: bidListDataSchema });

export const bidPlacedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: bidPlacedDataSchema,
});

export const bidChangedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ bid: bidViewSchema }),
});

export const bidAcceptedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: tripDetailSchema,
});

export const tripIdParamsSchema = z.object({ tripId: rowIdSchema });

export const driverTripsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(bidStatuses, { error: validationMessage('statusInvalid') }).optional(),
});
