import {
  type District,
  estimateTripFare,
  type FareGuidance,
  type FareGuidanceQuery,
  type GuidanceDistrict,
  type PricingSettings,
} from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { districtAt } from '../../geo';
import { acceptedFareStats, type FareRoute } from './accepted-fares-repo';
import { FARE_GUIDANCE_MAX_AGE_MS, type FareGuidanceCache } from './guidance-cache';
import { GUIDANCE_WINDOW_DAYS, MIN_ACCEPTED_TRIPS } from './guidance-rules';

const DAY_MS = 86_400_000;

const districtView = (d: District | null): GuidanceDistrict | null =>
  d ? { id: d.id, name_en: d.name_en, name_bn: d.name_bn } : null;

const routeKey = (r: FareRoute) => `${r.pickupDistrict}|${r.dropoffDistrict}|${r.carType}|${r.tripType}`;

/**
 * GET /fare-guidance: the middle half of the fares accepted on the route in the last 90 days when there
 * are enough of them, else the pricing model's estimate range. The figures of a route are cached
 * briefly; the estimate depends on the exact points and is priced every time, by the pricing model
 * the caller keeps (the API's pricing cache, dropped when staff save it) rather than a read per request.
 */
export async function guideFare(
  db: DbOrTx,
  query: FareGuidanceQuery,
  { now, cache, pricing }: { now: Date; cache: FareGuidanceCache; pricing: () => Promise<PricingSettings> },
): Promise<FareGuidance> {
  const pickup = { lat: query.pickup_lat, lng: query.pickup_lng };
  const pickupDistrict = districtAt(pickup);
  if (query.trip_type === 'hourly') {
    // The schema requires hours for hourly trips.
    const estimate = estimateTripFare(
      { trip_type: 'hourly', car_type: query.car_type, hours: query.hours! },
      await pricing(),
    );
    return fromEstimate(estimate, 0, districtView(pickupDistrict), null);
  }

  // The schema requires a drop-off for every other trip type.
  const dropoff = { lat: query.dropoff_lat!, lng: query.dropoff_lng! };
  const dropoffDistrict = districtAt(dropoff);
  const stats =
    pickupDistrict && dropoffDistrict
      ? await routeStats(db, cache, now, {
          pickupDistrict: pickupDistrict.id,
          dropoffDistrict: dropoffDistrict.id,
          carType: query.car_type,
          tripType: query.trip_type,
        })
      : undefined;
  const districts = [districtView(pickupDistrict), districtView(dropoffDistrict)] as const;
  if (stats && stats.count >= MIN_ACCEPTED_TRIPS) {
    return {
      source: 'bids',
      low: Math.round(stats.q1!),
      high: Math.round(stats.q3!),
      median: Math.round(stats.median!),
      sample_size: stats.count,
      pickup_district: districts[0],
      dropoff_district: districts[1],
    };
  }
  const estimate = estimateTripFare(
    { trip_type: query.trip_type, car_type: query.car_type, from: pickup, to: dropoff },
    await pricing(),
  );
  return fromEstimate(estimate, stats?.count ?? 0, ...districts);
}

function routeStats(db: DbOrTx, cache: FareGuidanceCache, now: Date, route: FareRoute) {
  const since = new Date(now.getTime() - GUIDANCE_WINDOW_DAYS * DAY_MS);
  return cache.get(routeKey(route), now.getTime(), async () => ({
    value: await acceptedFareStats(db, route, since),
    expiresAt: now.getTime() + FARE_GUIDANCE_MAX_AGE_MS,
  }));
}

function fromEstimate(
  estimate: { min: number; max: number },
  sampleSize: number,
  pickup: GuidanceDistrict | null,
  dropoff: GuidanceDistrict | null,
): FareGuidance {
  return {
    source: 'estimate',
    low: estimate.min,
    high: estimate.max,
    median: null,
    sample_size: sampleSize,
    pickup_district: pickup,
    dropoff_district: dropoff,
  };
}
