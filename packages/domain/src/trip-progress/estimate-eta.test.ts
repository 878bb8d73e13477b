import { describe, expect, it } from 'vitest';
import { haversineKm } from '../pricing/haversine';
import { findAirport } from '../reference/airports';
import { tripStatuses } from '../reference/trip-status';
import {
  ETA_HIGHWAY_SPEED_KMH,
  ETA_TOWN_ROAD_KM,
  ETA_TOWN_SPEED_KMH,
  estimateEta,
  etaTarget,
} from './estimate-eta';

const farmgate = { lat: 23.7577, lng: 90.3897 };
// 1.3 road km per straight km: 5 straight km north is 6.5 road km.
const north = (km: number) => ({ lat: farmgate.lat + km / 111.195, lng: farmgate.lng });

describe('estimateEta', () => {
  it('is nothing for a car at the target', () => {
    expect(estimateEta(farmgate, farmgate)).toEqual({ straightM: 0, roadKm: 0, minutes: 0 });
  });

  it('drives a town trip at 15 km/h: 6.5 road km in 26 minutes', () => {
    const eta = estimateEta(farmgate, north(5));
    expect(eta.straightM).toBeCloseTo(5000, 0);
    expect(eta.roadKm).toBeCloseTo(6.5, 3);
    expect(eta.minutes).toBe(26);
  });

  it('drives past the first 15 road km at 45 km/h: Dhaka to Chattogram airports in about 6 h', () => {
    const dhaka = findAirport('DAC');
    const chattogram = findAirport('CGP');
    const eta = estimateEta(dhaka, chattogram);
    const roadKm = haversineKm(dhaka, chattogram) * 1.3;
    expect(eta.roadKm).toBeCloseTo(roadKm, 6);
    expect(eta.minutes).toBe(Math.round(60 + ((roadKm - 15) / 45) * 60));
    expect(eta.minutes).toBe(437);
  });

  it('takes its figures from options', () => {
    expect(
      estimateEta(farmgate, north(10), { roadFactor: 1, townSpeedKmh: 20, townRoadKm: 100 }).minutes,
    ).toBe(30);
    expect(
      estimateEta(farmgate, north(10), { roadFactor: 1, townRoadKm: 0, highwaySpeedKmh: 60 }).minutes,
    ).toBe(10);
    expect([ETA_TOWN_SPEED_KMH, ETA_HIGHWAY_SPEED_KMH, ETA_TOWN_ROAD_KM]).toEqual([15, 45, 15]);
  });
});

describe('etaTarget', () => {
  it('heads for the pickup until check-in, then for the drop-off', () => {
    expect(Object.fromEntries(tripStatuses.map((s) => [s, etaTarget(s)]))).toEqual({
      requested: undefined,
      confirmed: 'pickup',
      cancel_requested: 'pickup',
      started: 'dropoff',
      completed: undefined,
      cancelled: undefined,
      expired: undefined,
    });
  });
});
