import { type HighDemand, highDemandSchema } from '@pothik/domain';
import { storageKeys } from './storage-keys';

export { highDemandMessage } from './high-demand-message';

// DESIGN.md §5/§7: a trip request answers with `HighDemand`; the web keeps it as `user_hd` while demand is
// high (status 1) and drops it otherwise, so pages can warn that bids may take longer or cost more.

export function storeHighDemand(value: HighDemand | null | undefined): void {
  try {
    if (value?.status === 1) window.localStorage.setItem(storageKeys.highDemand, JSON.stringify(value));
    else window.localStorage.removeItem(storageKeys.highDemand);
  } catch {
    // Storage disabled: the notice still shows once; only the reminder on later pages is lost.
  }
}

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
