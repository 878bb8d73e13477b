import { REALTIME_PATH } from '@pothik/domain';

/**
 * The WebSocket address of GET /api/v3/realtime on the API host: wss for https, ws for http. Joined
 * the way apiFetch joins paths, so an API URL with a path prefix keeps it.
 */
export function realtimeUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${REALTIME_PATH}`.replace(/^http(s?):\/\//i, (_, s: string) =>
    s ? 'wss://' : 'ws://',
  );
}
