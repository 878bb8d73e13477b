import {
  cancelReasonViewSchema,
  tripChangedSchema as tripChangedDataSchema,
  tripDetailSchema as tripDetailDataSchema,
  tripListQuerySchema,
  tripListTabs,
  tripPageSchema,
  tripRequestedSchema as tripRequestedDataSchema,
  tripViewSchema,
  validationMessage,
} from '@pothik/domain';
import { z } from 'zod';

// Request bodies come from packages/domain (makeTripRequestSchema, makeAirportRequestSchema,
// cancelTripSchema, tripListQuerySchema): the web validates its forms with the same schemas. The
// responses' shapes are the domain's contract too; here they are wrapped in DESIGN.md §4's envelope.

export const tripListRequestSchema = tripListQuerySchema.extend({
  tab: z.enum(tripListTabs, { error: validationMessage('invalidInput') }).optional(),
});

export const tripRequestedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: tripRequestedDataSchema,
});

export const tripListSchema = z.object({ data: tripPageSchema });

export const tripDetailSchema = z.object({ data: tripDetailDataSchema });

export const ongoingTripsSchema = z.object({ data: z.array(tripViewSchema) });

export const cancelReasonsSchema = z.object({ data: z.array(cancelReasonViewSchema) });

export const tripChangedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: tripChangedDataSchema,
});

export const refusalSchema = z.object({ message: z.string(), code: z.string().optional() });
