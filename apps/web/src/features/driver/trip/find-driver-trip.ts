import type { BidView, DriverTripView } from '@pothik/domain';
import type { DriverTripItem, OpenTrip } from '../driver-api';

export type FoundTrip =
  /** Still requested: the driver may bid, change or withdraw their bid. */
  | { kind: 'open'; trip: Omit<OpenTrip, 'my_bid' | 'passenger_cancellations'>; myBid: BidView | null }
  /** The passenger chose this driver. */
  | { kind: 'booked'; trip: DriverTripView; bid: BidView }
  /** Bid on once, no longer open to this driver (another was chosen, it expired or was cancelled). */
  | { kind: 'closed'; trip: DriverTripView; bid: BidView };

/**
 * A trip as the driver's two lists know it (the API has no single-trip read for drivers): their bids
 * (newest first, so a replaced bid is passed over) and the open trips of their car type.
 */
export function findDriverTrip(
  tripId: number,
  myTrips: readonly DriverTripItem[],
  openTrips: readonly OpenTrip[],
): FoundTrip | null {
  const mine = myTrips.find((item) => item.trip.id === tripId);
  if (mine?.bid.status === 'accepted') return { kind: 'booked', trip: mine.trip, bid: mine.bid };
  // The driver gave this trip back: it is open to others, not to them (DESIGN.md §17).
  if (mine?.bid.status === 'cancelled') return { kind: 'closed', trip: mine.trip, bid: mine.bid };
  const open = openTrips.find((trip) => trip.id === tripId);
  if (open) {
    const { my_bid: myBid, passenger_cancellations: _, ...trip } = open;
    return { kind: 'open', trip, myBid };
  }
  if (mine?.trip.status === 'requested') {
    return { kind: 'open', trip: mine.trip, myBid: mine.bid.status === 'active' ? mine.bid : null };
  }
  return mine ? { kind: 'closed', trip: mine.trip, bid: mine.bid } : null;
}
