import type { PricingSettings } from './default-settings';
import { PricingInputError } from './pricing-input-error';

/** DESIGN.md §6: platform fee is a percentage of the fare, rounded to whole taka. */
export function calculatePlatformFee(fare: number, percent: number): number {
  if (!Number.isFinite(fare) || fare < 0) throw new PricingInputError('invalid_amount', 'fare', fare);
  return Math.round((fare * percent) / 100);
}

/** The two fees calculateFare needs, for the fare the passenger will pay (bid_amount ?? driver_fare). */
export function calculateFees(
  fare: number,
  settings: Pick<PricingSettings, 'insurance_fee' | 'platform_fee_percent'>,
): { insurance_fee: number; platform_fee: number } {
  return {
    insurance_fee: settings.insurance_fee,
    platform_fee: calculatePlatformFee(fare, settings.platform_fee_percent),
  };
}
