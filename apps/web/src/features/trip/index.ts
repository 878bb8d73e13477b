// The trip request's public face: the home page (the trip chooser) and the request pages.

export { HomePage } from './home-page';
export { TripRequestPage } from './trip-request-page';
