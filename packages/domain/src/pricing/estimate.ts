import { type AirportCode, findAirport, isAirportCode } from '../reference/airports';
import { type CarTypeKey, isCarTypeKey } from '../reference/car-types';
import type { AirportTripType } from '../reference/trip-types';
import type { PricingSettings } from './default-settings';
import { type LatLng, roadKm } from './haversine';
import { PricingInputError } from './pricing-input-error';
import { roundToStep } from './round';
import { hourlyFare, oneWayFare, roundWayFare } from './trip-fare';

export type DistanceTripType = 'one_way' | 'round_way' | 'from_airport' | 'from_home';

export type EstimateRequest =
  | { trip_type: DistanceTripType; car_type: CarTypeKey; from: LatLng; to: LatLng }
  | { trip_type: 'hourly'; car_type: CarTypeKey; hours: number };

export type FareEstimate = {
  /** The point estimate in whole taka; demo bids start from it. */
  fare: number;
  /** The range shown for "Get Fare", each end rounded to settings.rounding_step. */
  min: number;
  max: number;
  /** Road km used, one decimal; null for hourly trips. */
  road_km: number | null;
};

export function estimateRange(fare: number, settings: PricingSettings): { min: number; max: number } {
  const spread = settings.estimate_spread_percent / 100;
  return {
    min: Math.max(0, roundToStep(fare * (1 - spread), settings.rounding_step)),
    max: roundToStep(fare * (1 + spread), settings.rounding_step),
  };
}

/** "Get Fare" and the demo drivers' starting point, for every trip type (DESIGN.md §6). */
export function estimateTripFare(request: EstimateRequest, settings: PricingSettings): FareEstimate {
  if (!isCarTypeKey(request.car_type)) {
    throw new PricingInputError('unknown_car_type', 'car_type', request.car_type);
  }
  const rate = settings.rates[request.car_type];
  if (request.trip_type === 'hourly') {
    const fare = Math.round(hourlyFare(rate, request.hours));
    return { fare, ...estimateRange(fare, settings), road_km: null };
  }
  const km = roadKm(request.from, request.to, settings.road_factor);
  const raw =
    request.trip_type === 'round_way'
      ? roundWayFare(rate, km, settings.round_way_factor)
      : oneWayFare(rate, km);
  const fare = Math.round(raw);
  return { fare, ...estimateRange(fare, settings), road_km: Math.round(km * 10) / 10 };
}

export type AirportEstimateRequest = {
  trip_type: AirportTripType;
  airport_code: AirportCode;
  car_type: CarTypeKey;
  location: LatLng;
};

/** An airport trip is a one-way trip between the airport and the passenger's location. */
export function estimateAirportTripFare(
  request: AirportEstimateRequest,
  settings: PricingSettings,
): FareEstimate {
  if (!isAirportCode(request.airport_code)) {
    throw new PricingInputError('unknown_airport', 'airport_code', request.airport_code);
  }
  const airport = findAirport(request.airport_code);
  const isFromAirport = request.trip_type === 'from_airport';
  return estimateTripFare(
    {
      trip_type: request.trip_type,
      car_type: request.car_type,
      from: isFromAirport ? airport : request.location,
      to: isFromAirport ? request.location : airport,
    },
    settings,
  );
}
