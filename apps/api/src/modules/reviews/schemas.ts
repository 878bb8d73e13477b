import { z } from 'zod';
import { driverCardSchema } from '../drivers/schemas';

const isoTime = z.string().describe('ISO 8601, UTC');

export const reviewSchema = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoTime,
});

export const reviewSavedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    review: reviewSchema,
    driver: driverCardSchema.describe('with the rating this review updated'),
  }),
});

export const driverReviewsSchema = z.object({
  data: z.object({
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
  }),
});
