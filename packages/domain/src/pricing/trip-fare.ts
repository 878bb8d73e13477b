import type { CarTypeRate } from './default-settings';
import { PricingInputError } from './pricing-input-error';

// DESIGN.md §6 pricing model; results are unrounded taka, the estimate rounds once at the end.

export function oneWayFare(rate: CarTypeRate, roadKm: number): number {
  return Math.max(rate.min_fare, rate.base + rate.per_km * roadKm);
}

export function roundWayFare(rate: CarTypeRate, roadKm: number, roundWayFactor: number): number {
  return roundWayFactor * oneWayFare(rate, roadKm);
}

export function hourlyFare(rate: CarTypeRate, hours: number): number {
  if (!Number.isFinite(hours) || hours <= 0) throw new PricingInputError('invalid_hours', 'hours', hours);
  return rate.per_hour * hours;
}
