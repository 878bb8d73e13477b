import type { Position } from '@pothik/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, tripPositions, trips, tripTrackPoints } from '../../../db/schema/index';
import { heardLatestPosition } from './position-channel';

type PositionRow = typeof tripPositions.$inferSelect;
type TrackRow = typeof tripTrackPoints.$inferSelect;

const toPosition = (row: Pick<TrackRow, 'lat' | 'lng' | 'accuracyM' | 'headingDeg' | 'speedMps' | 'at'>) => ({
  lat: row.lat,
  lng: row.lng,
  accuracyM: row.accuracyM,
  ...(row.headingDeg === null ? {} : { headingDeg: row.headingDeg }),
  ...(row.speedMps === null ? {} : { speedMps: row.speedMps }),
  at: row.at,
});

/** The trip's latest accepted point and its submission window (a trip's state loaded into memory). */
export async function findLatestPositionRow(
  db: DbOrTx,
  tripId: number,
): Promise<{ position: Position; row: PositionRow } | undefined> {
  const [row] = await db.select().from(tripPositions).where(eq(tripPositions.tripId, tripId)).limit(1);
  return row && { position: toPosition(row), row };
}

/**
 * The latest accepted point of the trip, if any (a new viewer's first paint): the newer of the point
 * this process heard last and the stored row, which is written only every TRACK_LATEST_WRITE_MS.
 */
export async function findLatestPosition(db: DbOrTx, tripId: number): Promise<Position | undefined> {
  const heard = heardLatestPosition(db, tripId);
  const [row] = await db.select().from(tripPositions).where(eq(tripPositions.tripId, tripId)).limit(1);
  return newerPosition(heard, row && toPosition(row));
}

/** The newer of two points of a trip (the heard one on a tie: the same point). */
export function newerPosition<H extends { at: Date }, S extends { at: Date }>(
  heard: H | undefined,
  stored: S | undefined,
): H | S | undefined {
  if (!heard || !stored) return heard ?? stored;
  return heard.at.getTime() >= stored.at.getTime() ? heard : stored;
}

/** The last point kept in the trip's stored track: the next one is kept 30 s or 200 m after it. */
export async function findLastTrackPoint(db: DbOrTx, tripId: number): Promise<Position | undefined> {
  const [row] = await db
    .select()
    .from(tripTrackPoints)
    .where(eq(tripTrackPoints.tripId, tripId))
    .orderBy(desc(tripTrackPoints.at), desc(tripTrackPoints.id))
    .limit(1);
  return row && toPosition(row);
}

/**
 * The trip's stored track, oldest first, ending with the latest point (thinTrack keeps a track's last
 * point: where the car was last seen), which the thinned rows may not hold yet.
 */
export async function listTrack(db: DbOrTx, tripId: number): Promise<Position[]> {
  const [rows, latest] = await Promise.all([
    db
      .select()
      .from(tripTrackPoints)
      .where(eq(tripTrackPoints.tripId, tripId))
      .orderBy(tripTrackPoints.at, tripTrackPoints.id),
    findLatestPosition(db, tripId),
  ]);
  const track = rows.map(toPosition);
  const last = track.at(-1);
  if (latest && (!last || latest.at.getTime() > last.at.getTime())) track.push(latest);
  return track;
}

/** A kept point of a trip's thinned track. */
export type TrackPointRow = { tripId: number; position: Position };
/** A trip's latest point, when it came, and the submission window it was counted in. */
export type LatestPositionRow = {
  tripId: number;
  position: Position;
  receivedAt: Date;
  window: { startedAt: Date; count: number };
};

// Rows per statement: a short one each, so the writer never holds the database long and other
// statements (a page's reads) run between them.
const ROWS_PER_STATEMENT = 50;

/** The rows in statements' worth. */
function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT);
}

