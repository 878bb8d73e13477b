import { describe, expect, it } from 'vitest';
import { type BidStatus, bidStatuses, bidStatusNames, canTransitionBid, isBidStatus } from './bid-status';
import {
  canTransitionTrip,
  isFinalTripStatus,
  isTripStatus,
  type TripStatus,
  tripStatuses,
  tripStatusNames,
} from './trip-status';

// DESIGN.md §6, written out edge by edge; every pair not listed is illegal.
const legalTripMoves: [TripStatus, TripStatus][] = [
  ['requested', 'confirmed'],
  ['confirmed', 'started'],
  ['started', 'completed'],
  ['requested', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['confirmed', 'cancel_requested'],
  ['cancel_requested', 'cancelled'],
  ['cancel_requested', 'confirmed'],
  ['requested', 'expired'],
  ['confirmed', 'requested'],
];

const legalBidMoves: [BidStatus, BidStatus][] = [
  ['active', 'accepted'],
  ['active', 'rejected'],
  ['active', 'withdrawn'],
  ['active', 'expired'],
  ['accepted', 'cancelled'],
  ['rejected', 'active'],
];

const allPairs = <S extends string>(values: readonly S[]) =>
  values.flatMap((a) => values.map((b) => [a, b] as [S, S]));
const isListed = <S extends string>(list: [S, S][], [a, b]: [S, S]) =>
  list.some(([x, y]) => x === a && y === b);

describe('trip status transitions', () => {
  it.each(allPairs(tripStatuses))('%s → %s', (from, to) => {
    expect(canTransitionTrip(from, to)).toBe(isListed(legalTripMoves, [from, to]));
  });

  it('ends in completed, cancelled and expired only', () => {
    expect(tripStatuses.filter(isFinalTripStatus)).toEqual(['completed', 'cancelled', 'expired']);
  });

  it('knows its statuses and names them in both languages', () => {
    expect(isTripStatus('cancel_requested')).toBe(true);
    expect(isTripStatus('pending')).toBe(false);
    expect(tripStatusNames.cancel_requested).toEqual({
      en: 'Cancellation requested',
      bn: 'বাতিলের অনুরোধ করা হয়েছে',
    });
  });
});

describe('bid status transitions', () => {
  it.each(allPairs(bidStatuses))('%s → %s', (from, to) => {
    expect(canTransitionBid(from, to)).toBe(isListed(legalBidMoves, [from, to]));
  });

  it('knows its statuses', () => {
    expect(isBidStatus('withdrawn')).toBe(true);
    expect(isBidStatus('cancelled')).toBe(true);
    expect(isBidStatus('pending')).toBe(false);
    expect(bidStatusNames.accepted.bn).toBe('গৃহীত');
  });
});
