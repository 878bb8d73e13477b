import { describe, expect, it } from 'vitest';
import { newArrivals, newestFirst } from './open-trip-order';

describe('open trip order', () => {
  it('puts the newest request first, whatever the pickup time (the API sorts by pickup)', () => {
    const trips = [
      { id: 1, created_at: '2030-03-10T06:00:00.000Z' },
      { id: 3, created_at: '2030-03-10T08:00:00.000Z' },
      { id: 2, created_at: '2030-03-10T07:00:00.000Z' },
      { id: 4, created_at: '2030-03-10T08:00:00.000Z' },
    ];
    expect(newestFirst(trips).map((t) => t.id)).toEqual([4, 3, 2, 1]);
    // The list it was given is left as it was.
    expect(trips[0]!.id).toBe(1);
  });

  it('finds no new trips in the first list, then only those not seen before', () => {
    expect(newArrivals(null, [1, 2, 3])).toEqual([]);
    expect(newArrivals(new Set([1, 2, 3]), [4, 1, 2, 3])).toEqual([4]);
    // A trip that left the list (booked by another driver) and one that stayed: nothing new.
    expect(newArrivals(new Set([1, 2, 3]), [1, 3])).toEqual([]);
  });
});
