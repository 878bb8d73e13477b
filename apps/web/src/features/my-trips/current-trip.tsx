'use client';

import type { TripDetail } from '@pothik/domain';
import { createContext, useContext } from 'react';

export type CurrentTrip = {
  detail: TripDetail;
  /** Fetches the trip again (status, timeline, cancel option) while the page keeps showing it. */
  refresh: () => Promise<void>;
};

const CurrentTripContext = createContext<CurrentTrip | null>(null);

export const CurrentTripProvider = CurrentTripContext.Provider;

/**
 * The trip the detail page shows, for the sections the page hosts in its live slot (e.g. the bids
 * list): they read the trip from here and call refresh after changing it.
 */
export function useCurrentTrip(): CurrentTrip {
  const value = useContext(CurrentTripContext);
  if (!value) throw new Error('useCurrentTrip must be used inside the trip detail page');
  return value;
}
