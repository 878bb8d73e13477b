// The trip's page and the trip the web server renders it with (ADR 0024), apart from the client parts of
// index.ts.

export { TripDetailPage } from './trip-detail-page';
export { tripForPage } from './trip-for-page';
