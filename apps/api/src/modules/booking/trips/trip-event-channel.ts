import { realtimeEventTypes } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { broadcastChanges, broadcastChangesAtCommit, listenForChanges } from '../../../db/changes/changes';
import type { Database, DbOrTx } from '../../../db/client';
import type { TripEvent } from './trip-events';

/** The PostgreSQL channel every API process LISTENs on. */
export const TRIP_EVENTS_CHANNEL = 'pothik_trip_events';

export type TripEventHandlers = {
  onEvent: (event: TripEvent) => void;
  /** Events may have been lost (the link to the database was down); subscribers should refetch. */
  onGap: () => void;
};

const rowId = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.strictObject({
  type: z.enum(realtimeEventTypes),
  trip_id: rowId,
  bid_id: rowId.optional(),
});

/** Ids only, so a payload stays far below PostgreSQL's 8000-byte NOTIFY limit. */
export function encodeTripEvent(event: TripEvent): string {
  const { type, trip_id, bid_id } = event;
  return JSON.stringify(bid_id === undefined ? { type, trip_id } : { type, trip_id, bid_id });
}

/** Anyone who can run SQL can NOTIFY on the channel, so a payload is checked before it is trusted. */
export function decodeTripEvent(payload: string): TripEvent | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Trip events travel between API processes on the one change path (db/changes, DESIGN.md §8): sent
 * after the commit to every process on the database, this one included, which each hears by LISTEN.
 */
export function broadcastTripEvents(database: Database, events: readonly TripEvent[]): Promise<void> {
  return broadcastChanges(database, TRIP_EVENTS_CHANNEL, events.map(encodeTripEvent));
}

/** Trip events written from inside a transaction that has no later moment to publish them (a payment's settling): sent at its commit. */
export function announceTripEvents(tx: DbOrTx, events: readonly TripEvent[]): Promise<void> {
  return broadcastChangesAtCommit(tx, TRIP_EVENTS_CHANNEL, events.map(encodeTripEvent));
}

/** Calls `onEvent` for each trip event any process sends, and `onGap` after a lost LISTEN. Returns the stop function. */
export function listenForTripEvents(
  database: Database,
  log: FastifyBaseLogger,
  { onEvent, onGap }: TripEventHandlers,
): Promise<() => Promise<void>> {
  return listenForChanges(database, log, {
    channel: TRIP_EVENTS_CHANNEL,
    onChange: (payload) => {
      const event = decodeTripEvent(payload);
      if (event) onEvent(event);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable trip event ignored');
    },
    onMissed: onGap,
  });
}
