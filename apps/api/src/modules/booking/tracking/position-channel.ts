import { randomUUID } from 'node:crypto';
import { fromPositionView, type Position, type PositionView } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import { broadcastChanges } from '../../../db/changes/changes';
import { listenOnChannel } from '../../../db/changes/listen-on-channel';
import type { Database, Db, DbOrTx } from '../../../db/client';
import { decodeTripPositions, encodePoint, payloadHead, type TripPositionEvent } from './position-payload';
import { PositionPeers } from './position-peers';

/** The PostgreSQL channel of accepted positions; every API process LISTENs on it (DESIGN.md §13). */
export const TRIP_POSITIONS_CHANNEL = 'pothik_trip_positions';

/**
 * An accepted position of a trip, as every API process hears it: the point itself travels (about 200
 * bytes), so no process reads the database to fan it out, and with it the trip's passenger, whom the
 * receiver checks each subscriber against again.
 */
export type { TripPositionEvent };

type PositionHandlers = { onPosition: (event: TripPositionEvent) => void; onGap: () => void };

/** A NOTIFY payload's size at most (PostgreSQL's limit is 8000 bytes). */
const MAX_PAYLOAD_BYTES = 7_500;

/**
 * A point heard longer ago than this is not served: by then the stored row holds one as new (the writer
 * writes a trip's latest at most every TRACK_LATEST_WRITE_MS, 300 s at most), or the trip went quiet.
 */
const HEARD_KEPT_MS = 6 * 60_000;

/**
 * A database handle's fan-out of positions (one per process on PostgreSQL; one per PGlite instance,
 * which is one process by definition). A published point reaches this process's listeners at once,
 * before and without any write. On PostgreSQL it is also sent to the other processes: at once when no
 * NOTIFY is under way, else with the points gathered meanwhile, several to a payload and every payload
 * in one statement, so there are never more NOTIFY round trips than the database can take; a process
 * ignores its own on their return. A process that no other listens with sends none (PositionPeers).
 */
class PositionBus {
  readonly origin = randomUUID();
  readonly #head = payloadHead(this.origin);
  readonly listeners = new Set<PositionHandlers>();
  // Each trip's newest point this process heard (its own and, by NOTIFY, every other's): what readers
  // take before the stored row, which is written only every TRACK_LATEST_WRITE_MS (track-writer.ts).
  readonly #heard = new Map<number, { position: PositionView; atMs: number; heardAtMs: number }>();
  #pending: string[] = [];
  #sending = false;
  #stopListening: (() => Promise<void>) | undefined;
  readonly #peers: PositionPeers;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#peers = new PositionPeers(database, log, TRIP_POSITIONS_CHANNEL, this.origin);
  }

  get crossesProcesses() {
    return !this.database.pglite;
  }

  publish(events: readonly TripPositionEvent[]) {
    this.deliver(events);
    if (!this.crossesProcesses || !this.#peers.present) return;
    for (const event of events) this.#pending.push(encodePoint(event));
    if (this.#sending) return;
    // Sent once the sockets' messages read with this one are in too (the same turn of the event loop):
    // a NOTIFY for each would cost a statement each.
    this.#sending = true;
    setImmediate(() => void this.#send());
  }

  deliver(events: readonly TripPositionEvent[]) {
    for (const event of events) {
      this.#remember(event);
      for (const listener of this.listeners) {
        try {
          listener.onPosition(event);
        } catch (err) {
          this.log.error({ err, tripId: event.tripId }, 'trip position listener failed');
        }
      }
    }
  }

  #remember({ tripId, position }: TripPositionEvent) {
    const atMs = Date.parse(position.at);
    const known = this.#heard.get(tripId);
    if (!known || known.atMs <= atMs) this.#heard.set(tripId, { position, atMs, heardAtMs: Date.now() });
  }

  /** The trip's newest point, if heard within HEARD_KEPT_MS: older ones are the stored row's. */
  heardLatest(tripId: number): Position | undefined {
    const known = this.#heard.get(tripId);
    if (!known) return undefined;
    if (Date.now() - known.heardAtMs > HEARD_KEPT_MS) {
      this.#heard.delete(tripId);
      return undefined;
    }
    return fromPositionView(known.position);
  }

  /** Forgets a trip's heard point (its trip changed: a new driver's car is not the old one's). */
  forgetHeard(tripId?: number) {
    if (tripId === undefined) this.#heard.clear();
    else this.#heard.delete(tripId);
  }

  /** Drops points heard longer than HEARD_KEPT_MS ago (trips that ended or went quiet). */
  sweepHeard() {
    const nowMs = Date.now();
    for (const [tripId, known] of this.#heard) {
      if (nowMs - known.heardAtMs > HEARD_KEPT_MS) this.#heard.delete(tripId);
    }
  }

  /** The points gathered as payloads of at most MAX_PAYLOAD_BYTES. */
  #payloads(): string[] {
    const head = this.#head;
    const payloads: string[] = [];
    let points: string[] = [];
    let bytes = head.length + 2;
    for (const point of this.#pending) {
      if (points.length > 0 && bytes + point.length + 1 > MAX_PAYLOAD_BYTES) {
        payloads.push(`${head}${points.join(',')}]}`);
        points = [];
        bytes = head.length + 2;
      }
      points.push(point);
      bytes += point.length + 1;
    }
    if (points.length > 0) payloads.push(`${head}${points.join(',')}]}`);
    this.#pending = [];
    return payloads;
  }

  /** Sends what is gathered, then what gathered meanwhile; a failure loses them for other processes only. */
  async #send() {
    try {
      while (this.#pending.length > 0) {
        await broadcastChanges(this.database, TRIP_POSITIONS_CHANNEL, this.#payloads()).catch((err) => {
          this.log.error({ err }, 'trip positions not broadcast');
        });
      }
    } finally {
      this.#sending = false;
    }
  }

  async listen() {
    if (!this.crossesProcesses || this.#stopListening) return;
    this.#stopListening = await listenOnChannel(this.database, this.log, {
      channel: TRIP_POSITIONS_CHANNEL,
      onPayload: (payload) => {
        // Its own points came back (they reached this process's listeners when published), or a join.
        if (payload.startsWith(this.#head) || this.#peers.heard(payload)) return;
        const decoded = decodeTripPositions(payload);
        if (!decoded) this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable trip positions ignored');
        else this.deliver(decoded.events);
      },
      onReconnect: async () => {
        // The others may have stopped sending meanwhile: they start again on this join, before the
        // viewers read again. Points may have been missed: the stored rows answer until the next ones.
        await this.#peers.announce();
        this.forgetHeard();
        for (const listener of this.listeners) listener.onGap();
      },
    });
    try {
      await this.#peers.start();
    } catch (err) {
      await this.stop();
      throw err;
    }
  }

  async stop() {
    const stop = this.#stopListening;
    this.#stopListening = undefined;
    this.#peers.stop();
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

/**
 * The trip's newest point this process heard, if recent: readers of the latest position take it when
 * it is newer than the stored row. Only on the app's own handle; a transaction reads the row alone.
 */
export function heardLatestPosition(db: DbOrTx, tripId: number): Position | undefined {
  return buses.get(db as Db)?.heardLatest(tripId);
}

/** A trip changed (every process hears its event): the point heard of it is forgotten; all without id. */
export function forgetHeardPosition(database: Database, log: FastifyBaseLogger, tripId?: number) {
  busOf(database, log).forgetHeard(tripId);
}

/** Drops heard points no reader will take (the position ingest's sweep). */
export function sweepHeardPositions(database: Database, log: FastifyBaseLogger) {
  busOf(database, log).sweepHeard();
}
