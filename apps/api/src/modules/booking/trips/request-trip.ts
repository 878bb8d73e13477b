import {
  type AirportRequest,
  type CarTypeKey,
  type FareEstimateRequest,
  findAirport,
  type TripRequest,
  tabOfTripType,
  validationMessage,
} from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { bookableCarTypes } from '../../cars';
import { estimateCarType } from '../../fares';
import { districtAt } from '../../geo';
import { insertTrip, type NewTrip } from './repo';
import { pushNewTrip } from './trip-pushes';
import { toTripView } from './trip-view';

type Place = { address: string; lat: number; lng: number };

/** Either request form, reduced to the trip's columns and the fare question that prices it. */
export type PlannedTrip = {
  values: Omit<NewTrip, 'passengerId' | 'estimateFare' | 'estimateMin' | 'estimateMax' | 'roadKm'>;
  fareRequest: FareEstimateRequest;
};

const fieldError = (field: string, message: string) => refuse('validationError', 422, { [field]: [message] });

const point = ({ lat, lng }: Place) => ({ lat, lng });
// Each end's district is stored with it: fare guidance groups accepted fares by route.
const pickupColumns = (place: Place) => ({
  pickupAddress: place.address,
  pickupLat: place.lat,
  pickupLng: place.lng,
  pickupDistrict: districtAt(place)?.id ?? null,
});
const dropoffColumns = (place: Place | null) => ({
  dropoffAddress: place?.address ?? null,
  dropoffLat: place?.lat ?? null,
  dropoffLng: place?.lng ?? null,
  dropoffDistrict: place ? (districtAt(place)?.id ?? null) : null,
});

const optional = (text: string | undefined) => (text ? text : null);

/** POST /user/trips: fields a trip type does not use (hours on a one-way trip) are dropped here. */
export function planCarRentalTrip(body: TripRequest): PlannedTrip {
  const common = {
    kind: tabOfTripType(body.trip_type),
    tripType: body.trip_type,
    carType: body.car_type,
    pickupAt: new Date(body.pickup_at),
    bidAmount: body.bid_amount ?? null,
    note: optional(body.note),
    ...pickupColumns(body.pickup),
  };
  if (body.trip_type === 'hourly') {
    // The schema requires hours for hourly trips.
    const hours = body.hours!;
    return {
      values: { ...common, ...dropoffColumns(null), hours },
      fareRequest: { trip_type: 'hourly', hours },
    };
  }
  // The schema requires a drop-off for one-way and round trips, and a return time for round trips.
  const dropoff = body.dropoff!;
  return {
    values: {
      ...common,
      ...dropoffColumns(dropoff),
      returnAt: body.trip_type === 'round_way' ? new Date(body.return_at!) : null,
    },
    fareRequest: { trip_type: body.trip_type, pickup: point(body.pickup), dropoff: point(dropoff) },
  };
}

/** POST /user/airport-rental-request: `location` is the home end; the airport is the other end. */
export function planAirportTrip(body: AirportRequest): PlannedTrip {
  const airport = findAirport(body.airport_code);
  const airportPlace = { address: airport.name_en, lat: airport.lat, lng: airport.lng };
  const isFromAirport = body.trip_type === 'from_airport';
  return {
    values: {
      kind: tabOfTripType(body.trip_type),
      tripType: body.trip_type,
      carType: body.car_type,
      ...pickupColumns(isFromAirport ? airportPlace : body.location),
      ...dropoffColumns(isFromAirport ? body.location : airportPlace),
      airportCode: body.airport_code,
      flightNumber: optional(body.flight_number?.toUpperCase()),
      pickupAt: new Date(body.pickup_at),
      bidAmount: body.bid_amount ?? null,
      note: optional(body.note),
    },
    fareRequest: {
      trip_type: body.trip_type,
      airport_code: body.airport_code,
      location: point(body.location),
    },
  };
}

async function assertCarTypeOffered(tx: DbOrTx, carType: CarTypeKey) {
  // The domain knows six car types; an admin may have taken one out of service.
  const offered = await bookableCarTypes(tx);
  if (!offered.some((c) => c.key === carType))
    throw fieldError('car_type', validationMessage('carTypeInvalid'));
}

/** Prices the trip with the stored pricing model and saves it as requested, in the caller's transaction. */
export async function requestTrip(
  tx: DbOrTx,
  { passengerId, plan, now }: { passengerId: number; plan: PlannedTrip; now: Date },
) {
  const carType = plan.values.carType as CarTypeKey;
  await assertCarTypeOffered(tx, carType);
  const { estimate, HighDemand } = await estimateCarType(tx, plan.fareRequest, carType);
  const row = await insertTrip(tx, {
    ...plan.values,
    passengerId,
    status: 'requested',
    estimateFare: estimate.fare,
    estimateMin: estimate.min,
    estimateMax: estimate.max,
    roadKm: estimate.road_km,
    createdAt: now,
    updatedAt: now,
  });
  await pushNewTrip(tx, row, now);
  return { trip: toTripView(row), estimate: { min: estimate.min, max: estimate.max }, HighDemand };
}
