'use client';

import type { PositionView } from '@pothik/domain';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

// The newest points received are kept for the approach check (the domain's approachTo looks at the
// last three minutes: at a point per 5–10 s, this many are more than enough).
const KEPT_POINTS = 40;

export type TripPosition = {
  /** Newest last; empty until the first point (the API's latest, then the socket's). */
  points: PositionView[];
  add: (position: PositionView) => void;
};

const TripPositionContext = createContext<TripPosition | null>(null);

/** Holds where the booked car is for the trip page: the live section writes, the map and panel read. */
export function TripPositionProvider({ children }: { children: ReactNode }) {
  const [points, setPoints] = useState<PositionView[]>([]);
  const value = useMemo<TripPosition>(
    () => ({
      points,
      add: (position) =>
        setPoints((list) => {
          const last = list.at(-1);
          // The same point again (the first paint's read after a socket's) or an older one: ignored.
          if (last && Date.parse(position.at) <= Date.parse(last.at)) return list;
          return [...list, position].slice(-KEPT_POINTS);
        }),
    }),
    [points],
  );
  return <TripPositionContext value={value}>{children}</TripPositionContext>;
}

/** The car's points, or none outside a trip page (the driver's map). */
export function useTripPosition(): TripPosition | null {
  return useContext(TripPositionContext);
}
