import { z } from 'zod';
import { isoTime } from './common';
import { driverCardSchema } from './driver';

/** A passenger's review of a completed trip, as saved. */
export const savedReviewSchema = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoTime,
});
export type SavedReview = z.infer<typeof savedReviewSchema>;

/** POST /user/trips/{id}/review → data. */
export const reviewSavedSchema = z.object({
  review: savedReviewSchema,
  driver: driverCardSchema.describe('with the rating this review updated'),
});
export type ReviewSaved = z.infer<typeof reviewSavedSchema>;

/** POST /user/get-driver-review → data. */
export const driverReviewsSchema = z.object({
  driver: driverCardSchema,
  rating: z.object({
    average: z.number().nullable().describe('two decimals; null before any review'),
    count: z.number().int(),
  }),
  reviews: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string().nullable(),
      created_at: isoTime,
      passenger_name: z
        .string()
        .nullable()
        .describe('first name and last initial ("Rahim K."); null if unnamed'),
    }),
  ),
});
export type DriverReviews = z.infer<typeof driverReviewsSchema>;
