import {
  type CarTypeKey,
  calculateFare,
  calculateFees,
  type FareEstimate,
  type LatLng,
  type PricingSettings,
  type TripStatus,
  type TripType,
} from '@pothik/domain';
import type { trips } from '../schema/index';

type NewTrip = typeof trips.$inferInsert;

export type Place = LatLng & { address: string };

/** A car-rental trip as the demo seed and the tests describe one. */
export type TripSpec = {
  passengerId: number;
  tripType: TripType;
  carType: CarTypeKey;
  pickup: Place;
  dropoff: Place;
  /** The districts fare guidance groups the trip by (modules/geo's districtAt of each end). */
  pickupDistrict: string | null;
  dropoffDistrict: string | null;
  pickupAt: Date;
  /** When it was requested; also its last change until something else is said. */
  createdAt: Date;
  estimate: FareEstimate;
  status?: TripStatus;
};

/** The trip row as the request leaves it (requested unless `status` says otherwise). */
export function tripValues(trip: TripSpec): NewTrip {
  return {
    passengerId: trip.passengerId,
    kind: 'car_rental',
    tripType: trip.tripType,
    carType: trip.carType,
    pickupAddress: trip.pickup.address,
    pickupLat: trip.pickup.lat,
    pickupLng: trip.pickup.lng,
    dropoffAddress: trip.dropoff.address,
    dropoffLat: trip.dropoff.lat,
    dropoffLng: trip.dropoff.lng,
    pickupDistrict: trip.pickupDistrict,
    dropoffDistrict: trip.dropoffDistrict,
    pickupAt: trip.pickupAt,
    status: trip.status ?? 'requested',
    estimateFare: trip.estimate.fare,
    estimateMin: trip.estimate.min,
    estimateMax: trip.estimate.max,
    roadKm: trip.estimate.road_km,
    createdAt: trip.createdAt,
    updatedAt: trip.createdAt,
  };
}

/**
 * What accepting a bid of `driverFare` by `driverId` writes on its trip, with no promo: the fees of
 * the settings and the fare the passenger pays (as modules/booking's accept-bid computes them).
 */
export function bookingValues(
  driverId: number,
  driverFare: number,
  settings: Pick<PricingSettings, 'insurance_fee' | 'platform_fee_percent'>,
): Pick<
  NewTrip,
  'driverId' | 'fare' | 'insuranceFee' | 'platformFee' | 'amount' | 'discountAmount' | 'total'
> {
  const fees = calculateFees(driverFare, settings);
  const fare = calculateFare({ driver_fare: driverFare, bid_amount: null, ...fees, promo: null });
  return {
    driverId,
    fare: fare.breakdown.fare,
    insuranceFee: fees.insurance_fee,
    platformFee: fees.platform_fee,
    amount: fare.amount,
    discountAmount: fare.discount_amount,
    total: fare.breakdown.total,
  };
}
