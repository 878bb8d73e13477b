// DESIGN.md §6: a bid is decided once, with two ways back (DESIGN.md §17): when the booked driver
// cancels (or did not come), their accepted bid becomes `cancelled` and the trip's bids the booking
// rejected are live again.
export const bidStatuses = ['active', 'accepted', 'rejected', 'withdrawn', 'expired', 'cancelled'] as const;
export type BidStatus = (typeof bidStatuses)[number];

export const bidStatusTransitions: { readonly [S in BidStatus]: readonly BidStatus[] } = {
  active: ['accepted', 'rejected', 'withdrawn', 'expired'],
  accepted: ['cancelled'],
  rejected: ['active'],
  withdrawn: [],
  expired: [],
  cancelled: [],
};

export const bidStatusNames: { readonly [S in BidStatus]: { en: string; bn: string } } = {
  active: { en: 'Active', bn: 'সক্রিয়' },
  accepted: { en: 'Accepted', bn: 'গৃহীত' },
  rejected: { en: 'Rejected', bn: 'প্রত্যাখ্যাত' },
  withdrawn: { en: 'Withdrawn', bn: 'প্রত্যাহার করা হয়েছে' },
  expired: { en: 'Expired', bn: 'মেয়াদোত্তীর্ণ' },
  cancelled: { en: 'Cancelled by the driver', bn: 'চালক বাতিল করেছেন' },
};

export function isBidStatus(value: string): value is BidStatus {
  return (bidStatuses as readonly string[]).includes(value);
}

export function canTransitionBid(from: BidStatus, to: BidStatus): boolean {
  return bidStatusTransitions[from].includes(to);
}
