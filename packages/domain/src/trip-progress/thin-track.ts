import { distanceM, elapsedMs, type Position } from './position';

// DESIGN.md §15: the stored track keeps a point per 30 s or per 200 m, whichever comes first; enough to
// settle a dispute about the route, a tenth of the points a phone sends every 5–10 s.
export const TRACK_KEEP_INTERVAL_MS = 30_000;
export const TRACK_KEEP_DISTANCE_M = 200;

export type TrackThinning = { intervalMs?: number; distanceM?: number };

/** Whether `point` joins the stored track after `lastKept`; a trip's first point is always kept. */
export function shouldKeepTrackPoint(
  lastKept: Position | undefined,
  point: Position,
  { intervalMs = TRACK_KEEP_INTERVAL_MS, distanceM: keepM = TRACK_KEEP_DISTANCE_M }: TrackThinning = {},
): boolean {
  if (!lastKept) return true;
  return elapsedMs(lastKept, point) >= intervalMs || distanceM(lastKept, point) >= keepM;
}

/** A whole trip's points (oldest first) thinned, its last point kept too: where the trip ended. */
export function thinTrack(points: readonly Position[], thinning: TrackThinning = {}): Position[] {
  const kept: Position[] = [];
  for (const [index, point] of points.entries()) {
    const isLast = index === points.length - 1;
    if (isLast || shouldKeepTrackPoint(kept.at(-1), point, thinning)) kept.push(point);
  }
  return kept;
}
