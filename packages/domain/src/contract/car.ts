import { z } from 'zod';
import { taka } from './common';

// GET /cars and POST /fare-estimate (DESIGN.md §5): the home page's car types, their fares, and the
// high-demand notice both answer with.

export const carViewSchema = z.object({
  key: z.string(),
  name_en: z.string(),
  name_bn: z.string(),
  seats: z.number().int(),
  image: z.string(),
});
export type CarView = z.infer<typeof carViewSchema>;

/** Kept by the web as `user_hd` while `status` is 1 (bids may take longer or cost more). */
export const highDemandSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message_en: z.string(),
  message_bn: z.string(),
});
export type HighDemand = z.infer<typeof highDemandSchema>;

/** GET /cars → data. */
export const carListSchema = z.object({ cars: z.array(carViewSchema), HighDemand: highDemandSchema });
export type CarList = z.infer<typeof carListSchema>;

export const fareEstimateViewSchema = z.object({
  car_type: z.string(),
  fare: taka,
  min: taka,
  max: taka,
  road_km: z.number().nullable(),
  insurance_fee: taka,
  platform_fee: taka,
});
export type FareEstimateView = z.infer<typeof fareEstimateViewSchema>;

/** POST /fare-estimate → data: every car type's range at once. */
export const fareEstimateListSchema = z.object({
  estimates: z.array(fareEstimateViewSchema),
  HighDemand: highDemandSchema,
});
export type FareEstimateList = z.infer<typeof fareEstimateListSchema>;
