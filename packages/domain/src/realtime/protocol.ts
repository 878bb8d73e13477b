import { z } from 'zod';
import { bidStatuses } from '../reference/bid-status';
import { tripStatuses } from '../reference/trip-status';
import { positionViewSchema, positionWireSchema } from '../trip-progress/position-wire';

// DESIGN.md §5 "Real-time": the messages of GET /api/v3/realtime, both ways, as JSON text frames.

export const REALTIME_PATH = '/api/v3/realtime';
export const OPEN_TRIPS_CHANNEL = 'open-trips';
/** A share link's viewer (no login): the car's position on the trip the link shows. */
export const SHARED_TRIP_CHANNEL = 'shared-trip';

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

// Postgres `integer`: a larger id can name no row.
const rowIdSchema = z.number().int().positive().max(2_147_483_647);

// A union tries its options in order and stops at the first that fits: the position, a point every 5 s from
// every driver on a trip, comes first so it is not first refused by every other shape.
/** Messages a client sends. Unknown fields are refused so a typo is reported, not ignored. */
export const realtimeClientMessageSchema = z.union([
  /**
   * Drivers (DESIGN.md §15): the phone's position on their booked trip, from "on my way" to check-out.
   * Points queued while the socket was down go in one batch by HTTP (POST /driver/trips/{id}/positions).
   */
  z.strictObject({ type: z.literal('position'), trip_id: rowIdSchema, point: positionWireSchema }),
  z.strictObject({ type: z.literal('auth'), access_token: z.string().min(1).max(4096) }),
  z.strictObject({ type: z.literal('subscribe'), trip_id: rowIdSchema }),
  /** Drivers: open trips of the car type on their driver profile. */
  z.strictObject({ type: z.literal('subscribe'), channel: z.literal(OPEN_TRIPS_CHANNEL) }),
  /**
   * A share link's viewer, as the socket's first message instead of `auth`: the link's token (as in
   * GET /shared-trip's x-share-token). The socket then only receives `shared_position`s and answers pings.
   */
  z.strictObject({ type: z.literal('subscribe'), share_token: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('unsubscribe'), trip_id: rowIdSchema }),
  z.strictObject({ type: z.literal('unsubscribe'), channel: z.literal(OPEN_TRIPS_CHANNEL) }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
/** A client message as it is written (a position's fields in the wire's snake_case). */
export type RealtimeClientMessageInput = z.input<typeof realtimeClientMessageSchema>;

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

/** `subscribed` / `unsubscribed` name what the client asked for. */
const acknowledgement = <T extends 'subscribed' | 'unsubscribed'>(type: T) =>
  [
    z.object({ type: z.literal(type), trip_id: rowIdSchema }),
    z.object({ type: z.literal(type), channel: z.enum([OPEN_TRIPS_CHANNEL, SHARED_TRIP_CHANNEL]) }),
  ] as const;

/**
 * What an event carries: ids and the trip's status; the client refetches the details it shows.
 * `bid_status` is only on the bid events a driver receives about their own bid.
 */
export const realtimeEventDataSchema = z.object({
  status: z.enum(tripStatuses),
  car_type: z.string(),
  bid_id: rowIdSchema.optional(),
  bid_status: z.enum(bidStatuses).optional(),
});
export type RealtimeEventData = z.infer<typeof realtimeEventDataSchema>;

export const realtimeEventSchema = z.object({
  type: z.enum(realtimeEventTypes),
  trip_id: rowIdSchema,
  data: realtimeEventDataSchema,
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Messages the server sends. */
export const realtimeServerMessageSchema = z.union([
  realtimeEventSchema,
  /** The answer to `auth` (also to a later `auth` with a fresh token of the same account). */
  z.object({
    type: z.literal('ready'),
    user_id: rowIdSchema,
    role: z.enum(['passenger', 'driver']),
    expires_at: z.iso.datetime(),
  }),
  ...acknowledgement('subscribed'),
  ...acknowledgement('unsubscribed'),
  z.object({
    type: z.literal('error'),
    code: z.enum(realtimeErrorCodes),
    message: z.string(),
    trip_id: rowIdSchema.optional(),
    /** On `position_refused`: the point's field at fault (lat, at, accuracy_m). */
    field: z.string().optional(),
  }),
  z.object({ type: z.literal('pong') }),
  /** To the trip's passenger (and later its share-link viewers and staff): where the booked car is now. */
  z.object({ type: z.literal('position'), trip_id: rowIdSchema, data: positionViewSchema }),
  /**
   * To a share link's viewer: where the car is and when, as GET /shared-trip shows it; nothing else of
   * the driver's phone, and not the trip's id (the link never names it).
   */
  z.object({
    type: z.literal('shared_position'),
    data: z.object({ lat: z.number(), lng: z.number(), at: z.iso.datetime() }),
  }),
  /** To the driver: the position sent at `at` was stored. */
  z.object({ type: z.literal('position_accepted'), trip_id: rowIdSchema, at: z.iso.datetime() }),
  /** Events may have been missed (the server's database link was down): refetch what is shown. */
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A client message, or null for anything that is not one. */
export function parseRealtimeClientMessage(text: string): RealtimeClientMessage | null {
  const parsed = realtimeClientMessageSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

/** A server message, or null (the web ignores what it does not know, e.g. from a newer server). */
export function parseRealtimeServerMessage(text: string): RealtimeServerMessage | null {
  const parsed = realtimeServerMessageSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

export function isRealtimeEvent(message: RealtimeServerMessage): message is RealtimeEvent {
  return (realtimeEventTypes as readonly string[]).includes(message.type);
}
