import { randomUUID } from 'node:crypto';
import { type PositionView, positionViewSchema } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { broadcastChanges } from '../../../db/changes/changes';
import { listenOnChannel } from '../../../db/changes/listen-on-channel';
import type { Database, Db } from '../../../db/client';

/** The PostgreSQL channel of accepted positions; every API process LISTENs on it (DESIGN.md §13). */
export const TRIP_POSITIONS_CHANNEL = 'pothik_trip_positions';

/**
 * An accepted position of a trip, as every API process hears it: the point itself travels (about 200
 * bytes), so no process reads the database to fan it out, and with it the trip's passenger, whom the
 * receiver checks each subscriber against again.
 */
export type TripPositionEvent = { tripId: number; passengerId: number; position: PositionView };

type PositionHandlers = { onPosition: (event: TripPositionEvent) => void; onGap: () => void };

/** Points gathered at most this long before their NOTIFY (docs/decisions/0018, 0021). */
const BATCH_MS = 50;
/** A NOTIFY payload's size that sends the batch at once (PostgreSQL's limit is 8000 bytes). */
const MAX_PAYLOAD_BYTES = 7_500;

const rowId = z.number().int().positive().max(2_147_483_647);
const pointSchema = z.strictObject({ trip_id: rowId, passenger_id: rowId, position: positionViewSchema });
const payloadSchema = z.strictObject({ origin: z.string().max(64), points: z.array(pointSchema).max(100) });

const encodePoint = (event: TripPositionEvent) =>
  JSON.stringify({ trip_id: event.tripId, passenger_id: event.passengerId, position: event.position });

/** Anyone who can run SQL can NOTIFY on the channel, so a payload is checked before it is trusted. */
export function decodeTripPositions(payload: string): { origin: string; events: TripPositionEvent[] } | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return null;
    const events = parsed.data.points.map((p) => ({
      tripId: p.trip_id,
      passengerId: p.passenger_id,
      position: p.position,
    }));
    return { origin: parsed.data.origin, events };
  } catch {
    return null;
  }
}

/**
 * A database handle's fan-out of positions (one per process on PostgreSQL; one per PGlite instance,
 * which is one process by definition). A published point reaches this process's listeners at once,
 * before and without any write; on PostgreSQL the points are also gathered for up to BATCH_MS and sent
 * to the other processes in NOTIFYs of several points each, which this process ignores on their return.
 */
class PositionBus {
  readonly origin = randomUUID();
  readonly listeners = new Set<PositionHandlers>();
  #pending: string[] = [];
  #pendingBytes = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get crossesProcesses() {
    return !this.database.pglite;
  }

  publish(events: readonly TripPositionEvent[]) {
    this.deliver(events);
    if (!this.crossesProcesses) return;
    for (const event of events) {
      const encoded = encodePoint(event);
      if (this.#pendingBytes + encoded.length + 64 > MAX_PAYLOAD_BYTES) this.flush();
      this.#pending.push(encoded);
      this.#pendingBytes += encoded.length + 1;
    }
    this.#timer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  deliver(events: readonly TripPositionEvent[]) {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener.onPosition(event);
        } catch (err) {
          this.log.error({ err, tripId: event.tripId }, 'trip position listener failed');
        }
      }
    }
  }

  /** Sends the gathered points in one NOTIFY; a failure loses them for other processes only. */
  flush() {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#pending.length === 0) return;
    const payload = `{"origin":${JSON.stringify(this.origin)},"points":[${this.#pending.join(',')}]}`;
    this.#pending = [];
    this.#pendingBytes = 0;
    broadcastChanges(this.database, TRIP_POSITIONS_CHANNEL, [payload]).catch((err) => {
      this.log.error({ err }, 'trip positions not broadcast');
    });
  }

  async listen() {
    if (!this.crossesProcesses || this.#stopListening) return;
    this.#stopListening = await listenOnChannel(this.database, this.log, {
      channel: TRIP_POSITIONS_CHANNEL,
      onPayload: (payload) => {
        const decoded = decodeTripPositions(payload);
        if (!decoded) this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable trip positions ignored');
        else if (decoded.origin !== this.origin) this.deliver(decoded.events);
      },
      onReconnect: () => {
        for (const listener of this.listeners) listener.onGap();
      },
    });
  }

  async stop() {
    this.flush();
    const stop = this.#stopListening;
    this.#stopListening = undefined;
    await stop?.();
  }
}

// Per database handle: PGlite's "second process" of the tests shares the handle, and so the bus.
const buses = new WeakMap<Db, PositionBus>();

function busOf(database: Database, log: FastifyBaseLogger): PositionBus {
  let bus = buses.get(database.db);
  if (!bus) {
    bus = new PositionBus(database, log);
    buses.set(database.db, bus);
  }
  return bus;
}

/**
 * Sends accepted positions to their viewers: this process's at once, every other process's by a
 * batched NOTIFY (PostgreSQL only). Never throws: a lost broadcast loses a point on screen, not a
 * stored one.
 */
export function publishTripPositions(
  database: Database,
  log: FastifyBaseLogger,
  events: readonly TripPositionEvent[],
) {
  busOf(database, log).publish(events);
}

/**
 * Calls `onPosition` for each position any process accepted; `onGap` after a lost LISTEN (viewers then
 * read the latest position again). The fan-out's one door: the passenger's socket, share-link viewers
 * and staff's live map. Returns the stop function.
 */
export async function listenForTripPositions(
  database: Database,
  log: FastifyBaseLogger,
  handlers: PositionHandlers,
): Promise<() => Promise<void>> {
  const bus = busOf(database, log);
  const own = { ...handlers };
  bus.listeners.add(own);
  try {
    await bus.listen();
  } catch (err) {
    bus.listeners.delete(own);
    throw err;
  }
  return async () => {
    bus.listeners.delete(own);
    if (bus.listeners.size === 0) await bus.stop();
  };
}
