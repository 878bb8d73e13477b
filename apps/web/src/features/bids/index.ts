// The bids' public face: the passenger's live list of offers, and the pieces of a bid (the driver's card,
// the fare's breakdown, the stars, the connection's state) the ride and the driver app show too.

export { ConnectionStatus } from './connection-status';
export { DriverCardView } from './driver-card';
export { FareBreakdown } from './fare-breakdown';
export { LiveBids } from './live-bids';
export { StarRating } from './star-rating';
export { useBidList } from './use-bid-list';
