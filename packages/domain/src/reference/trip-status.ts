// DESIGN.md §6: a trip only moves along these edges; the API checks the current status in the same
// transaction that writes the next one, so this table is the whole truth about what may follow what.
export const tripStatuses = [
  'requested',
  'confirmed',
  'started',
  'completed',
  'cancelled',
  'cancel_requested',
  'expired',
] as const;
export type TripStatus = (typeof tripStatuses)[number];

export const tripStatusTransitions: { readonly [S in TripStatus]: readonly TripStatus[] } = {
  requested: ['confirmed', 'cancelled', 'expired'],
  // → requested: the booked driver cancelled, or staff confirmed they did not come (DESIGN.md §17):
  // the trip goes back to bidding with its other bids.
  confirmed: ['started', 'cancelled', 'cancel_requested', 'requested'],
  cancel_requested: ['cancelled', 'confirmed'],
  started: ['completed'],
  completed: [],
  cancelled: [],
  expired: [],
};

export const tripStatusNames: { readonly [S in TripStatus]: { en: string; bn: string } } = {
  requested: { en: 'Requested', bn: 'অনুরোধ করা হয়েছে' },
  confirmed: { en: 'Confirmed', bn: 'নিশ্চিত' },
  started: { en: 'Started', bn: 'শুরু হয়েছে' },
  completed: { en: 'Completed', bn: 'সম্পন্ন' },
  cancelled: { en: 'Cancelled', bn: 'বাতিল' },
  cancel_requested: { en: 'Cancellation requested', bn: 'বাতিলের অনুরোধ করা হয়েছে' },
  expired: { en: 'Expired', bn: 'মেয়াদোত্তীর্ণ' },
};

export function isTripStatus(value: string): value is TripStatus {
  return (tripStatuses as readonly string[]).includes(value);
}

export function canTransitionTrip(from: TripStatus, to: TripStatus): boolean {
  return tripStatusTransitions[from].includes(to);
}

export function isFinalTripStatus(status: TripStatus): boolean {
  return tripStatusTransitions[status].length === 0;
}
