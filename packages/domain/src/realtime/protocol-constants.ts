// DESIGN.md §5 "Real-time": the protocol's names, limits and codes, apart from its message schemas
// (protocol.ts) so that a page's code can use them without the schema library.

export const REALTIME_PATH = '/api/v3/realtime';
export const OPEN_TRIPS_CHANNEL = 'open-trips';
/** A share link's viewer (no login): the car's position on the trip the link shows. */
export const SHARED_TRIP_CHANNEL = 'shared-trip';

/**
 * The socket's address query that names the trip it follows (docs/decisions/0026): the edge sends every
 * socket with the same key to the same API process, so a trip's driver, passenger and share viewers
 * meet on one process and its points reach them without crossing to another. The API ignores it.
 */
export const REALTIME_ROUTE_PARAM = 'trip';

/**
 * A trip's routing key: the same for its driver, passenger and share viewers. The trip id modulo
 * 10 000, so a share link does not tell its viewer how many trips there have been.
 */
export function realtimeRouteKey(tripId: number): string {
  return String(tripId % 10_000);
}

export const realtimeEventTypes = ['bid.created', 'bid.updated', 'bid.withdrawn', 'trip.updated'] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];

export const realtimeLimits = {
  /** The first message must be `auth` within this long, or the socket is closed (4408). */
  authTimeoutMs: 10_000,
  /** Larger frames close the socket (1009); every client message is far smaller. */
  maxMessageBytes: 4096,
  /** Per socket; a trip list page subscribes to each trip it shows. */
  maxSubscriptions: 50,
  /** More client messages than this within `messageWindowMs` close the socket (4429). */
  maxMessagesPerWindow: 100,
  messageWindowMs: 10_000,
  /** The server pings every socket this often and drops one that did not answer the previous ping. */
  heartbeatMs: 30_000,
  /** While the socket is down the web polls GET /user/bid-list/{id} this often (DESIGN.md §5). */
  pollIntervalMs: 5000,
} as const;

/**
 * Close codes. 1001: the server is shutting down (reconnect). 1009: a message over
 * `maxMessageBytes`. 1006 (seen by the client, never sent): the connection died, e.g. the server
 * dropped a socket that stopped answering pings. The 44xx codes mirror HTTP statuses.
 */
export const realtimeCloseCodes = {
  goingAway: 1001,
  messageTooBig: 1009,
  /** The first message was not `auth`, the token is not valid, or it names another account. */
  unauthorized: 4401,
  /** No `auth` message within `authTimeoutMs`. */
  authTimeout: 4408,
  /** The access token expired; refresh it and reconnect. */
  tokenExpired: 4419,
  tooManyMessages: 4429,
  /** The share link is wrong, revoked or expired (or was revoked while followed). */
  shareLinkGone: 4404,
} as const;

/** After these closes a reconnect needs a fresh access token first (refresh, then connect). */
export function closeNeedsFreshToken(code: number): boolean {
  return code === realtimeCloseCodes.unauthorized || code === realtimeCloseCodes.tokenExpired;
}

export const realtimeErrorCodes = [
  /** Not JSON, or not one of the client messages. */
  'invalid_message',
  /** No such trip, or not the caller's: the two read the same so ids cannot be probed. */
  'trip_not_found',
  /** The channel or trip subscription is for the other role, or the driver has no profile yet. */
  'forbidden',
  'too_many_subscriptions',
  /** The subscription could not be checked (database trouble); try again. */
  'unavailable',
  /** A position was refused (outside Bangladesh, in the future, too fast…) and not stored; `field` says which. */
  'position_refused',
  /** The trip takes no positions now (not "on my way" yet, or over); `message` says so. */
  'positions_not_accepted',
  /** Positions are sent too often for the trip; wait a few seconds. */
  'too_many_positions',
] as const;
export type RealtimeErrorCode = (typeof realtimeErrorCodes)[number];
