/** What a heartbeat needs of a connection; `RealtimeConnection` is the real one. */
export type Beating = { heartbeat: () => void };

export type HeartbeatTimes = {
  /** How often each connection is pinged (REALTIME_HEARTBEAT_SEC). */
  intervalMs: number;
  /** The groups the connections are spread over: one group is pinged every intervalMs / rounds. */
  rounds: number;
  /** Connections pinged per turn of the event loop. */
  slice: number;
};

/**
 * The sockets' heartbeat, spread over its interval (docs/decisions/0021): each connection joins one of
 * `rounds` groups in turn and its group is pinged every `intervalMs`, one group every intervalMs /
 * rounds. Pinging every socket at once held every socket's messages behind thousands of pings (and
 * their pongs) every 30 s: bench tracking's position-to-screen delays gathered at those moments. A
 * connection is still pinged once an interval, and one that stopped answering is dropped at its next
 * heartbeat, as before. `onCycle` runs once an interval (the share links' recheck).
 */
export class HeartbeatRounds<C extends Beating> {
  readonly #groups: Set<C>[];
  readonly #groupOf = new Map<C, Set<C>>();
  #nextGroup = 0;
  #round = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly times: HeartbeatTimes,
    private readonly onCycle: () => void,
  ) {
    this.#groups = Array.from({ length: Math.max(1, times.rounds) }, () => new Set<C>());
  }

  add(connection: C) {
    if (this.#groupOf.has(connection)) return;
    const group = this.#groups[this.#nextGroup]!;
    this.#nextGroup = (this.#nextGroup + 1) % this.#groups.length;
    group.add(connection);
    this.#groupOf.set(connection, group);
  }

  remove(connection: C) {
    this.#groupOf.get(connection)?.delete(connection);
    this.#groupOf.delete(connection);
  }

  start() {
    if (this.#timer) return;
    const everyMs = Math.max(1, Math.floor(this.times.intervalMs / this.#groups.length));
    // After the I/O phase (setImmediate): when the process was busy past a tick, pongs that arrived
    // meanwhile are read before sockets are judged dead.
    this.#timer = setInterval(() => setImmediate(() => void this.#beat()), everyMs);
    this.#timer.unref();
  }

  stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** The next group's heartbeat, a slice of connections per turn of the event loop. */
  async #beat() {
    const group = [...this.#groups[this.#round]!];
    this.#round = (this.#round + 1) % this.#groups.length;
    const { slice } = this.times;
    for (let i = 0; i < group.length; i += slice) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const connection of group.slice(i, i + slice)) connection.heartbeat();
    }
    if (this.#round === 0) this.onCycle();
  }
}
