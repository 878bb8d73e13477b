import type { PassengerBid } from '@pothik/domain';

export const bidSorts = ['price', 'rating'] as const;
export type BidSort = (typeof bidSorts)[number];

const byPrice = (a: PassengerBid, b: PassengerBid) =>
  a.total - b.total || a.created_at.localeCompare(b.created_at);

/** A rated driver above an unrated one; among equals the better-proven driver, then the cheaper bid. */
const byRating = (a: PassengerBid, b: PassengerBid) =>
  (b.driver.rating ?? -1) - (a.driver.rating ?? -1) ||
  b.driver.rating_count - a.driver.rating_count ||
  byPrice(a, b);

/** price: lowest total first; rating: highest rated driver first. */
export function sortBids(bids: readonly PassengerBid[], sort: BidSort): PassengerBid[] {
  return [...bids].sort(sort === 'price' ? byPrice : byRating);
}
