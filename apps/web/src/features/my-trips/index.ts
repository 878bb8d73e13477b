// The passenger's trips' public face (the trip's page is server.ts's): the list page, the home page's ongoing trips, and the
// trip's map and status badge the driver app shows too.

export { MyTripsPage } from './my-trips-page';
export { OngoingTripsSection } from './ongoing-trips-section';
export { TripRouteMap } from './trip-route-map';
export { TripStatusBadge } from './trip-status-badge';
