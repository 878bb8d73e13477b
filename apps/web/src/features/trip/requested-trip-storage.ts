import { storageKeys } from '@/lib/storage-keys';
import { storeHighDemand } from '@/lib/store-high-demand';
import type { TripCreated } from './submit-trip-request';

/** DESIGN.md §7: the trip just requested is `tripId`; its high-demand answer is `user_hd` (or removed). */
export function storeRequestedTrip({ tripId, highDemand }: TripCreated): void {
  storeHighDemand(highDemand);
  try {
    window.localStorage.setItem(storageKeys.tripId, String(tripId));
  } catch {
    // Storage disabled: the trip page reads its id from the URL anyway.
  }
}
