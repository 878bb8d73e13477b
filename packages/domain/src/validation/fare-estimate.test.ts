import { describe, expect, it } from 'vitest';
import { fareEstimateRequestSchema } from './fare-estimate';

const dhaka = { lat: 23.8103, lng: 90.4125 };
const sylhet = { lat: 24.8949, lng: 91.8687 };

describe('fareEstimateRequestSchema', () => {
  it('accepts each trip type with what it needs', () => {
    for (const body of [
      { trip_type: 'one_way', pickup: dhaka, dropoff: sylhet },
      { trip_type: 'round_way', pickup: dhaka, dropoff: sylhet },
      { trip_type: 'hourly', hours: 4 },
      { trip_type: 'from_airport', airport_code: 'DAC', location: dhaka },
      { trip_type: 'from_home', airport_code: 'ZYL', location: sylhet },
    ]) {
      expect(fareEstimateRequestSchema.safeParse(body).success).toBe(true);
    }
  });

  it('refuses what a trip type lacks, with the field named', () => {
    const missingDrop = fareEstimateRequestSchema.safeParse({ trip_type: 'one_way', pickup: dhaka });
    expect(missingDrop.error?.issues[0]?.path).toEqual(['dropoff']);
    const tooLong = fareEstimateRequestSchema.safeParse({ trip_type: 'hourly', hours: 13 });
    expect(tooLong.error?.issues[0]?.message).toBe('Please choose between 1 and 12 hours.');
    const badAirport = fareEstimateRequestSchema.safeParse({
      trip_type: 'from_airport',
      airport_code: 'XXX',
      location: dhaka,
    });
    expect(badAirport.error?.issues[0]?.message).toBe('Please choose an airport.');
    const offMap = fareEstimateRequestSchema.safeParse({
      trip_type: 'one_way',
      pickup: { lat: 91, lng: 0 },
      dropoff: dhaka,
    });
    expect(offMap.error?.issues[0]?.message).toBe('Please choose a place in Bangladesh.');
    expect(fareEstimateRequestSchema.safeParse({ trip_type: 'teleport' }).error?.issues[0]?.message).toBe(
      'Please choose a trip type.',
    );
  });
});
