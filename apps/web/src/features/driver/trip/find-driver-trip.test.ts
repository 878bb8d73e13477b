import { describe, expect, it } from 'vitest';
import { bidView, driverTripItem, openTrip } from '../testing/driver-fixtures';
import { findDriverTrip } from './find-driver-trip';

describe('a trip as the driver knows it', () => {
  it('is open, with the driver’s live bid, while it is among the open trips', () => {
    const bid = bidView({ trip_id: 41 });
    const found = findDriverTrip(41, [], [openTrip({ id: 41, my_bid: bid })]);
    expect(found).toMatchObject({ kind: 'open', myBid: bid, trip: { id: 41 } });
    expect(found?.trip).not.toHaveProperty('my_bid');
  });

  it('is booked once the passenger accepted this driver’s bid', () => {
    const booked = driverTripItem({ id: 41, status: 'confirmed' }, { status: 'accepted' });
    expect(findDriverTrip(41, [booked], [])).toMatchObject({ kind: 'booked', trip: { status: 'confirmed' } });
  });

  it('is still open from the driver’s bids when it is past the first page of open trips', () => {
    const waiting = driverTripItem({ id: 41, status: 'requested' }, { status: 'active' });
    expect(findDriverTrip(41, [waiting], [])).toMatchObject({ kind: 'open', myBid: { id: 900 } });
  });

  it('is closed when another driver was chosen, and unknown when never seen', () => {
    const lost = driverTripItem({ id: 41, status: 'confirmed' }, { status: 'rejected' });
    expect(findDriverTrip(41, [lost], [])).toMatchObject({ kind: 'closed' });
    expect(findDriverTrip(99, [lost], [openTrip()])).toBeNull();
  });
});
