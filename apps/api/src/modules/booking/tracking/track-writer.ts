import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import {
  insertTrackPoints,
  type LatestPositionRow,
  saveLatestPositions,
  type TrackPointRow,
} from './positions-repo';

export type TrackWriterTimes = {
  /** How long accepted rows wait at most before a write (TRACK_WRITE_MS). */
  intervalMs: number;
  /** How often one trip's latest position is written at most (TRACK_LATEST_WRITE_MS; 0: every write). */
  latestEveryMs: number;
};

/**
 * The write-behind of positions (docs/decisions/0021): accepted points are on screen before they are
 * stored; the kept track points wait here and are written together, in multi-row statements, at most
 * `intervalMs` after the first of them (at once when the writer was idle that long). A trip's latest
 * position is written with them the first time, then at most every `latestEveryMs` (the newest one
 * waiting): readers take newer points from what their process heard (position-channel.ts), so the row
 * is the fallback of a process that heard none, and writing every point of 1,000 trips would be most of
 * the database's work. A crash loses at most `intervalMs` of track and `latestEveryMs` of latest
 * position; a failed write is logged and those rows dropped, as a crash would. `flush()` writes
 * everything waiting and resolves once it is stored (the HTTP fallback answers only then).
 */
export class TrackWriter {
  #latest = new Map<number, LatestPositionRow>();
  // Trips whose latest position was written less than latestEveryMs ago, and when.
  readonly #latestWrittenAtMs = new Map<number, number>();
  #track: TrackPointRow[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #lastStartMs = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly times: TrackWriterTimes,
  ) {}

  get waiting() {
    return this.#latest.size + this.#track.length;
  }

  add(latest: LatestPositionRow, kept: readonly TrackPointRow[]) {
    this.#latest.set(latest.tripId, latest);
    this.#track.push(...kept);
    this.#schedule();
  }

  /** The trip changed (a check-out, a cancel): its latest position goes with the next write. */
  writeLatestSoon(tripId: number) {
    this.#latestWrittenAtMs.delete(tripId);
  }

  /** Writes everything waiting now (after a write under way); rejects when the database did. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing.catch(() => {});
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.waiting === 0) return;
    await this.#run(true);
  }

  #schedule() {
    if (this.#timer || this.#writing) return;
    const delay = Math.max(0, this.#lastStartMs + this.times.intervalMs - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#run(false).catch((err) =>
        this.log.error({ err }, 'positions not written: up to a second of track lost'),
      );
    }, delay);
    this.#timer.unref();
  }

  /** The latest positions to write now (all of them when flushing); the others keep waiting. */
  #takeLatest(all: boolean, nowMs: number): LatestPositionRow[] {
    for (const [tripId, atMs] of this.#latestWrittenAtMs) {
      if (nowMs - atMs >= this.times.latestEveryMs) this.#latestWrittenAtMs.delete(tripId);
    }
    const due: LatestPositionRow[] = [];
    for (const [tripId, row] of this.#latest) {
      if (!all && this.#latestWrittenAtMs.has(tripId)) continue;
      due.push(row);
      this.#latest.delete(tripId);
      this.#latestWrittenAtMs.set(tripId, nowMs);
    }
    return due;
  }

  async #run(all: boolean) {
    const nowMs = Date.now();
    const latest = this.#takeLatest(all, nowMs);
    const track = this.#track;
    this.#track = [];
    this.#lastStartMs = nowMs;
    if (latest.length === 0 && track.length === 0) {
      if (this.waiting > 0) this.#schedule();
      return;
    }
    this.#writing = this.db.transaction(async (tx) => {
      await saveLatestPositions(tx, latest);
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
