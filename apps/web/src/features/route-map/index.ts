// The route map's public face: the map of a trip's two points, how a distance is written, and the booked
// car: its trail of points and the panel saying where it is (the passenger's trip page, a share link's).

export { CarPositionPanel, type CarPositionProps, LiveCarPositionPanel } from './car-position-panel';
export { type CarPoint, useCarTrail } from './car-trail';
export { formatKm } from './route-distance';
export { type MapPoint, RouteMap } from './route-map';
