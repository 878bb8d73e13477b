import { z } from 'zod';
import { promoCategories, promoCodeTypes } from '../fare/promo';
import { isoTime } from './common';

/** GET /user/promos → data[]: a promo the passenger may use now, named as calculateFare's PromoInput reads it. */
export const promoViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title_en: z.string(),
  title_bn: z.string(),
  promo_category: z.enum(promoCategories),
  promo_code_type: z.enum(promoCodeTypes),
  promo_code_amount: z.number().int().describe('taka for fixed, percent for percentage'),
  up_to_amount: z.number().int().describe('cap on the discount; 0: none'),
  actual_amount: z.number().int(),
  elevated_amount: z.number().int(),
  starts_at: isoTime,
  ends_at: isoTime,
  uses_left: z.number().int().describe('how many more trips this passenger may use it on'),
});
export type PromoView = z.infer<typeof promoViewSchema>;
