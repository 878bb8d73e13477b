import { realtimeEventTypes } from '@pothik/domain';
import { z } from 'zod';
import type { TripEvent } from '../booking/service';

/** The PostgreSQL channel every API process LISTENs on. */
export const TRIP_EVENTS_CHANNEL = 'pothik_trip_events';

export type TripEventHandlers = {
  onEvent: (event: TripEvent) => void;
  /** Events may have been lost (the link to the database was down); subscribers should refetch. */
  onGap: () => void;
};

/**
 * How trip events travel between API processes (DESIGN.md §8): LISTEN/NOTIFY on the one database
 * today; a message broker could take its place behind this interface.
 */
export interface TripEventBus {
  /**
   * Reaches every API process on the database, this one included, in order; the events travel
   * together (one round trip). Call after the commit.
   */
  publish(events: readonly TripEvent[]): Promise<void>;
  start(handlers: TripEventHandlers): Promise<void>;
  close(): Promise<void>;
}

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
