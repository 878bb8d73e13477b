import { z } from 'zod';
import { bidStatuses } from '../reference/bid-status';
import { tripStatuses } from '../reference/trip-status';
import { positionViewSchema, positionWireSchema } from '../trip-progress/position-wire';
import { readPositionFrame } from './position-frame';
import {
  OPEN_TRIPS_CHANNEL,
  realtimeErrorCodes,
  realtimeEventTypes,
  SHARED_TRIP_CHANNEL,
} from './protocol-constants';

// DESIGN.md §5 "Real-time": the messages of GET /api/v3/realtime, both ways, as JSON text frames.

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
  const value = parseJson(text);
  const position = readPositionFrame(value);
  if (position) return position;
  const parsed = realtimeClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
