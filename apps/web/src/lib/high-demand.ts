import type { HighDemand } from '@pothik/domain';
import { storageKeys } from './storage-keys';

export { highDemandMessage } from './high-demand-message';
// Kept apart from the reading below, so the request page stores without reading.
export { storeHighDemand } from './store-high-demand';

/** A stored notice that is on, read as highDemandSchema would (without the schema library on the page). */
function isHighDemandOn(value: unknown): value is HighDemand {
  if (typeof value !== 'object' || value === null) return false;
  const { status, message_en, message_bn } = value as Record<string, unknown>;
  return status === 1 && typeof message_en === 'string' && typeof message_bn === 'string';
}

function readHighDemand(): HighDemand | null {
  try {
    const raw = window.localStorage.getItem(storageKeys.highDemand);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isHighDemandOn(value)
      ? { status: 1, message_en: value.message_en, message_bn: value.message_bn }
      : null;
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
