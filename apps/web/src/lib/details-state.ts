import { storageKeys } from './storage-keys';

// SPEC.md §3: `detailsState` keeps a trip form's entries across the login that interrupts it. It is
// written before the login dialog opens (and by Continue and the request page's edits), left in storage
// after login for the request form to read back, read by the home chooser to refill itself ("Change
// trip"), and removed once the trip is requested.

export function saveDetailsState(value: unknown): void {
  try {
    window.localStorage.setItem(storageKeys.detailsState, JSON.stringify(value));
  } catch {
    // Storage disabled or full: the form starts empty after login, which is only an inconvenience.
  }
}

export function readDetailsState<T = unknown>(): T | null {
  try {
    const raw = window.localStorage.getItem(storageKeys.detailsState);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** A trip request that went through no longer needs its entries. */
export function clearDetailsState(): void {
  try {
    window.localStorage.removeItem(storageKeys.detailsState);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
