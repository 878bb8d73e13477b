import type { TripStatus } from './trip-status';

/** The My Trips page's tabs and the statuses each one lists (upcoming also holds started trips). */
export const tripListTabStatuses = {
  upcoming: ['requested', 'confirmed', 'cancel_requested', 'started'],
  past: ['completed', 'expired'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly TripStatus[]>;
export type TripListTab = keyof typeof tripListTabStatuses;
/** The tabs in the order the page shows them. */
export const tripListTabs = ['upcoming', 'past', 'cancelled'] as const satisfies readonly TripListTab[];
