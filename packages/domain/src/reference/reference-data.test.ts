import { describe, expect, it } from 'vitest';
import { airportCodes, airports, findAirport, isAirportCode } from './airports';
import { isInBangladeshBounds } from './bangladesh-bounds';
import { cancellationReasons } from './cancellation-reasons';
import { carTypeKeys, carTypes, isCarTypeKey } from './car-types';
import {
  airportTripTypes,
  carRentalTripTypes,
  isTripType,
  tabOfTripType,
  tripTypeKeys,
  tripTypeNames,
  tripTypesByTab,
} from './trip-types';

const isBangla = (text: string) => /[\u0980-\u09FF]/.test(text);

describe('car types', () => {
  it('has the six types with the seats of DESIGN.md §6', () => {
    expect(carTypes.map((c) => [c.key, c.seats])).toEqual([
      ['sedan_economy', 4],
      ['sedan', 4],
      ['sedan_premium', 4],
      ['noah', 7],
      ['chander_gari', 8],
      ['hiace', 11],
    ]);
    expect(carTypes.map((c) => c.key)).toEqual([...carTypeKeys]);
    expect(carTypes.every((c) => isBangla(c.name_bn) && c.name_en.length > 0)).toBe(true);
  });

  it('recognises keys', () => {
    expect(isCarTypeKey('noah')).toBe(true);
    expect(isCarTypeKey('Noah')).toBe(false);
  });
});

describe('trip types', () => {
  it('groups trip types by tab', () => {
    expect(tripTypesByTab.car_rental).toEqual(['one_way', 'round_way', 'hourly']);
    expect(tripTypesByTab.airport_rental).toEqual(['from_airport', 'from_home']);
    expect(tripTypeKeys).toEqual([...carRentalTripTypes, ...airportTripTypes]);
  });

  it.each([
    ['one_way', 'car_rental'],
    ['round_way', 'car_rental'],
    ['hourly', 'car_rental'],
    ['from_airport', 'airport_rental'],
    ['from_home', 'airport_rental'],
  ] as const)('%s belongs to the %s tab', (type, tab) => {
    expect(tabOfTripType(type)).toBe(tab);
    expect(isTripType(type)).toBe(true);
    expect(isBangla(tripTypeNames[type].bn)).toBe(true);
  });

  it('refuses unknown trip types', () => {
    expect(isTripType('multi_city')).toBe(false);
  });
});

describe('airports', () => {
  it('lists the eight airports in Bangladesh with Bangla names', () => {
    expect(airports.map((a) => a.code)).toEqual([...airportCodes]);
    expect(airportCodes).toEqual(['DAC', 'CGP', 'ZYL', 'CXB', 'JSR', 'SPD', 'RJH', 'BZL']);
    for (const airport of airports) {
      expect(airport.lat).toBeGreaterThan(20.5);
      expect(airport.lat).toBeLessThan(26.7);
      expect(airport.lng).toBeGreaterThan(88);
      expect(airport.lng).toBeLessThan(92.7);
      expect(isBangla(airport.name_bn) && isBangla(airport.city_bn)).toBe(true);
    }
  });

  it('finds an airport by code', () => {
    expect(findAirport('ZYL').city_en).toBe('Sylhet');
    expect(isAirportCode('CXB')).toBe(true);
    expect(isAirportCode('dac')).toBe(false);
  });
});

describe('cancellation reasons', () => {
  it('has unique keys and both languages', () => {
    const keys = cancellationReasons.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('other');
    expect(cancellationReasons.every((r) => r.text_en.length > 0 && isBangla(r.text_bn))).toBe(true);
  });
});

describe('isInBangladeshBounds', () => {
  it.each([
    ['Teknaf', 20.86, 92.3, true],
    ['Banglabandha', 26.63, 88.41, true],
    ['Dhaka', 23.81, 90.41, true],
    ['Patna', 25.59, 85.14, false],
    ['Yangon', 16.84, 96.17, false],
    ['Kathmandu', 27.72, 85.32, false],
  ])('%s → %s', (_, lat, lng, expected) => {
    expect(isInBangladeshBounds(lat, lng)).toBe(expected);
  });
});
