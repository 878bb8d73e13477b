// Share links (DESIGN.md §15): the passenger's panel on a booked trip, and the page a link opens.

export { SharedTripPage } from './shared-trip-page';
export { TripSharePanel } from './trip-share-panel';
