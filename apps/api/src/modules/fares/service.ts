import {
  type CarTypeKey,
  calculateFees,
  estimateAirportTripFare,
  estimateTripFare,
  type FareEstimateList,
  type FareEstimateRequest,
  isCarTypeKey,
  type PricingSettings,
} from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { bookableCarTypes } from '../cars';
import { getHighDemand, getPricingSettings } from '../settings';

function estimateFor(request: FareEstimateRequest, car_type: CarTypeKey, settings: PricingSettings) {
  if (request.trip_type === 'hourly') {
    return estimateTripFare({ trip_type: 'hourly', car_type, hours: request.hours }, settings);
  }
  if ('airport_code' in request) {
    return estimateAirportTripFare(
      {
        trip_type: request.trip_type,
        airport_code: request.airport_code,
        car_type,
        location: request.location,
      },
      settings,
    );
  }
  return estimateTripFare(
    { trip_type: request.trip_type, car_type, from: request.pickup, to: request.dropoff },
    settings,
  );
}

/** A trip request's price: one car type's estimate by the stored pricing model, and the high-demand notice. */
export async function estimateCarType(db: DbOrTx, request: FareEstimateRequest, car_type: CarTypeKey) {
  // Sequential: `db` may be a transaction handle, which runs one query at a time anyway.
  const settings = await getPricingSettings(db);
  const HighDemand = await getHighDemand(db);
  return { estimate: estimateFor(request, car_type, settings), HighDemand };
}

/** What "Get Fare" prices by: the stored pricing model, the active car types and the high-demand notice. */
export type PricingInputs = {
  settings: PricingSettings;
  carTypes: CarTypeKey[];
  HighDemand: Awaited<ReturnType<typeof getHighDemand>>;
};

export async function loadPricingInputs(db: DbOrTx): Promise<PricingInputs> {
  const [settings, cars, HighDemand] = await Promise.all([
    getPricingSettings(db),
    bookableCarTypes(db),
    getHighDemand(db),
  ]);
  return { settings, carTypes: cars.map((c) => c.key).filter(isCarTypeKey), HighDemand };
}

/**
 * "Get Fare": the estimate range of every active car type, priced by the stored pricing model. Built
 * field by field in the contract's order (`fareEstimateListSchema`): the route writes it out as it is.
 */
export function estimateAllCarTypes(
  { settings, carTypes, HighDemand }: PricingInputs,
  request: FareEstimateRequest,
): FareEstimateList {
  const estimates = carTypes.map((car_type) => {
    const { fare, min, max, road_km } = estimateFor(request, car_type, settings);
    const { insurance_fee, platform_fee } = calculateFees(fare, settings);
    return { car_type, fare, min, max, road_km, insurance_fee, platform_fee };
  });
  const { status, message_en, message_bn } = HighDemand;
  return { estimates, HighDemand: { status, message_en, message_bn } };
}
