import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import {
  insertTrackPoints,
  type LatestPositionRow,
  saveLatestPositions,
  type TrackPointRow,
} from './positions-repo';

/**
 * The write-behind of positions (docs/decisions/0021): accepted points are on screen before they are
 * stored; the trips' latest points and their kept track points wait here and are written together, in
 * multi-row statements of 25 rows, at most `intervalMs` after the first of them (at once when the
 * writer was idle that long). A crash loses at most that long of track; a failed write is logged and
 * those rows dropped, as a crash would. `flush()` writes everything waiting and resolves once it is
 * stored (the HTTP fallback answers only then).
 */
export class TrackWriter {
  #latest = new Map<number, LatestPositionRow>();
  #track: TrackPointRow[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #lastStartMs = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  get waiting() {
    return this.#latest.size + this.#track.length;
  }

  add(latest: LatestPositionRow, kept: readonly TrackPointRow[]) {
    this.#latest.set(latest.tripId, latest);
    this.#track.push(...kept);
    this.#schedule();
  }

  /** Writes everything waiting now (after a write under way); rejects when the database did. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing.catch(() => {});
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.waiting === 0) return;
    await this.#run();
  }

  #schedule() {
    if (this.#timer || this.#writing) return;
    const delay = Math.max(0, this.#lastStartMs + this.intervalMs - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#run().catch((err) =>
        this.log.error({ err }, 'positions not written: up to a second of track lost'),
      );
    }, delay);
    this.#timer.unref();
  }

  async #run() {
    const latest = [...this.#latest.values()];
    const track = this.#track;
    this.#latest = new Map();
    this.#track = [];
    this.#lastStartMs = Date.now();
    this.#writing = this.db.transaction(async (tx) => {
      await saveLatestPositions(tx, latest);
      // A turn for the sockets between the two (PGlite answers within microtasks).
      await new Promise((resolve) => setImmediate(resolve));
      await insertTrackPoints(tx, track);
    });
    try {
      await this.#writing;
    } finally {
      this.#writing = undefined;
      if (this.waiting > 0) this.#schedule();
    }
  }
}
