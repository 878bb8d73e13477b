import { storageKeys } from './storage-keys';

// A campaign page's "Use it" keeps its promo code here; the accept-bid dialog starts with it, so the
// passenger does not have to remember or retype it by the time a driver's bid comes in.

export function savePromoCode(code: string): boolean {
  try {
    window.localStorage.setItem(storageKeys.promoCode, code);
    return true;
  } catch {
    // Storage disabled: the passenger types the code in the dialog instead.
    return false;
  }
}

export function readSavedPromoCode(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.promoCode) || null;
  } catch {
    return null;
  }
}

/** A code used on an accepted bid is spent; the next booking starts without it. */
export function clearSavedPromoCode(): void {
  try {
    window.localStorage.removeItem(storageKeys.promoCode);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
