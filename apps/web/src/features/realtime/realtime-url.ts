import { REALTIME_PATH, REALTIME_ROUTE_PARAM, realtimeRouteKey } from '@pothik/domain';

/**
 * The WebSocket address of GET /api/v3/realtime on the API host: wss for https, ws for http. Joined
 * the way apiFetch joins paths, so an API URL with a path prefix keeps it. A socket that follows one
 * trip names its routing key (`routeKey`, or the trip's own), so the edge sends it to the API process
 * the trip's other sockets are on (docs/decisions/0026).
 */
export function realtimeUrl(apiUrl: string, route?: { tripId: number } | { routeKey: string }): string {
  const base = `${apiUrl.replace(/\/+$/, '')}${REALTIME_PATH}`.replace(/^http(s?):\/\//i, (_, s: string) =>
    s ? 'wss://' : 'ws://',
  );
  if (!route) return base;
  const key = 'tripId' in route ? realtimeRouteKey(route.tripId) : route.routeKey;
  return `${base}?${REALTIME_ROUTE_PARAM}=${encodeURIComponent(key)}`;
}
