import { fromPositionView, type PositionInput, toPositionView } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tripNotFound } from '../trips/trip-errors';
import { listenForTripEvents } from '../trips/trip-event-channel';
import {
  forgetHeardPosition,
  listenForTripPositions,
  publishTripPositions,
  sweepHeardPositions,
} from './position-channel';
import { findLastTrackPoint, findLatestPositionRow, findTrackedTrip } from './positions-repo';
import {
  applyHeardPosition,
  applySubmission,
  refusalFor,
  type SubmittedPositions,
  type TripTrackState,
} from './submit-positions';
import { TrackWriter } from './track-writer';

// A trip's state leaves memory this long after its last point (all of it written long before).
const IDLE_MS = 10 * 60_000;
const SWEEP_MS = 60_000;

type Entry = {
  state: TripTrackState;
  /** Whether the trip row was read since the trip's last event (who drives, its status). */
  checked: boolean;
  /** Counts the trip's events: a read that began before one does not count as checked. */
  version: number;
  usedAtMs: number;
};

export type PositionSubmission = {
  driverUserId: number;
  tripId: number;
  points: readonly PositionInput[];
  now: Date;
  /** Answer only once the points are stored (the HTTP fallback, the demo's drive). */
  durable?: boolean;
};

/**
 * The one way positions come in (docs/decisions/0018, 0021), per API process. A point needs no read of
 * the database: the trip's state is held here, loaded on the trip's first point and its trip row read
 * again after any event of the trip (a check-out, a cancel, "on my way": each announces itself, here
 * and by NOTIFY) and before any refusal. The point is checked and counted in memory, sent to its
 * viewers at once, and written behind (TrackWriter).
 */
export class PositionIngest {
  readonly #entries = new Map<number, Entry>();
  readonly #loading = new Map<number, Promise<Entry>>();
  // Trips whose event was heard while their state was loading: their row is read again before use.
  readonly #changedWhileLoading = new Set<number>();
  readonly writer: TrackWriter;

  constructor(private readonly app: FastifyInstance) {
    const { writeMs, latestWriteMs } = app.config.tracking;
    this.writer = new TrackWriter(app.database.db, app.log, {
      intervalMs: writeMs,
      latestEveryMs: latestWriteMs,
    });
  }

  async submit(submission: PositionSubmission): Promise<SubmittedPositions> {
    const { tripId, driverUserId, durable } = submission;
    const entry = await this.#entryFor(tripId);
    let fresh = false;
    if (!entry.checked || durable) {
      await this.#check(entry);
      fresh = true;
    }
    // A refusal is never given on a state that may be a moment old: the row is read first.
    if (!fresh && refusalFor(entry.state, driverUserId)) await this.#check(entry);
    const refusal = refusalFor(entry.state, driverUserId);
    if (refusal) throw refusal;
    entry.usedAtMs = Date.now();
    const result = applySubmission(entry.state, submission.points, submission.now);
    const { latest, window, receivedAt, passengerId } = entry.state;
    if (latest && window && receivedAt) {
      const kept = result.kept.map((position) => ({ tripId, position }));
      this.writer.add({ tripId, position: latest, receivedAt, window }, kept);
    }
    const newest = result.accepted.at(-1);
    if (newest) {
      const event = { tripId, passengerId, position: toPositionView(newest) };
      publishTripPositions(this.app.database, this.app.log, [event]);
    }
    if (durable) await this.writer.flush();
    return result;
  }

  /**
   * A trip event: the trip's row is read again before its next point, its latest position is written
   * with the next write (a check-out's last point) and the point heard of it is forgotten (a cancelled
   * driver's car must not stand in for the next driver's: readers take the stored row until a new one).
   */
  tripChanged(tripId: number) {
    this.writer.writeLatestSoon(tripId);
    forgetHeardPosition(this.app.database, this.app.log, tripId);
    const entry = this.#entries.get(tripId);
    if (entry) {
      entry.checked = false;
      entry.version += 1;
    }
    if (this.#loading.has(tripId)) this.#changedWhileLoading.add(tripId);
  }

  /** Trip events may have been lost: every trip's row is read again before its next point. */
  allChanged() {
    forgetHeardPosition(this.app.database, this.app.log);
    for (const tripId of this.#entries.keys()) this.tripChanged(tripId);
    for (const tripId of this.#loading.keys()) this.#changedWhileLoading.add(tripId);
  }

  /** A point accepted by any process: another's becomes the latest here too (see applyHeardPosition). */
  heard(tripId: number, position: Parameters<typeof fromPositionView>[0]) {
    const entry = this.#entries.get(tripId);
    if (entry) applyHeardPosition(entry.state, fromPositionView(position), this.app.clock.now());
  }

  /** Forgets trips idle for IDLE_MS (long written: the writer holds rows for TRACK_WRITE_MS at most). */
  sweep(nowMs = Date.now()) {
    sweepHeardPositions(this.app.database, this.app.log);
    for (const [tripId, entry] of this.#entries) {
      if (nowMs - entry.usedAtMs > IDLE_MS) this.#entries.delete(tripId);
    }
  }

  #entryFor(tripId: number): Entry | Promise<Entry> {
    const entry = this.#entries.get(tripId);
    if (entry) return entry;
    let loading = this.#loading.get(tripId);
    if (!loading) {
      loading = this.#load(tripId).finally(() => this.#loading.delete(tripId));
      this.#loading.set(tripId, loading);
    }
    return loading;
  }

  async #load(tripId: number): Promise<Entry> {
    const db = this.app.database.db;
    const [trip, latest, lastKept] = await Promise.all([
      findTrackedTrip(db, tripId),
      findLatestPositionRow(db, tripId),
      findLastTrackPoint(db, tripId),
    ]);
    const changed = this.#changedWhileLoading.delete(tripId);
    if (!trip) throw tripNotFound();
    const entry: Entry = {
      state: {
        tripId,
        ...trip,
        latest: latest?.position,
        receivedAt: latest?.row.receivedAt,
        window: latest && { startedAt: latest.row.windowStartedAt, count: latest.row.windowCount },
        lastKept,
      },
      checked: !changed,
      version: 0,
      usedAtMs: Date.now(),
    };
    this.#entries.set(tripId, entry);
    return entry;
  }

  async #check(entry: Entry) {
    const { version } = entry;
    const trip = await findTrackedTrip(this.app.database.db, entry.state.tripId);
    if (!trip) {
      this.#entries.delete(entry.state.tripId);
      throw tripNotFound();
    }
    Object.assign(entry.state, trip);
    if (entry.version === version) entry.checked = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tripPositions: PositionIngest;
  }
}

/** The process's PositionIngest, told of trip events and of other processes' points; flushed on close. */
export default fp(
  async function positionIngest(app: FastifyInstance) {
    const ingest = new PositionIngest(app);
    app.decorate('tripPositions', ingest);
    const stops: (() => Promise<void>)[] = [];
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      stops.push(
        await listenForTripEvents(app.database, app.log, {
          onEvent: (event) => ingest.tripChanged(event.trip_id),
          onGap: () => ingest.allChanged(),
        }),
        await listenForTripPositions(app.database, app.log, {
          onPosition: (event) => ingest.heard(event.tripId, event.position),
          onGap: () => ingest.allChanged(),
        }),
      );
      sweep = setInterval(() => ingest.sweep(), SWEEP_MS);
      sweep.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      await ingest.writer.flush().catch((err) => app.log.error({ err }, 'positions not written at close'));
      for (const stop of stops.splice(0)) await stop();
    });
  },
  { name: 'position-ingest' },
);
