import { describe, expect, it } from 'vitest';
import { findAirport } from '../reference/airports';
import type { CarTypeKey } from '../reference/car-types';
import { defaultPricingSettings as settings } from './default-settings';
import { demoBidFare } from './demo-bid';
import { estimateAirportTripFare, estimateRange, estimateTripFare } from './estimate';
import { calculateFees, calculatePlatformFee } from './fees';
import { haversineKm } from './haversine';
import { PricingInputError } from './pricing-input-error';
import { roundToStep } from './round';
import { pricingSettingsSchema } from './settings';
import { hourlyFare, oneWayFare, roundWayFare } from './trip-fare';

// Two points exactly 100 straight-line km apart along a meridian → 130 road km with the seeded factor.
const from = { lat: 23, lng: 90 };
const to = { lat: 23 + 100 / 111.19508, lng: 90 };

describe('trip fares', () => {
  const sedan = settings.rates.sedan;

  it('one way is base plus per-km, but never under the minimum fare', () => {
    expect(oneWayFare(sedan, 130)).toBe(300 + 27 * 130);
    expect(oneWayFare(sedan, 10)).toBe(1400);
  });

  it('round way is 1.7 times one way', () => {
    expect(roundWayFare(sedan, 130, 1.7)).toBeCloseTo(1.7 * 3810, 9);
  });

  it('hourly is per-hour times hours', () => {
    expect(hourlyFare(sedan, 5)).toBe(2000);
    expect(() => hourlyFare(sedan, 0)).toThrow(PricingInputError);
    expect(() => hourlyFare(sedan, Number.NaN)).toThrow(PricingInputError);
  });
});

describe('estimateTripFare', () => {
  it('checks the test points are 130 road km apart', () => {
    expect(haversineKm(from, to) * settings.road_factor).toBeCloseTo(130, 2);
  });

  it.each([
    // car type, trip type, point fare, min (−10 %, to 50), max (+10 %, to 50)
    ['sedan', 'one_way', 3810, 3450, 4200],
    ['sedan', 'round_way', 6477, 5850, 7100], // 1.7 × 3810; 7124.7 rounds down to 7100
    ['sedan', 'from_airport', 3810, 3450, 4200],
    ['sedan', 'from_home', 3810, 3450, 4200],
    ['sedan_economy', 'one_way', 3420, 3100, 3750],
    ['sedan_premium', 'one_way', 4920, 4450, 5400],
    ['noah', 'one_way', 5180, 4650, 5700],
    ['chander_gari', 'one_way', 5800, 5200, 6400],
    ['hiace', 'one_way', 6650, 6000, 7300],
  ] as const)('%s %s over 130 road km → %i (%i–%i)', (car_type, trip_type, fare, min, max) => {
    expect(estimateTripFare({ trip_type, car_type, from, to }, settings)).toEqual({
      fare,
      min,
      max,
      road_km: 130,
    });
  });

  it('prices a short trip at the minimum fare', () => {
    const near = { lat: 23.01, lng: 90 };
    expect(
      estimateTripFare({ trip_type: 'one_way', car_type: 'hiace', from, to: near }, settings),
    ).toMatchObject({
      fare: 3000,
      min: 2700,
      max: 3300,
    });
  });

  it('prices hourly trips by the hour, with no distance', () => {
    expect(estimateTripFare({ trip_type: 'hourly', car_type: 'noah', hours: 4 }, settings)).toEqual({
      fare: 2200,
      min: 2000,
      max: 2400,
      road_km: null,
    });
  });

  it('uses the settings it is given, not constants', () => {
    const custom = {
      ...settings,
      road_factor: 1,
      estimate_spread_percent: 0,
      rounding_step: 100,
      rates: { ...settings.rates, sedan: { base: 0, per_km: 10, per_hour: 100, min_fare: 0 } },
    };
    expect(estimateTripFare({ trip_type: 'one_way', car_type: 'sedan', from, to }, custom)).toEqual({
      fare: 1000,
      min: 1000,
      max: 1000,
      road_km: 100,
    });
  });

  it('refuses an unknown car type', () => {
    const request = { trip_type: 'hourly', car_type: 'tuk_tuk' as CarTypeKey, hours: 2 } as const;
    expect(() => estimateTripFare(request, settings)).toThrow(PricingInputError);
  });
});

describe('estimateAirportTripFare', () => {
  const dac = findAirport('DAC');
  const gulshan = { lat: 23.7925, lng: 90.4078 };

  it('prices an airport trip as one way between the airport and the location, either direction', () => {
    const fromAirport = estimateAirportTripFare(
      { trip_type: 'from_airport', airport_code: 'DAC', car_type: 'sedan', location: gulshan },
      settings,
    );
    const toAirport = estimateAirportTripFare(
      { trip_type: 'from_home', airport_code: 'DAC', car_type: 'sedan', location: gulshan },
      settings,
    );
    expect(fromAirport).toEqual(toAirport);
    expect(fromAirport).toEqual(
      estimateTripFare({ trip_type: 'one_way', car_type: 'sedan', from: dac, to: gulshan }, settings),
    );
    expect(fromAirport.fare).toBe(1400);
  });

  it('refuses an unknown airport', () => {
    const request = {
      trip_type: 'from_home',
      airport_code: 'LHR',
      car_type: 'sedan',
      location: gulshan,
    } as never;
    expect(() => estimateAirportTripFare(request, settings)).toThrow(PricingInputError);
  });
});

describe('ranges, fees and demo bids', () => {
  it('rounds to the nearest step', () => {
    expect(roundToStep(3424, 50)).toBe(3400);
    expect(roundToStep(3425, 50)).toBe(3450);
    expect(estimateRange(0, settings)).toEqual({ min: 0, max: 0 });
  });

  it('charges a 3 % platform fee, rounded, and the flat insurance fee', () => {
    expect(calculatePlatformFee(3000, 3)).toBe(90);
    expect(calculatePlatformFee(2817, 3)).toBe(85); // 84.51
    expect(calculateFees(2800, settings)).toEqual({ insurance_fee: 50, platform_fee: 84 });
    expect(() => calculatePlatformFee(-1, 3)).toThrow(PricingInputError);
  });

  it.each([
    [0, 3450], // 3810 × 0.9 = 3429 → 3450
    [0.5, 3900], // × 1.025 = 3905.25 → 3900
    [0.999999, 4400], // × 1.15 = 4381.5 → 4400
  ])('bids the estimate × U(0.9, 1.15) rounded to 50 (random %f → %i)', (r, bid) => {
    expect(demoBidFare(3810, settings, () => r)).toBe(bid);
  });

  it('never bids below one rounding step', () => {
    expect(demoBidFare(10, settings, () => 0)).toBe(50);
  });
});

describe('pricingSettingsSchema', () => {
  it('accepts the seeded defaults', () => {
    expect(pricingSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('refuses a bad edit', () => {
    expect(pricingSettingsSchema.safeParse({ ...settings, platform_fee_percent: 150 }).success).toBe(false);
    expect(
      pricingSettingsSchema.safeParse({ ...settings, demo_bid_factor: { min: 1.2, max: 1 } }).success,
    ).toBe(false);
    const { hiace: _, ...fiveRates } = settings.rates;
    expect(pricingSettingsSchema.safeParse({ ...settings, rates: fiveRates }).success).toBe(false);
  });
});
