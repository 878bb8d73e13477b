import { createRequire } from 'node:module';
import {
  parseRealtimeServerMessage,
  REALTIME_PATH,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@pothik/domain';

/** The part of a `ws` client socket the tests use. */
type WsClient = {
  readonly readyState: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'open', listener: () => void): WsClient;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): WsClient;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): WsClient;
  on(event: 'error', listener: (err: Error) => void): WsClient;
};
type WsClientConstructor = new (url: string, options?: { autoPong?: boolean }) => WsClient;

// The WebSocket library @fastify/websocket runs on (Node 20 has no global WebSocket). It ships no
// types, so the part used here is typed above.
const WebSocket = createRequire(import.meta.url)('ws') as WsClientConstructor;

export type Closed = { code: number; reason: string };

/** A real WebSocket client of GET /api/v3/realtime that keeps every message it receives. */
export class RealtimeClient {
  readonly received: RealtimeServerMessage[] = [];
  /** Frames that are not valid server messages (the server must never send one). */
  readonly unreadable: string[] = [];
  readonly closed: Promise<Closed>;
  #waiters: (() => void)[] = [];

  private constructor(private readonly ws: WsClient) {
    ws.on('message', (data) => {
      const text = data.toString('utf8');
      const message = parseRealtimeServerMessage(text);
      if (message) this.received.push(message);
      else this.unreadable.push(text);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
        for (const wake of this.#waiters.splice(0)) wake();
      });
    });
  }

  /** `baseUrl` as `app.listen` returns it (http://127.0.0.1:port). */
  static open(
    baseUrl: string,
    options: { autoPong?: boolean; query?: string } = {},
  ): Promise<RealtimeClient> {
    const { query, ...wsOptions } = options;
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}${query ?? ''}`, wsOptions);
    const client = new RealtimeClient(ws);
    return new Promise((resolve, reject) => {
      ws.on('open', () => resolve(client));
      ws.on('error', reject);
    });
  }

  /** A connected socket that has authenticated (the `ready` answer received). */
  static async connect(baseUrl: string, accessToken: string): Promise<RealtimeClient> {
    const client = await RealtimeClient.open(baseUrl);
    await client.auth(accessToken);
    return client;
  }

  get isOpen() {
    return this.ws.readyState === 1;
  }

  send(message: RealtimeClientMessage | Record<string, unknown>) {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer, binary = false) {
    this.ws.send(data, { binary });
  }

  close() {
    this.ws.close();
  }

  /** The first message (counting from `from`) that matches, waiting up to `timeoutMs`. */
  async next<T extends RealtimeServerMessage>(
    match: (m: RealtimeServerMessage) => m is T,
    { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || !this.isOpen) {
        throw new Error(`no matching message; received ${JSON.stringify(this.received)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async auth(accessToken: string) {
    const from = this.received.length;
    this.send({ type: 'auth', access_token: accessToken });
    return this.next(ofType('ready'), { from });
  }

  /** Subscribes and returns the answer: `subscribed` or an `error` naming the trip. */
  async subscribe(tripId: number) {
    const from = this.received.length;
    this.send({ type: 'subscribe', trip_id: tripId });
    return this.next(
      (m): m is Extract<RealtimeServerMessage, { type: 'subscribed' | 'error' }> =>
        (m.type === 'subscribed' || m.type === 'error') && 'trip_id' in m && m.trip_id === tripId,
      { from },
    );
  }

  async subscribeOpenTrips() {
    const from = this.received.length;
    this.send({ type: 'subscribe', channel: 'open-trips' });
    return this.next(
      (m): m is Extract<RealtimeServerMessage, { type: 'subscribed' | 'error' }> =>
        m.type === 'subscribed' || m.type === 'error',
      { from },
    );
  }

  /** Events received so far for one trip. */
  eventsOf(tripId: number) {
    return this.received.filter((m) => m.type.includes('.') && 'trip_id' in m && m.trip_id === tripId);
  }
}

export function ofType<K extends RealtimeServerMessage['type']>(type: K) {
  return (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: K }> => m.type === type;
}

/** An event of this type for this trip. */
export function eventFor<K extends RealtimeServerMessage['type']>(type: K, tripId: number) {
  return (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: K }> =>
    m.type === type && 'trip_id' in m && m.trip_id === tripId;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
