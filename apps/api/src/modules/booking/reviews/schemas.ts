import {
  driverReviewsSchema as driverReviewsDataSchema,
  reviewSavedSchema as reviewSavedDataSchema,
} from '@pothik/domain';
import { z } from 'zod';

export const reviewSavedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: reviewSavedDataSchema,
});

export const driverReviewsSchema = z.object({ data: driverReviewsDataSchema });
