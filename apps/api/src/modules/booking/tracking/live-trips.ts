import { isPositionStale } from '@pothik/domain';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, incidents, tripPositions, trips } from '../../../db/schema/index';
import { heardLatestPosition } from './position-channel';
import { newerPosition } from './positions-repo';

/** At most this many trips on the staff's live map at once: the busiest evening's ongoing trips. */
const LIVE_TRIPS_LIMIT = 500;

export type LiveTrip = {
  trip_id: number;
  status: string;
  car_type: string;
  plate_number: string | null;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number } | null;
  position: { lat: number; lng: number; at: string; is_stale: boolean } | null;
  incident: { id: number; kind: string; state: string } | null;
};

/**
 * The console's live map (issue 43 item 7): every trip a car is driving to or on (on its way, arrived or
 * started), trips with an unresolved incident first, then the longest silent. No names or numbers: staff
 * open the trip for those, and that read is audited.
 */
export async function listLiveTrips(db: DbOrTx, now: Date): Promise<LiveTrip[]> {
  const open = db
    .select({
      tripId: incidents.tripId,
      id: sql<number>`max(${incidents.id})`.as('incident_id'),
    })
    .from(incidents)
    .where(inArray(incidents.state, ['open', 'acknowledged']))
    .groupBy(incidents.tripId)
    .as('open_incident');
  const rows = await db
    .select({ trip: trips, plate: drivers.plateNumber, position: tripPositions, incident: incidents })
    .from(trips)
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(tripPositions, eq(tripPositions.tripId, trips.id))
    .leftJoin(open, eq(open.tripId, trips.id))
    .leftJoin(incidents, eq(incidents.id, open.id))
    .where(
      or(
        eq(trips.status, 'started'),
        and(inArray(trips.status, ['confirmed', 'cancel_requested']), isNotNull(trips.onMyWayAt)),
      ),
    )
    .orderBy(desc(sql`${incidents.id} is not null`), asc(tripPositions.at), asc(trips.id))
    .limit(LIVE_TRIPS_LIMIT);
  return inMapOrder(rows.map((row) => ({ ...row, position: latestOf(db, row) }))).map(
    ({ trip, plate, position, incident }) => ({
      trip_id: trip.id,
      status: trip.status === 'confirmed' && trip.arrivedAt ? 'arrived' : trip.status,
      car_type: trip.carType,
      plate_number: plate,
      pickup: { lat: trip.pickupLat, lng: trip.pickupLng },
      dropoff:
        trip.dropoffLat !== null && trip.dropoffLng !== null
          ? { lat: trip.dropoffLat, lng: trip.dropoffLng }
          : null,
      position: position
        ? {
            lat: position.lat,
            lng: position.lng,
            at: position.at.toISOString(),
            is_stale: isPositionStale(position.at, now),
          }
        : null,
      incident: incident ? { id: incident.id, kind: incident.kind, state: incident.state } : null,
    }),
  );
}

type Point = { lat: number; lng: number; at: Date };
type LiveRow = { trip: { id: number }; position: Point | undefined; incident: unknown };

/** The stored row, or the newer point this process heard (the row is written every 30 s at most). */
function latestOf(db: DbOrTx, row: { trip: { id: number }; position: Point | null }): Point | undefined {
  return newerPosition(heardLatestPosition(db, row.trip.id), row.position ?? undefined);
}

/** The query's order again, on the points as they are now: incidents, the longest silent, then the rest. */
function inMapOrder<T extends LiveRow>(rows: T[]): T[] {
  const atOf = (row: LiveRow) => row.position?.at.getTime() ?? Number.POSITIVE_INFINITY;
  return rows.sort(
    (a, b) =>
      Number(b.incident !== null) - Number(a.incident !== null) || atOf(a) - atOf(b) || a.trip.id - b.trip.id,
  );
}
