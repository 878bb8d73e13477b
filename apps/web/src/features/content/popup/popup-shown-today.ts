import { dhakaIsoDay } from '@pothik/domain';
import { storageKeys } from '@/lib/storage-keys';

// The campaign popup shows at most once a day per browser: the Dhaka calendar day it last showed is
// kept, so "a day" turns at midnight in Bangladesh whatever the phone's time zone.

export function wasPopupShownToday(now: Date = new Date()): boolean {
  try {
    return window.localStorage.getItem(storageKeys.campaignPopupShownOn) === dhakaIsoDay(now);
  } catch {
    // Storage disabled: better never than on every page.
    return true;
  }
}

export function markPopupShown(now: Date = new Date()): void {
  try {
    window.localStorage.setItem(storageKeys.campaignPopupShownOn, dhakaIsoDay(now));
  } catch {
    // Storage disabled: wasPopupShownToday already says yes.
  }
}
