import { describe, expect, it } from 'vitest';
import { initialTripForm } from './trip-form-values';
import { fareEstimateBody, parseTaka, tripRequestBody } from './trip-request-body';

const now = new Date('2026-03-15T03:10:00Z');
const gulshan = { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 };

describe('initialTripForm', () => {
  it('restores saved entries of the same tab, and keeps defaults for what was left blank', () => {
    const values = initialTripForm(
      'car_rental',
      {
        category: 'car_rental',
        trip_type: 'hourly',
        hours: '',
        pickup: gulshan,
        pickup_date: '2026-03-20',
        pickup_time: '08:00',
      },
      {},
      now,
    );
    expect(values).toMatchObject({
      trip_type: 'hourly',
      hours: '4',
      pickup: gulshan,
      pickup_date: '2026-03-20',
    });
  });

  it('drops a pickup time that has passed, and anything that is not an entry', () => {
    const values = initialTripForm(
      'car_rental',
      {
        category: 'car_rental',
        trip_type: 'from_home',
        pickup: { address: 'x' },
        pickup_date: '2026-03-01',
        pickup_time: '08:00',
      },
      {},
      now,
    );
    expect(values).toMatchObject({
      trip_type: 'one_way',
      pickup: null,
      pickup_date: '2026-03-15',
      pickup_time: '11:30',
    });
    expect(initialTripForm('airport_rental', 'not json', { trip_type: 'from_home' }, now).trip_type).toBe(
      'from_home',
    );
  });
});

describe('request bodies', () => {
  const base = initialTripForm('car_rental', null, {}, now);

  it('reads an offer typed with Bengali digits, commas or the taka sign', () => {
    expect(parseTaka('৬,৫০০')).toBe(6500);
    expect(parseTaka('৳ 7000')).toBe(7000);
    expect(parseTaka('  ')).toBeUndefined();
    expect(parseTaka('12.5')).toBe(12.5);
  });

  it('sends only the fields of the trip type', () => {
    const hourly = { ...base, trip_type: 'hourly' as const, pickup: gulshan, dropoff: gulshan, hours: '6' };
    expect(tripRequestBody(hourly)).toEqual({
      trip_type: 'hourly',
      car_type: 'sedan_economy',
      pickup: gulshan,
      pickup_at: '2026-03-15T11:30:00+06:00',
      hours: 6,
    });
    expect(fareEstimateBody(hourly)).toEqual({ trip_type: 'hourly', hours: 6 });
    const home = {
      ...base,
      trip_type: 'from_home' as const,
      location: gulshan,
      airport_code: 'DAC',
      note: ' ',
    };
    expect(tripRequestBody(home)).toEqual({
      trip_type: 'from_home',
      airport_code: 'DAC',
      location: gulshan,
      car_type: 'sedan_economy',
      pickup_at: '2026-03-15T11:30:00+06:00',
    });
  });
});
