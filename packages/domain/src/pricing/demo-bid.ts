import type { PricingSettings } from './default-settings';
import { roundToStep } from './round';

/**
 * A demo driver's bid: the point estimate times a uniform factor (DESIGN.md §6).
 * `random` returns a number in [0, 1), like Math.random; tests pass a fixed one.
 */
export function demoBidFare(estimateFare: number, settings: PricingSettings, random: () => number): number {
  const { min, max } = settings.demo_bid_factor;
  const factor = min + (max - min) * random();
  return Math.max(settings.rounding_step, roundToStep(estimateFare * factor, settings.rounding_step));
}
