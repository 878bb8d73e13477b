import { describe, expect, it } from 'vitest';
import { parseTripListQuery, tripListHref } from './trip-list-query';

describe('My Trips URL query', () => {
  it.each([
    ['', { tab: 'upcoming', page: 1 }],
    ['tab=past', { tab: 'past', page: 1 }],
    ['tab=cancelled&page=3', { tab: 'cancelled', page: 3 }],
    ['tab=everything&page=2', { tab: 'upcoming', page: 2 }],
    ['tab=past&page=0', { tab: 'past', page: 1 }],
    ['tab=past&page=-2', { tab: 'past', page: 1 }],
    ['tab=past&page=2.5', { tab: 'past', page: 1 }],
    ['tab=past&page=abc', { tab: 'past', page: 1 }],
  ])('reads ?%s', (query, expected) => {
    expect(parseTripListQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes the page only after the first, so the plain tab URL stays short', () => {
    expect(tripListHref({ tab: 'past', page: 1 })).toBe('/trip/my-trips?tab=past');
    expect(tripListHref({ tab: 'cancelled', page: 4 })).toBe('/trip/my-trips?tab=cancelled&page=4');
  });

  it('reads back what it writes', () => {
    const href = tripListHref({ tab: 'cancelled', page: 4 });
    expect(parseTripListQuery(new URL(href, 'http://x').searchParams)).toEqual({ tab: 'cancelled', page: 4 });
  });
});
