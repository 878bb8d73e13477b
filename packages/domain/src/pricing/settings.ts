import { z } from 'zod';
import { type CarTypeKey, carTypeKeys } from '../reference/car-types';

const taka = z.number().int().min(0);
const rateSchema = z.object({ base: taka, per_km: z.number().min(0), per_hour: taka, min_fare: taka });

/** For the admin API and for reading the stored JSON back: a bad edit must not reach the pricing model. */
export const pricingSettingsSchema = z.object({
  insurance_fee: taka,
  platform_fee_percent: z.number().min(0).max(100),
  road_factor: z.number().min(1).max(3),
  round_way_factor: z.number().min(1).max(2),
  estimate_spread_percent: z.number().min(0).max(50),
  rounding_step: z.number().int().min(1),
  demo_bid_factor: z
    .object({ min: z.number().positive(), max: z.number().positive() })
    .refine((f) => f.min <= f.max, { message: 'demo_bid_factor.min must not exceed max' }),
  rates: z.object(
    Object.fromEntries(carTypeKeys.map((key) => [key, rateSchema])) as {
      [K in CarTypeKey]: typeof rateSchema;
    },
  ),
});
