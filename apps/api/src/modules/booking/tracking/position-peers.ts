import type { FastifyBaseLogger } from 'fastify';
import { broadcastChanges } from '../../../db/changes/changes';
import { countOtherListeners } from '../../../db/changes/listen-on-channel';
import { DEFAULT_HEARTBEAT_MS } from '../../../db/changes/pg-listener';
import type { Database } from '../../../db/client';

/** The start of a process's "I listen now" on the positions channel; a points payload never has it. */
const JOIN_PREFIX = 'join:';

/**
 * Whether any other API process listens on this PostgreSQL database (ADR 0028): a process alone need
 * not NOTIFY its points, which only it would read back, and on two cores that round trip was a third of
 * a point's way to the screen. What it learns comes through PostgreSQL (DESIGN.md §13): the other LISTEN
 * connections in pg_stat_activity, counted when this process starts listening and on every heartbeat
 * interval after; and the "join" a process NOTIFYs once its LISTEN is in place (at start and after a
 * lost connection), on which every other process starts sending at once. Unknown counts as present: a
 * wrong guess costs a NOTIFY nobody needed, never a point another process needed.
 */
export class PositionPeers {
  #present = true;
  // Joins heard: a count that began before one may predate the newcomer, and is not taken.
  #joins = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly channel: string,
    private readonly origin: string,
  ) {}

  /** Whether a point must be NOTIFYed for other processes. */
  get present(): boolean {
    return this.#present;
  }

  /** Tells the other processes this one listens now, then counts them, and every interval after. */
  async start() {
    await this.announce();
    clearInterval(this.#timer);
    const everyMs = this.database.listenHeartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.#timer = setInterval(() => void this.count(), everyMs);
    this.#timer.unref();
  }

  /** "Join": every other process sends its points from when it hears it. Throws if it was not sent. */
  async announce() {
    this.#present = true;
    await broadcastChanges(this.database, this.channel, [`${JOIN_PREFIX}${this.origin}`]);
    await this.count();
  }

  /** Whether `payload` was a join (handled here: another process's makes this one send). */
  heard(payload: string): boolean {
    if (!payload.startsWith(JOIN_PREFIX)) return false;
    if (payload !== `${JOIN_PREFIX}${this.origin}`) {
      this.#joins++;
      this.#present = true;
    }
    return true;
  }

  async count() {
    const joins = this.#joins;
    try {
      const others = await countOtherListeners(this.database);
      if (this.#joins === joins) this.#present = others !== 0;
    } catch (err) {
      this.#present = true;
      this.log.warn({ err }, 'other API processes not counted; positions are sent to them');
    }
  }

  stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#present = true;
  }
}
