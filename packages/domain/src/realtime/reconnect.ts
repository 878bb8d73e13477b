/** Reconnect backoff of the web's realtime client: doubling from `baseMs` up to `maxMs`. */
export const realtimeReconnect = { baseMs: 1000, maxMs: 30_000 } as const;

/**
 * The wait before reconnect attempt `attempt` (0 = the first after a drop). Half fixed, half random
 * ("equal jitter"): many browsers dropped by one server restart do not all come back at the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 16);
  const ceiling = Math.min(realtimeReconnect.maxMs, realtimeReconnect.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random(), 0), 1));
}
