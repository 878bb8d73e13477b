import type { TripStatus } from '../reference/trip-status';
import type { ReliabilityThresholds } from './reliability-schemas';

// DESIGN.md §17: cancellations that cost, and each driver's reliability over the last 90 days.

/** Why a booked driver gives a trip back; the trip returns to bidding either way. */
export const driverCancelReasons = [
  'car_breakdown',
  'unwell',
  'family_emergency',
  'passenger_unreachable',
  'unsafe_pickup',
  'other',
] as const;
export type DriverCancelReason = (typeof driverCancelReasons)[number];

export function isDriverCancelReason(value: string): value is DriverCancelReason {
  return (driverCancelReasons as readonly string[]).includes(value);
}

export const driverCancelReasonNames: { readonly [R in DriverCancelReason]: { en: string; bn: string } } = {
  car_breakdown: { en: 'My car broke down', bn: 'আমার গাড়ি নষ্ট হয়ে গেছে' },
  unwell: { en: 'I am unwell', bn: 'আমি অসুস্থ' },
  family_emergency: { en: 'A family emergency', bn: 'পরিবারের জরুরি অবস্থা' },
  passenger_unreachable: { en: 'I cannot reach the passenger', bn: 'যাত্রীর সাথে যোগাযোগ করা যাচ্ছে না' },
  unsafe_pickup: { en: 'The pickup is not safe to reach', bn: 'পিকআপে পৌঁছানো নিরাপদ নয়' },
  other: { en: 'Another reason', bn: 'অন্য কারণ' },
};

/** What counts against a driver: they gave a booked trip back, or staff confirmed they did not come. */
export const driverCancellationKinds = ['cancelled', 'no_show'] as const;
export type DriverCancellationKind = (typeof driverCancellationKinds)[number];

/** A passenger may say "the driver did not come" this long after the pickup time, until check-in. */
export const NO_SHOW_AFTER_MIN = 15;

export function noShowOpensAt(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() + NO_SHOW_AFTER_MIN * 60_000);
}

/** Whether the passenger may report the driver did not come: booked, not started, 15 minutes past pickup. */
export function canReportNoShow(trip: { status: TripStatus; pickupAt: Date }, now: Date): boolean {
  return trip.status === 'confirmed' && now.getTime() >= noShowOpensAt(trip.pickupAt).getTime();
}

/** The states of a passenger's report, decided once by staff. */
export const noShowReportStatuses = ['open', 'confirmed', 'dismissed'] as const;
export type NoShowReportStatus = (typeof noShowReportStatuses)[number];

/** Reliability looks back this far. */
export const RELIABILITY_WINDOW_DAYS = 90;
/** An arrival this late after the pickup time still counts as on time. */
export const PUNCTUAL_GRACE_MIN = 5;

export function reliabilitySince(now: Date): Date {
  return new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000);
}

/** One driver's history in the window, as the repository reads it. */
export type ReliabilityHistory = {
  /** Booked trips the driver completed, with their pickup time and when the driver reached the pickup. */
  completed: readonly { pickupAt: Date; arrivedAt: Date | null }[];
  /** Booked trips the driver gave back. */
  cancellations: number;
  /** Booked trips staff confirmed the driver did not come to. */
  noShows: number;
};

export type ReliabilityFigures = {
  /** Bookings decided by the driver: completed, given back, or not come to. */
  booked: number;
  completed: number;
  /** Whole percent of `booked` completed; null with no booking in the window. */
  completedPercent: number | null;
  cancellations: number;
  noShows: number;
  /** Completed trips whose arrival is known. */
  arrivals: number;
  /** Whole percent of `arrivals` no later than PUNCTUAL_GRACE_MIN after the pickup time; null without any. */
  onTimePercent: number | null;
};

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.floor((part * 100) / whole));

/**
 * The figures of one driver's 90 days. Passengers' own cancellations are not the driver's doing and
 * are left out of `booked`. Percentages round down, so "100 %" means every one.
 */
export function reliabilityFigures(history: ReliabilityHistory): ReliabilityFigures {
  const completed = history.completed.length;
  const booked = completed + history.cancellations + history.noShows;
  const arrived = history.completed.filter((t) => t.arrivedAt !== null);
  const onTime = arrived.filter(
    (t) => t.arrivedAt!.getTime() <= t.pickupAt.getTime() + PUNCTUAL_GRACE_MIN * 60_000,
  ).length;
  return {
    booked,
    completed,
    completedPercent: percent(completed, booked),
    cancellations: history.cancellations,
    noShows: history.noShows,
    arrivals: arrived.length,
    onTimePercent: percent(onTime, arrived.length),
  };
}

export const defaultReliabilityThresholds: ReliabilityThresholds = {
  min_booked: 5,
  warn_completed_percent: 90,
  warn_misses: 3,
  pause_completed_percent: 75,
  pause_misses: 6,
};

export type ReliabilityVerdict = 'ok' | 'warn' | 'pause';

/**
 * What the figures call for: `pause` (bidding paused for staff review: the driver states' branch acts
 * on it), `warn` (the driver is told), or `ok`. Misses (cancellations and no-shows) count even when
 * there are too few bookings to judge the completed share.
 */
export function reliabilityVerdict(
  figures: ReliabilityFigures,
  thresholds: ReliabilityThresholds,
): ReliabilityVerdict {
  const misses = figures.cancellations + figures.noShows;
  const judged = figures.booked >= thresholds.min_booked && figures.completedPercent !== null;
  const pct = figures.completedPercent ?? 100;
  if (misses >= thresholds.pause_misses || (judged && pct < thresholds.pause_completed_percent))
    return 'pause';
  if (misses >= thresholds.warn_misses || (judged && pct < thresholds.warn_completed_percent)) return 'warn';
  return 'ok';
}

/** A passenger's cancellations of booked trips in the window, for staff and for drivers judging a trip. */
export type PassengerCancelFigures = {
  /** Trips of theirs a driver was booked on (however they ended). */
  booked: number;
  /** Of those, cancelled by the passenger after booking. */
  cancelledAfterBooking: number;
  /** Of those, cancelled inside the window before pickup (through a request staff approved). */
  lateCancellations: number;
};
