import {
  cancelOption,
  type PaymentGatewayKey,
  type TripListQuery,
  type TripListTab,
  type TripStatus,
  tripListTabStatuses,
} from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { advanceViewOf } from '../advance/advance-view';
import { findTripOfPassenger, listOngoingTrips, listTimeline, type TripRow } from './repo';
import { tripNotFound } from './trip-errors';
import { toFullTripView, toTripViews } from './trip-extras';
import { listTripViewsOfPassenger } from './trip-list-repo';
import { toTimelineEvent } from './trip-view';

const HOUR_MS = 3_600_000;
/** The home page shows confirmed trips picking up within this many hours. */
const ONGOING_HORIZON_HOURS = 24;

function statusesOf(status: TripStatus | undefined, tab: TripListTab | undefined) {
  const inTab: readonly TripStatus[] | undefined = tab ? tripListTabStatuses[tab] : undefined;
  if (!status) return inTab;
  return !inTab || inTab.includes(status) ? [status] : [];
}

/** GET /user/trips: newest first, by status and/or My Trips tab. */
export async function listTrips(
  db: DbOrTx,
  passengerId: number,
  query: TripListQuery & { tab?: TripListTab },
) {
  const statuses = statusesOf(query.status, query.tab);
  const { items, total } =
    statuses?.length === 0
      ? { items: [], total: 0 }
      : await listTripViewsOfPassenger(db, passengerId, {
          statuses,
          page: query.page,
          perPage: query.per_page,
        });
  return { items, page: query.page, per_page: query.per_page, total };
}

/**
 * When cancelling outright stops being possible: a requested trip until pickup (then it expires), a
 * confirmed one until the window before pickup (the same edge `cancelOption` uses); otherwise never.
 */
function cancelUntil(trip: TripRow, windowMinutes: number): Date | null {
  if (trip.status === 'requested') return trip.pickupAt;
  if (trip.status === 'confirmed') return new Date(trip.pickupAt.getTime() - windowMinutes * 60_000);
  return null;
}

/** GET /user/trips/{id}: the trip, its timeline, and what the cancel button may do now. */
export async function getTripDetail(
  db: DbOrTx,
  {
    passengerId,
    tripId,
    now,
    windowMinutes,
    gateways,
  }: {
    passengerId: number;
    tripId: number;
    now: Date;
    windowMinutes: number;
    gateways: readonly PaymentGatewayKey[];
  },
) {
  const trip = await findTripOfPassenger(db, tripId, passengerId);
  if (!trip) throw tripNotFound();
  return tripDetailOf(db, trip, { now, windowMinutes, gateways });
}

/** The detail of a trip already read (POST /user/accept-bid answers with it, inside its transaction). */
export async function tripDetailOf(
  db: DbOrTx,
  trip: TripRow,
  {
    now,
    windowMinutes,
    gateways,
  }: { now: Date; windowMinutes: number; gateways: readonly PaymentGatewayKey[] },
) {
  const timeline = await listTimeline(db, trip.id);
  return {
    trip: await toFullTripView(db, trip),
    timeline: timeline.map(toTimelineEvent),
    cancel: {
      option: cancelOption({ status: trip.status, pickupAt: trip.pickupAt, now, windowMinutes }),
      until: cancelUntil(trip, windowMinutes)?.toISOString() ?? null,
    },
    advance: await advanceViewOf(db, trip, { now, gateways }),
  };
}

/** GET /user/ongoing-trips: started trips, and confirmed ones picking up within the next 24 hours. */
export async function listOngoing(db: DbOrTx, passengerId: number, now: Date) {
  const rows = await listOngoingTrips(
    db,
    passengerId,
    new Date(now.getTime() + ONGOING_HORIZON_HOURS * HOUR_MS),
  );
  return toTripViews(db, rows);
}
