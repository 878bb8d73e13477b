import { z } from 'zod';
import { isoTime, taka } from './common';

/** GET /driver/summary → data: the driver's standing and one Dhaka month's work. */
export const driverSummarySchema = z.object({
  month: z.string().describe('YYYY-MM, the Dhaka calendar month the figures cover'),
  rating: z.number().nullable().describe('average of 1–5 stars, two decimals; null before any review'),
  review_count: z.number().int(),
  completed_trips: z.number().int().describe('trips completed in the month'),
  earnings: taka.describe('sum of the agreed fares (before promo) of the trips completed in the month'),
  recent_reviews: z
    .array(
      z.object({
        trip_id: z.number().int(),
        rating: z.number().int(),
        comment: z.string().nullable(),
        created_at: isoTime,
      }),
    )
    .describe('the 10 newest, of any month'),
});
export type DriverSummary = z.infer<typeof driverSummarySchema>;
