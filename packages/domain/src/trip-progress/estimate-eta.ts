import { defaultPricingSettings } from '../pricing/default-settings';
import { type LatLng, roadKm } from '../pricing/haversine';
import type { TripStatus } from '../reference/trip-status';
import { distanceM } from './position';

// Dhaka's average traffic speed fell from about 21 km/h to about 7 km/h in ten years (World Bank,
// "Toward Great Dhaka", 2017); 15 km/h sits between a jam and a clear road for the first stretch of any
// drive, which is in a town. Beyond it the highway's pace takes over: Dhaka–Chattogram, about 250 km by road, takes 5–6 h,
// so 45 km/h. Without a routing service this says "about how long", never a promise.
export const ETA_TOWN_SPEED_KMH = 15;
export const ETA_HIGHWAY_SPEED_KMH = 45;
export const ETA_TOWN_ROAD_KM = 15;

export type EtaOptions = {
  /** Road km per straight km; the fare estimate's road_factor (1.3 seeded), so both tell one story. */
  roadFactor?: number;
  townSpeedKmh?: number;
  highwaySpeedKmh?: number;
  townRoadKm?: number;
};

export type Eta = { straightM: number; roadKm: number; minutes: number };

/** From the car to a target: the road distance the fare estimate would use, and whole minutes. */
export function estimateEta(from: LatLng, to: LatLng, options: EtaOptions = {}): Eta {
  const {
    roadFactor = defaultPricingSettings.road_factor,
    townSpeedKmh = ETA_TOWN_SPEED_KMH,
    highwaySpeedKmh = ETA_HIGHWAY_SPEED_KMH,
    townRoadKm = ETA_TOWN_ROAD_KM,
  } = options;
  const km = roadKm(from, to, roadFactor);
  const townKm = Math.min(km, townRoadKm);
  const hours = townKm / townSpeedKmh + (km - townKm) / highwaySpeedKmh;
  return { straightM: distanceM(from, to), roadKm: km, minutes: Math.round(hours * 60) };
}

/** The car heads for the pickup until check-in, then for the drop-off; other trips have no ETA. */
export function etaTarget(status: TripStatus): 'pickup' | 'dropoff' | undefined {
  if (status === 'confirmed' || status === 'cancel_requested') return 'pickup';
  if (status === 'started') return 'dropoff';
  return undefined;
}
