import type { HighDemand } from '@pothik/domain';
import { storageKeys } from './storage-keys';

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
