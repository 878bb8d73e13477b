import { bidStatuses } from '../reference/bid-status';
import { tripStatuses } from '../reference/trip-status';
import type { RealtimeEvent, RealtimeServerMessage } from './protocol';
import {
  OPEN_TRIPS_CHANNEL,
  realtimeErrorCodes,
  realtimeEventTypes,
  SHARED_TRIP_CHANNEL,
} from './protocol-constants';
import { type Fields, finite, isFields, isoTime, type Reader, rowId } from './readers';

// The server's messages read by hand, as realtimeServerMessageSchema (protocol.ts) reads them: the same
// messages pass, unknown keys are dropped, anything else is null (server-message.test.ts holds the two
// together). Browsers read every message through this, and the schema library stays out of their pages.

const text: Reader<string> = (v) => (typeof v === 'string' ? v : undefined);
const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (v) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : undefined;
const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : read(v);

type Shape = Record<string, { read: Reader<unknown>; optional?: boolean }>;
const required = (read: Reader<unknown>) => ({ read });
const optional = (read: Reader<unknown>) => ({ read, optional: true });

/** An object with the shape's keys (an optional one may be missing), and only those. */
function object(shape: Shape): Reader<Fields> {
  return (value) => {
    if (!isFields(value)) return undefined;
    const out: Fields = {};
    for (const [key, field] of Object.entries(shape)) {
      if (!(key in value) || value[key] === undefined) {
        if (field.optional) continue;
        return undefined;
      }
      const read = field.read(value[key]);
      if (read === undefined) return undefined;
      out[key] = read;
    }
    return out;
  };
}

const eventData = object({
  status: required(oneOf(tripStatuses)),
  car_type: required(text),
  bid_id: optional(rowId),
  bid_status: optional(oneOf(bidStatuses)),
});
const positionView = object({
  lat: required(finite),
  lng: required(finite),
  accuracy_m: required(finite),
  heading: required(nullable(finite)),
  speed_mps: required(nullable(finite)),
  at: required(isoTime),
});
const channel = oneOf([OPEN_TRIPS_CHANNEL, SHARED_TRIP_CHANNEL]);
const literal = (type: string) => required((v) => (v === type ? v : undefined));

/** Each message type's readers, tried in the schema's order (a trip before a channel). */
const readers: Record<string, Reader<Fields>[]> = {
  ready: [
    object({
      type: literal('ready'),
      user_id: required(rowId),
      role: required(oneOf(['passenger', 'driver'])),
      expires_at: required(isoTime),
    }),
  ],
  error: [
    object({
      type: literal('error'),
      code: required(oneOf(realtimeErrorCodes)),
      message: required(text),
      trip_id: optional(rowId),
      field: optional(text),
    }),
  ],
  pong: [object({ type: literal('pong') })],
  position: [object({ type: literal('position'), trip_id: required(rowId), data: required(positionView) })],
  shared_position: [
    object({
      type: literal('shared_position'),
      data: required(object({ lat: required(finite), lng: required(finite), at: required(isoTime) })),
    }),
  ],
  position_accepted: [
    object({ type: literal('position_accepted'), trip_id: required(rowId), at: required(isoTime) }),
  ],
  resync: [object({ type: literal('resync') })],
};
for (const type of ['subscribed', 'unsubscribed']) {
  readers[type] = [
    object({ type: literal(type), trip_id: required(rowId) }),
    object({ type: literal(type), channel: required(channel) }),
  ];
}
for (const type of realtimeEventTypes) {
  readers[type] = [object({ type: literal(type), trip_id: required(rowId), data: required(eventData) })];
}

/** A server message, or null (the web ignores what it does not know, e.g. from a newer server). */
export function parseRealtimeServerMessage(text: string): RealtimeServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isFields(value) || typeof value.type !== 'string' || !Object.hasOwn(readers, value.type)) return null;
  for (const read of readers[value.type]!) {
    const message = read(value);
    if (message) return message as RealtimeServerMessage;
  }
  return null;
}

export function isRealtimeEvent(message: RealtimeServerMessage): message is RealtimeEvent {
  return (realtimeEventTypes as readonly string[]).includes(message.type);
}
