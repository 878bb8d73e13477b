import { type HighDemand, highDemandSchema } from '@pothik/domain';
import { storageKeys } from './storage-keys';

export { highDemandMessage } from './high-demand-message';
// Kept apart from the reading below (and its schema), so the request page stores without zod.
export { storeHighDemand } from './store-high-demand';

function readHighDemand(): HighDemand | null {
  try {
    const raw = window.localStorage.getItem(storageKeys.highDemand);
    const value: unknown = raw ? JSON.parse(raw) : null;
    const parsed = highDemandSchema.safeParse(value);
    return parsed.success && parsed.data.status === 1 ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `user_hd` belongs to the trip whose request answered with it, the one stored as `tripId`: the next
 * request rewrites both. Another trip's page gets nothing.
 */
export function readHighDemandOfTrip(tripId: number): HighDemand | null {
  try {
    if (window.localStorage.getItem(storageKeys.tripId) !== String(tripId)) return null;
  } catch {
    return null;
  }
  return readHighDemand();
}
