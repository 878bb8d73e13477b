import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel of every listener's heartbeat; each listener waits for its own payload only. */
export const HEARTBEAT_CHANNEL = 'pothik_listener_heartbeat';
/** How an API process's LISTEN connection names itself in pg_stat_activity (one per process). */
export const LISTENER_APPLICATION_NAME = 'pothik-listener';
/** How often a heartbeat goes out; one not heard by the next is a lost connection. */
export const DEFAULT_HEARTBEAT_MS = 10_000;

type PgListenerOptions = {
  connection: pg.ClientConfig;
  onPayload: (channel: string, payload: string) => void;
  /**
   * After a lost connection is replaced and every LISTEN is in place again: reload whatever the
   * notifications missed meanwhile would have changed. The listener counts as ready once it resolves; a
   * rejection counts as the connection lost again (replaced and reloaded once more).
   */
  onReconnect: () => Promise<void>;
  heartbeatMs?: number;
  log: FastifyBaseLogger;
  /** Backoff between reconnect attempts: doubling from `minDelayMs` to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

type Connection = { client: pg.Client; socket: Socket };

/**
 * The one LISTEN connection of an API process, for every channel (DESIGN.md §13). It lives outside the
 * pool: a pooled connection is handed to other queries and would lose its LISTENs. A connection can be
 * lost loudly (a server restart, failover, pg_terminate_backend: the socket closes) or silently (a NAT
 * or firewall forgets the flow: nothing arrives, nothing fails). TCP keepalive finds the second kind in
 * minutes; the heartbeat in seconds: every `heartbeatMs` the connection NOTIFYs itself (PostgreSQL
 * delivers a session's own notifications back to it), and one not heard back by the next beat ends the
 * connection. On the connection itself, not through the pool: a pool busy with slow queries must not
 * look like a lost connection. Either way the connection is replaced with
 * backoff, LISTENs again, `onReconnect` reloads what may have been missed, and only then is the
 * listener `ready` again (readiness answers 503 meanwhile).
 */
export class PgListener {
  #connection: Connection | undefined;
  #channels = new Set<string>();
  #ready = false;
  #closing = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  /** The heartbeat sent and not yet heard back. */
  #awaiting: string | undefined;
  readonly #id = randomBytes(6).toString('hex');
  #beat = 0;

  constructor(private readonly options: PgListenerOptions) {}

  get #heartbeatMs() {
    return this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  /** Whether every LISTEN is in place and what was missed before it is reloaded. */
  get ready(): boolean {
    return this.#ready;
  }

  /** The server process of the connection (pg_stat_activity's pid) while it is ready; none while lost. */
  get backendPid(): number | undefined {
    const pid = (this.#connection?.client as { processID?: number | null } | undefined)?.processID;
    return this.#ready && typeof pid === 'number' ? pid : undefined;
  }

  /** The channels listened to (not the heartbeat's). */
  get channels(): string[] {
    return [...this.#channels].sort();
  }

  async start(): Promise<void> {
    this.#connection = await this.#connect();
    this.#ready = true;
    // After the I/O phase (setImmediate): when the process was busy past a beat, a heartbeat that
    // arrived meanwhile is read before it is judged missing.
    this.#heartbeat = setInterval(() => setImmediate(() => this.#tick()), this.#heartbeatMs);
    this.#heartbeat.unref();
  }

  /** LISTENs on `channel` too; a replaced connection LISTENs on every channel again. */
  async listen(channel: string): Promise<void> {
    if (this.#channels.has(channel)) return;
    this.#channels.add(channel);
    const current = this.#connection;
    if (!current) return;
    try {
      await current.client.query(`LISTEN ${current.client.escapeIdentifier(channel)}`);
    } catch (err) {
      // Lost meanwhile: its replacement LISTENs on the channel.
      if (this.#connection === current) throw err;
    }
  }

  async unlisten(channel: string): Promise<void> {
    if (!this.#channels.delete(channel)) return;
    const current = this.#connection;
    await current?.client.query(`UNLISTEN ${current.client.escapeIdentifier(channel)}`).catch(() => {});
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#ready = false;
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    const current = this.#connection;
    this.#connection = undefined;
    await current?.client.end().catch(() => {});
    current?.socket.destroy();
  }

  async #connect(): Promise<Connection> {
    const { connection, onPayload } = this.options;
    // A socket of our own: a silently dead one is destroyed at once, where pg's end() would wait for it.
    const socket = new Socket();
    const client = new pg.Client({
      ...connection,
      application_name: LISTENER_APPLICATION_NAME,
      stream: () => socket,
      keepAlive: true,
      keepAliveInitialDelayMillis: this.#heartbeatMs,
    });
    const own = { client, socket };
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === HEARTBEAT_CHANNEL) {
        if (payload === this.#awaiting) this.#awaiting = undefined;
      } else if (this.#channels.has(channel)) {
        onPayload(channel, payload);
      }
    });
    client.on('error', (err) => this.#lost(own, err));
    client.on('end', () => this.#lost(own));
    // A server that does not answer (the silent kind of loss) must not hold a reconnect forever.
    const limit = 2 * this.#heartbeatMs;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          await client.connect();
          for (const channel of [HEARTBEAT_CHANNEL, ...this.#channels]) {
            await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
          }
        })(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no LISTEN connection within ${limit} ms`)), limit);
        }),
      ]);
    } catch (err) {
      socket.destroy();
      client.end().catch(() => {});
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return own;
  }

  #tick() {
    const current = this.#connection;
    // Being replaced: the reconnect has its own timeout.
    if (!current || this.#closing) return;
    if (this.#awaiting !== undefined) {
      this.#lost(current, new Error(`no heartbeat back within ${this.#heartbeatMs} ms`));
      return;
    }
    this.#beat += 1;
    const payload = `${this.#id}.${this.#beat}`;
    this.#awaiting = payload;
    // A failed or unanswered send is judged at the next beat like a heartbeat lost on the way back.
    current.client.query('select pg_notify($1, $2)', [HEARTBEAT_CHANNEL, payload]).catch((err: unknown) => {
      this.options.log.debug({ err }, 'LISTEN heartbeat not sent');
    });
  }

  #lost(lost: Connection, err?: Error) {
    if (this.#closing || this.#connection !== lost) return;
    this.#connection = undefined;
    this.#ready = false;
    this.#awaiting = undefined;
    this.options.log.warn({ err }, 'LISTEN connection lost; reconnecting');
    lost.socket.destroy();
    lost.client.end().catch(() => {});
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    const { minDelayMs = 100, maxDelayMs = 30_000 } = this.options;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(this.#attempt, 20));
    this.#attempt += 1;
    this.#timer = setTimeout(() => void this.#reconnect(), delay);
    // Never what keeps a process alive.
    this.#timer.unref();
  }

  async #reconnect() {
    let fresh: Connection;
    try {
      fresh = await this.#connect();
    } catch (err) {
      if (this.#closing) return;
      this.options.log.warn({ err, attempt: this.#attempt }, 'LISTEN reconnect failed');
      this.#scheduleReconnect();
      return;
    }
    if (this.#closing) {
      fresh.socket.destroy();
      await fresh.client.end().catch(() => {});
      return;
    }
    this.#connection = fresh;
    try {
      // Listening again before the reload: a change committed while it runs is heard either way.
      await this.options.onReconnect();
    } catch (err) {
      this.options.log.error({ err }, 'reload after a lost LISTEN connection failed');
      this.#lost(fresh, err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (this.#connection !== fresh) return;
    this.#ready = true;
    this.#attempt = 0;
    this.options.log.info('LISTEN connection restored and what it missed reloaded');
  }
}
