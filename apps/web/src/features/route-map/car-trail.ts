'use client';

import { useCallback, useState } from 'react';

/** A point of the booked car as a viewer gets it (the passenger's PositionView, a share link's less). */
export type CarPoint = { lat: number; lng: number; at: string; accuracy_m?: number };

// The newest points received are kept for the approach check (the domain's approachTo looks at the
// last three minutes: at a point per 5–10 s, this many are more than enough).
const KEPT_POINTS = 40;

/** The car's latest points, newest last; `add` ignores the same point again and an older one. */
export function useCarTrail<P extends CarPoint>(): { points: P[]; add: (point: P) => void } {
  const [points, setPoints] = useState<P[]>([]);
  const add = useCallback(
    (point: P) =>
      setPoints((list) => {
        const last = list.at(-1);
        // The same point again (a first paint's read after a socket's, a poll's) or an older one: ignored.
        if (last && Date.parse(point.at) <= Date.parse(last.at)) return list;
        return [...list, point].slice(-KEPT_POINTS);
      }),
    [],
  );
  return { points, add };
}
