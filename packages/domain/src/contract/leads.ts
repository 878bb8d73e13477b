import { z } from 'zod';

export const gpLoyaltyTiers = ['silver', 'gold', 'platinum'] as const;
export type GpLoyaltyTier = (typeof gpLoyaltyTiers)[number];

/** POST /web/check/gp-loyalty-status → data: whether the number is on the loyalty list, and its tier. */
export const gpLoyaltyStatusSchema = z.object({
  eligible: z.boolean(),
  tier: z.enum(gpLoyaltyTiers).optional(),
});
export type GpLoyaltyStatus = z.infer<typeof gpLoyaltyStatusSchema>;
