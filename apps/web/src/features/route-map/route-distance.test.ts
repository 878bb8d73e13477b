import { defaultPricingSettings } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { routeDistance, SEEDED_ROAD_FACTOR } from './route-distance';

describe('routeDistance', () => {
  it("stretches the straight line by the pricing model's seeded road factor", () => {
    expect(SEEDED_ROAD_FACTOR).toBe(defaultPricingSettings.road_factor);
    const { straightKm, roadKm } = routeDistance({ lat: 23.78, lng: 90.41 }, { lat: 24.9, lng: 91.87 });
    expect(roadKm).toBeCloseTo(straightKm * defaultPricingSettings.road_factor, 9);
  });
});