// The writer's statements take each column as one array parameter (unnest): their text never changes
// with the number of rows, and building one costs next to nothing, where a query builder's multi-row
// insert spent more of the event loop than the database did (docs/decisions/0021).
const column = <T>(type: string, values: T[]) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** trip_id and the position columns of rows, as unnest's arguments in the tables' column order. */
const positionColumns = (rows: readonly { tripId: number; position: Position }[]) => [
  column(
    'int4',
    rows.map((r) => r.tripId),
  ),
  column(
    'float8',
    rows.map((r) => r.position.lat),
  ),
  column(
    'float8',
    rows.map((r) => r.position.lng),
  ),
  column(
    'real',
    rows.map((r) => r.position.accuracyM),
  ),
  column(
    'real',
    rows.map((r) => r.position.headingDeg ?? null),
  ),
  column(
    'real',
    rows.map((r) => r.position.speedMps ?? null),
  ),
  column(
    'timestamptz',
    rows.map((r) => r.position.at.toISOString()),
  ),
];

/** Kept points of any trips, in statements of ROWS_PER_STATEMENT rows. */
export async function insertTrackPoints(db: DbOrTx, points: readonly TrackPointRow[]) {
  for (const chunk of chunks(points)) {
    await db.execute(
      sql`insert into trip_track_points (trip_id, lat, lng, accuracy_m, heading_deg, speed_mps, at)
        select * from unnest(${sql.join(positionColumns(chunk), sql`, `)})`,
    );
  }
}

/**
 * Stores trips' latest points and rate windows in upserts of ROWS_PER_STATEMENT rows. A row never goes
 * back in time: a point older than the stored one (another process's newer write) leaves it.
 */
export async function saveLatestPositions(db: DbOrTx, rows: readonly LatestPositionRow[]) {
  for (const chunk of chunks(rows)) {
    const columns = [
      ...positionColumns(chunk),
      column(
        'timestamptz',
        chunk.map((r) => r.receivedAt.toISOString()),
      ),
      column(
        'timestamptz',
        chunk.map((r) => r.window.startedAt.toISOString()),
      ),
      column(
        'int4',
        chunk.map((r) => r.window.count),
      ),
    ];
    await db.execute(
      sql`insert into trip_positions (trip_id, lat, lng, accuracy_m, heading_deg, speed_mps, at, received_at,
          window_started_at, window_count)
        select * from unnest(${sql.join(columns, sql`, `)})
        on conflict (trip_id) do update set lat = excluded.lat, lng = excluded.lng,
          accuracy_m = excluded.accuracy_m, heading_deg = excluded.heading_deg, speed_mps = excluded.speed_mps,
          at = excluded.at, received_at = excluded.received_at, window_started_at = excluded.window_started_at,
          window_count = excluded.window_count
        where trip_positions.at <= excluded.at`,
    );
  }
}

/**
 * The retention job: track points (and latest positions) taken before `cutoff`, at most `limit` track
 * points a round so one round never holds the table long. Returns how many track points went.
 */
export async function deleteTracksBefore(db: DbOrTx, cutoff: Date, limit: number): Promise<number> {
  const deleted = await db
    .delete(tripTrackPoints)
    .where(
      sql`${tripTrackPoints.id} in (select ${tripTrackPoints.id} from ${tripTrackPoints} where ${lt(tripTrackPoints.at, cutoff)} limit ${limit})`,
    )
    .returning({ id: tripTrackPoints.id });
  await db.delete(tripPositions).where(and(lt(tripPositions.at, cutoff)));
  return deleted.length;
}

/** Who drives and who rides the trip, and whether it takes positions now (a trip's state in memory). */
export async function findTrackedTrip(db: DbOrTx, tripId: number) {
  const [row] = await db
    .select({
      passengerId: trips.passengerId,
      status: trips.status,
      onMyWayAt: trips.onMyWayAt,
      driverUserId: drivers.userId,
    })
    .from(trips)
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .where(eq(trips.id, tripId))
    .limit(1);
  return row;
}
