import type { CarTypeKey, PromoCategory, PromoCodeType, TripStatus } from '@pothik/domain';

// The shapes of apps/api/src/modules/{bids,promos,reviews}/schemas.ts as the browser receives them.

/** A driver as a passenger comparing bids sees them (no plate or phone before booking). */
export type DriverCard = {
  id: number;
  name: string;
  /** A path under /images on the API host. */
  photo: string | null;
  /** Average of 1–5 stars; null before any review. */
  rating: number | null;
  rating_count: number;
  completed_trips: number;
  car_type: CarTypeKey;
  car_model: string;
};

export type PassengerBid = {
  id: number;
  driver_fare: number;
  /** The passenger's offer when the driver agreed to it; else null. */
  bid_amount: number | null;
  /** bid_amount ?? driver_fare */
  fare: number;
  insurance_fee: number;
  platform_fee: number;
  /** fare + fees, before any promo */
  total: number;
  expires_at: string;
  created_at: string;
  driver: DriverCard;
};

/** GET /user/bid-list/{tripId} → data. */
export type BidList = {
  trip_id: number;
  status: TripStatus;
  pickup_at: string;
  bid_amount: number | null;
  bids: PassengerBid[];
};

/** GET /user/promos → data[]; the amounts are named as calculateFare's PromoInput reads them. */
export type Promo = {
  id: number;
  code: string;
  title_en: string;
  title_bn: string;
  promo_category: PromoCategory;
  promo_code_type: PromoCodeType;
  promo_code_amount: number;
  up_to_amount: number;
  actual_amount: number;
  elevated_amount: number;
  starts_at: string;
  ends_at: string;
  uses_left: number;
};

/** POST /user/get-driver-review → data. */
export type DriverReviews = {
  driver: DriverCard;
  rating: { average: number | null; count: number };
  reviews: { rating: number; comment: string | null; created_at: string; passenger_name: string | null }[];
};
