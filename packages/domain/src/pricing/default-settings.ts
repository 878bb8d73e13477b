import type { CarTypeKey } from '../reference/car-types';

// The pricing settings' type and seeded values, apart from their schema (settings.ts) so that a page's
// code can read them without the schema library.

export type CarTypeRate = { base: number; per_km: number; per_hour: number; min_fare: number };

/** The admin-editable pricing settings (DESIGN.md §6); every pricing function takes them as input. */
export type PricingSettings = {
  insurance_fee: number;
  platform_fee_percent: number;
  /** Road km per straight-line km. */
  road_factor: number;
  round_way_factor: number;
  /** Half the width of the estimate range, in percent of the point estimate. */
  estimate_spread_percent: number;
  /** Estimates and demo bids are rounded to this many taka. */
  rounding_step: number;
  /** Demo drivers bid the estimate times a uniform factor in [min, max). */
  demo_bid_factor: { min: number; max: number };
  rates: { [K in CarTypeKey]: CarTypeRate };
};

// The seeded values of DESIGN.md §6.
export const defaultPricingSettings: PricingSettings = {
  insurance_fee: 50,
  platform_fee_percent: 3,
  road_factor: 1.3,
  round_way_factor: 1.7,
  estimate_spread_percent: 10,
  rounding_step: 50,
  demo_bid_factor: { min: 0.9, max: 1.15 },
  rates: {
    sedan_economy: { base: 300, per_km: 24, per_hour: 350, min_fare: 1200 },
    sedan: { base: 300, per_km: 27, per_hour: 400, min_fare: 1400 },
    sedan_premium: { base: 500, per_km: 34, per_hour: 500, min_fare: 1800 },
    noah: { base: 500, per_km: 36, per_hour: 550, min_fare: 2200 },
    chander_gari: { base: 600, per_km: 40, per_hour: 600, min_fare: 2500 },
    hiace: { base: 800, per_km: 45, per_hour: 700, min_fare: 3000 },
  },
};
