import type { Position } from '@pothik/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tripPositions, tripTrackPoints } from '../../../db/schema/index';

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

const columnsOf = (p: Position) => ({
  lat: p.lat,
  lng: p.lng,
  accuracyM: p.accuracyM,
  headingDeg: p.headingDeg ?? null,
  speedMps: p.speedMps ?? null,
  at: p.at,
});

/** The trip's latest accepted point and its submission window, locked for the submission's transaction. */
export async function lockLatestPosition(
  tx: DbOrTx,
  tripId: number,
): Promise<{ position: Position; row: PositionRow } | undefined> {
  const [row] = await tx.select().from(tripPositions).where(eq(tripPositions.tripId, tripId)).for('update');
  return row && { position: toPosition(row), row };
}

/** The latest accepted point of the trip, if any (a new viewer's first paint). */
export async function findLatestPosition(db: DbOrTx, tripId: number): Promise<Position | undefined> {
  const [row] = await db.select().from(tripPositions).where(eq(tripPositions.tripId, tripId)).limit(1);
  return row && toPosition(row);
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

export async function insertTrackPoints(tx: DbOrTx, tripId: number, points: readonly Position[]) {
  if (points.length === 0) return;
  await tx.insert(tripTrackPoints).values(points.map((p) => ({ tripId, ...columnsOf(p) })));
}

/** Stores the trip's latest point and the submission window it was counted in. */
export async function saveLatestPosition(
  tx: DbOrTx,
  tripId: number,
  latest: Position,
  window: { startedAt: Date; count: number },
  now: Date,
) {
  const values = {
    ...columnsOf(latest),
    receivedAt: now,
    windowStartedAt: window.startedAt,
    windowCount: window.count,
  };
  await tx
    .insert(tripPositions)
    .values({ tripId, ...values })
    .onConflictDoUpdate({ target: tripPositions.tripId, set: values });
}

/** Counts a submission that stored nothing (every point refused) in the trip's window. */
export async function countSubmission(
  tx: DbOrTx,
  tripId: number,
  window: { startedAt: Date; count: number },
) {
  await tx
    .update(tripPositions)
    .set({ windowStartedAt: window.startedAt, windowCount: window.count })
    .where(eq(tripPositions.tripId, tripId));
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
