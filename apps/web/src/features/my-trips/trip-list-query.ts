import { type TripListTab, tripListTabs } from '@pothik/domain';

export const MY_TRIPS_PATH = '/trip/my-trips';

export type TripListQuery = { tab: TripListTab; page: number };

/** The tab and page a My Trips URL asks for; anything unknown falls back to the first tab, page 1. */
export function parseTripListQuery(params: Pick<URLSearchParams, 'get'>): TripListQuery {
  const tabParam = params.get('tab');
  const tab = tripListTabs.find((t) => t === tabParam) ?? 'upcoming';
  const pageParam = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  return { tab, page };
}

/** The URL of one tab and page, so a reload or the back button returns to it. */
export function tripListHref({ tab, page }: TripListQuery): string {
  const query = new URLSearchParams({ tab });
  if (page > 1) query.set('page', String(page));
  return `${MY_TRIPS_PATH}?${query}`;
}

export function tripDetailHref(tripId: number): string {
  return `${MY_TRIPS_PATH}/${tripId}`;
}
