import { type PositionView, positionViewSchema } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { broadcastChanges, listenForChanges } from '../../../db/changes/changes';
import type { Database } from '../../../db/client';

/** The PostgreSQL channel of accepted positions; every API process LISTENs on it (DESIGN.md §13). */
export const TRIP_POSITIONS_CHANNEL = 'pothik_trip_positions';

/**
 * An accepted position of a trip, as every API process hears it: the point itself travels (about 200
 * bytes, far under NOTIFY's 8000), so no process reads the database to fan it out, and with it the trip's
 * passenger, whom the receiver checks each subscriber against again.
 */
export type TripPositionEvent = { tripId: number; passengerId: number; position: PositionView };

const rowId = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.strictObject({
  trip_id: rowId,
  passenger_id: rowId,
  position: positionViewSchema,
});

export function encodeTripPosition(event: TripPositionEvent): string {
  return JSON.stringify({ trip_id: event.tripId, passenger_id: event.passengerId, position: event.position });
}

/** Anyone who can run SQL can NOTIFY on the channel, so a payload is checked before it is trusted. */
export function decodeTripPosition(payload: string): TripPositionEvent | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    return parsed.success
      ? { tripId: parsed.data.trip_id, passengerId: parsed.data.passenger_id, position: parsed.data.position }
      : null;
  } catch {
    return null;
  }
}

/** Sends the positions to every API process on the database, this one included (after the commit). */
export function broadcastTripPositions(database: Database, events: readonly TripPositionEvent[]) {
  return broadcastChanges(database, TRIP_POSITIONS_CHANNEL, events.map(encodeTripPosition));
}

/**
 * Calls `onPosition` for each position any process accepted; `onGap` after a lost LISTEN (viewers then
 * read the latest position again). The fan-out's one door: the passenger's socket today, share-link
 * viewers and staff's live map later. Returns the stop function.
 */
export function listenForTripPositions(
  database: Database,
  log: FastifyBaseLogger,
  { onPosition, onGap }: { onPosition: (event: TripPositionEvent) => void; onGap: () => void },
): Promise<() => Promise<void>> {
  return listenForChanges(database, log, {
    channel: TRIP_POSITIONS_CHANNEL,
    onChange: (payload) => {
      const event = decodeTripPosition(payload);
      if (event) onPosition(event);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable trip position ignored');
    },
    onMissed: onGap,
  });
}
