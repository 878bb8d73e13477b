import { z } from 'zod';
import { validationMessage as msg } from './messages';

/** GET /driver/summary: a Dhaka calendar month, YYYY-MM; the current one when left out. */
export const driverSummaryQuerySchema = z.object({
  month: z
    .string({ error: msg('monthInvalid') })
    .max(7, { error: msg('monthInvalid'), abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('monthInvalid') })
    .optional(),
});
export type DriverSummaryQuery = z.infer<typeof driverSummaryQuerySchema>;
