import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

type PgListenerOptions = {
  connection: pg.ClientConfig;
  channel: string;
  /** How the connection names itself in pg_stat_activity; each listener of a process has its own. */
  applicationName?: string;
  onPayload: (payload: string) => void;
  /** Called after a lost connection is replaced: notifications sent meanwhile are gone. */
  onReconnect: () => void;
  log: FastifyBaseLogger;
  /** Backoff between reconnect attempts: doubling from `minDelayMs` to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * The one LISTEN connection of an API process. It lives outside the pool: a pooled connection is
 * handed to other queries and would lose the LISTEN. A dropped connection (server restart, failover,
 * an admin's pg_terminate_backend) is replaced with backoff until the app closes.
 */
export class PgListener {
  #client: pg.Client | undefined;
  #closing = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PgListenerOptions) {}

  /** Whether the LISTEN is in place now (false while a lost connection is being replaced). */
  get connected(): boolean {
    return this.#client !== undefined;
  }

  get channel(): string {
    return this.options.channel;
  }

  async start(): Promise<void> {
    this.#client = await this.#connect();
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<pg.Client> {
    const { connection, channel, onPayload } = this.options;
    const client = new pg.Client({
      ...connection,
      application_name: this.options.applicationName ?? 'pothik-realtime-listener',
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    return client;
  }

  #lost(client: pg.Client, err?: Error) {
    if (this.#closing || this.#client !== client) return;
    this.#client = undefined;
    this.options.log.warn({ err }, 'realtime LISTEN connection lost; reconnecting');
    client.end().catch(() => {});
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
    let client: pg.Client;
    try {
      client = await this.#connect();
    } catch (err) {
      if (this.#closing) return;
      this.options.log.warn({ err, attempt: this.#attempt }, 'realtime LISTEN reconnect failed');
      this.#scheduleReconnect();
      return;
    }
    if (this.#closing) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#attempt = 0;
    this.options.log.info('realtime LISTEN connection restored');
    this.options.onReconnect();
  }
}
