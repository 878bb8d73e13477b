import type { CancelOption, CarTypeKey, TripStatus, TripType } from '@pothik/domain';
import type { DriverCard } from '@/features/bids/bid-view';
import type { FareFigures } from '@/features/bids/fare-figures';

// The shapes of apps/api/src/modules/trips/schemas.ts as the browser receives them (times ISO 8601 UTC).

export type Place = { address: string; lat: number; lng: number };

/** The booked driver: how to recognise the car and call them. */
export type DriverContact = DriverCard & { plate_number: string; mobile: string };

/** The figures calculateFare made when the bid was accepted, stored on the trip; whole taka. */
export type TripFare = FareFigures & { promo_code: string | null };

export type TripReview = { rating: number; comment: string | null; created_at: string };

export type TripView = {
  id: number;
  trip_type: TripType;
  car_type: CarTypeKey;
  pickup: Place;
  /** null for hourly trips */
  dropoff: Place | null;
  airport_code: string | null;
  flight_number: string | null;
  pickup_at: string;
  return_at: string | null;
  hours: number | null;
  /** The passenger's own offer, taka. */
  bid_amount: number | null;
  note: string | null;
  status: TripStatus;
  estimate_min: number;
  estimate_max: number;
  road_km: number | null;
  cancel_note: string | null;
  cancelled_at: string | null;
  created_at: string;
  /** Set while the trip is confirmed, cancel_requested, started or completed. */
  driver: DriverContact | null;
  /** Set when a bid is accepted. */
  fare: TripFare | null;
  confirmed_at: string | null;
  /** When the driver said they reached the pickup. */
  arrived_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  is_reviewed: boolean;
  review: TripReview | null;
};

export const tripActors = ['passenger', 'driver', 'admin', 'system'] as const;
export type TripActor = (typeof tripActors)[number];

export type TimelineEvent = {
  /** null on the event that created the trip */
  from_status: TripStatus | null;
  to_status: TripStatus;
  at: string;
  actor: TripActor;
  note: string | null;
};

/** GET /user/trips/{id} → data. */
export type TripDetail = {
  trip: TripView;
  timeline: TimelineEvent[];
  /** `until`: when cancelling outright stops being possible (null when it never applies). */
  cancel: { option: CancelOption; until: string | null };
};

/** GET /user/trips → data. */
export type TripPage = { items: TripView[]; page: number; per_page: number; total: number };

export type CancelReason = { id: number; key: string; text_en: string; text_bn: string };

/** The My Trips tabs; the API lists the statuses of each (upcoming also holds started trips). */
export const tripListTabs = ['upcoming', 'past', 'cancelled'] as const;
export type TripListTab = (typeof tripListTabs)[number];
