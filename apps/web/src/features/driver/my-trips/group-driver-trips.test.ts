import { describe, expect, it } from 'vitest';
import { driverTripItem } from '../testing/driver-fixtures';
import { groupDriverTrips } from './group-driver-trips';

describe('the driver trips groups', () => {
  it('sorts bids by what the driver has to do next, each trip once by its newest bid', () => {
    const items = [
      driverTripItem({ id: 1, status: 'started' }, { id: 11, status: 'accepted' }),
      driverTripItem(
        { id: 2, status: 'confirmed', pickup_at: '2030-03-20T04:00:00.000Z' },
        { id: 12, status: 'accepted' },
      ),
      driverTripItem(
        { id: 3, status: 'confirmed', pickup_at: '2030-03-16T04:00:00.000Z' },
        { id: 13, status: 'accepted' },
      ),
      // Bid again on trip 4: the newer bid (listed first) counts, the replaced one is passed over.
      driverTripItem({ id: 4, status: 'requested' }, { id: 15, status: 'active' }),
      driverTripItem({ id: 4, status: 'requested' }, { id: 14, status: 'withdrawn' }),
      // Another driver was chosen; a trip the passenger cancelled; a completed ride.
      driverTripItem({ id: 5, status: 'confirmed' }, { id: 16, status: 'rejected' }),
      driverTripItem({ id: 6, status: 'cancelled' }, { id: 17, status: 'accepted' }),
      driverTripItem({ id: 7, status: 'completed' }, { id: 18, status: 'accepted' }),
    ];
    const groups = groupDriverTrips(items);
    const ids = (list: typeof items) => list.map((i) => i.trip.id);
    expect(ids(groups.ongoing)).toEqual([1]);
    expect(ids(groups.upcoming)).toEqual([3, 2]);
    expect(ids(groups.waiting)).toEqual([4]);
    expect(groups.waiting[0]!.bid.id).toBe(15);
    expect(ids(groups.past)).toEqual([5, 6, 7]);
  });
});
