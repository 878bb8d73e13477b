import { describe, expect, it } from 'vitest';
import { findAirport } from '../reference/airports';
import { haversineKm, roadKm } from './haversine';
import { PricingInputError } from './pricing-input-error';

const dhaka = findAirport('DAC');
const chattogram = findAirport('CGP');

describe('haversineKm', () => {
  // Flat-earth check: 1.594° north ≈ 177.2 km, 1.416° east at 23° N ≈ 144.9 km → √(177.2² + 144.9²) ≈ 228.9.
  it('measures Dhaka to Chattogram airports at about 229 km in a straight line', () => {
    expect(haversineKm(dhaka, chattogram)).toBeCloseTo(228.9, 0);
  });

  it('is zero for one point and the same both ways', () => {
    expect(haversineKm(dhaka, dhaka)).toBe(0);
    expect(haversineKm(dhaka, chattogram)).toBeCloseTo(haversineKm(chattogram, dhaka), 9);
  });

  it('gives 1 degree of latitude as about 111.2 km', () => {
    expect(haversineKm({ lat: 23, lng: 90 }, { lat: 24, lng: 90 })).toBeCloseTo(111.2, 1);
  });

  it.each([
    { lat: Number.NaN, lng: 90 },
    { lat: 91, lng: 90 },
    { lat: 23, lng: -181 },
  ])('refuses coordinates %o', (bad) => {
    expect(() => haversineKm(bad, dhaka)).toThrow(PricingInputError);
    expect(() => haversineKm(dhaka, bad)).toThrow(PricingInputError);
  });
});

describe('roadKm', () => {
  it('stretches the straight line by the road factor', () => {
    expect(roadKm(dhaka, chattogram, 1.3)).toBeCloseTo(haversineKm(dhaka, chattogram) * 1.3, 9);
  });
});
