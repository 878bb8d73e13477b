// The route map's public face: the map of a trip's two points, and how a distance is written.

export { formatKm } from './route-distance';
export { type MapPoint, RouteMap } from './route-map';
