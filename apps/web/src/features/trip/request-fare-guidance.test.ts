import { describe, expect, it } from 'vitest';
import { guidanceRouteOf } from './request-fare-guidance';
import { emptyTripForm } from './trip-form-values';

const now = new Date('2030-03-10T06:00:00.000Z');
const testPlaces = {
  gulshan: { address: 'Gulshan 1, Dhaka', lat: 23.7808, lng: 90.4169 },
  zindabazar: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
};
const form = (category: 'car_rental' | 'airport_rental') => emptyTripForm(category, now);

describe('the route fare guidance is asked for', () => {
  it('waits for both ends of a one-way trip', () => {
    const values = { ...form('car_rental'), trip_type: 'one_way' as const, car_type: 'noah' };
    expect(guidanceRouteOf({ ...values, pickup: testPlaces.gulshan })).toBeNull();
    const route = guidanceRouteOf({ ...values, pickup: testPlaces.gulshan, dropoff: testPlaces.zindabazar });
    expect(route).toEqual({
      trip_type: 'one_way',
      car_type: 'noah',
      pickup: { lat: testPlaces.gulshan.lat, lng: testPlaces.gulshan.lng },
      dropoff: { lat: testPlaces.zindabazar.lat, lng: testPlaces.zindabazar.lng },
    });
  });

  it('puts the airport at the right end of an airport trip, and hours on an hourly one', () => {
    const airport = { ...form('airport_rental'), airport_code: 'DAC', location: testPlaces.gulshan };
    const fromAirport = guidanceRouteOf({ ...airport, trip_type: 'from_airport' });
    expect(fromAirport?.dropoff).toEqual({ lat: testPlaces.gulshan.lat, lng: testPlaces.gulshan.lng });
    const fromHome = guidanceRouteOf({ ...airport, trip_type: 'from_home' });
    expect(fromHome?.pickup).toEqual({ lat: testPlaces.gulshan.lat, lng: testPlaces.gulshan.lng });
    const hourly = guidanceRouteOf({
      ...form('car_rental'),
      trip_type: 'hourly',
      pickup: testPlaces.gulshan,
    });
    expect(hourly).toMatchObject({ dropoff: null, hours: 4 });
  });
});
