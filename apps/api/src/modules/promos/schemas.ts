import { promoCategories, promoCodeTypes } from '@pothik/domain';
import { z } from 'zod';

const isoTime = z.string().describe('ISO 8601, UTC');

/** A promo the passenger may use now; the amounts are named as calculateFare's PromoInput reads them. */
export const promoSchema = z.object({
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
export type PromoView = z.infer<typeof promoSchema>;

export const promoListSchema = z.object({ data: z.array(promoSchema) });
