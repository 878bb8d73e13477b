// The phones of bench tracking: drivers sending points over the realtime WebSocket, passengers watching
// their trip on it, share-link viewers, and the same traffic through the bare relay. Every send and
// every receipt is stamped on this process's clock, so no clocks need lining up.
import { createRequire } from 'node:module';
import { REALTIME_PATH } from '@pothik/domain';

export type WsClient = {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: 'open', listener: () => void): WsClient;
  on(event: 'message', listener: (data: Buffer) => void): WsClient;
  on(event: 'error', listener: (err: Error) => void): WsClient;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): WsClient;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

export const now = () => performance.timeOrigin + performance.now();

/** What the run measured: latencies (ms) by who received, and what went wrong. */
export class Tally {
  /** `${trip}|${key}` → when the driver's frame was sent (only frames that count). */
  readonly sent = new Map<string, number>();
  readonly latencies = {
    passenger: [] as number[],
    viewer: [] as number[],
    /**
     * Two processes: both watchers of the trips whose driver the edge could not route with them (the
     * points cross by NOTIFY). Printed, not a target (docs/decisions/0026).
     */
    crossing: [] as number[],
    bare: [] as number[],
    /** Through the bare relay's two halves and PostgreSQL's NOTIFY between them (two processes only). */
    bareHop: [] as number[],
  };
  /** Every socket opened, so a run that stops half way still closes them all. */
  readonly sockets: WsClient[] = [];
  refused = 0;
  /** Share-page polls that failed or timed out (the poll viewers only). */
  failedPolls = 0;
  accepted = 0;
  closed = 0;

  receipt(who: keyof Tally['latencies'], key: string) {
    const sentAt = this.sent.get(key);
    if (sentAt !== undefined) this.latencies[who].push(now() - sentAt);
  }
}

function open(url: string, onMessage: (text: string, ws: WsClient) => boolean, tally: Tally) {
  const ws = new WebSocket(url);
  tally.sockets.push(ws);
  return new Promise<WsClient>((resolve, reject) => {
    let ready = false;
    ws.on('error', (err) => (ready ? undefined : reject(err)));
    ws.on('close', (code, reason) => {
      if (ready) tally.closed += 1;
      else reject(new Error(`closed ${code} ${reason.toString()}`));
    });
    ws.on('message', (data) => {
      if (onMessage(data.toString('utf8'), ws) && !ready) {
        ready = true;
        resolve(ws);
      }
    });
    ws.on('open', () => onMessage('', ws));
  });
}

type Frame = { type?: string; trip_id?: number; data?: { at?: string }; code?: string };

/** A driver's realtime socket, authenticated; its acknowledgements and refusals are counted. */
export function driverSocket(apiUrl: string, token: string, tally: Tally) {
  return open(
    `${apiUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`,
    (text, ws) => {
      if (text === '') {
        ws.send(JSON.stringify({ type: 'auth', access_token: token }));
        return false;
      }
      const m = JSON.parse(text) as Frame;
      if (m.type === 'position_accepted') tally.accepted += 1;
      if (m.type === 'error') tally.refused += 1;
      return m.type === 'ready';
    },
    tally,
  );
}

/** Whose figure a watcher's receipts count in. */
export type Watcher = 'passenger' | 'viewer' | 'crossing';

/** A passenger's realtime socket subscribed to their trip; each position's arrival is a receipt. */
export function passengerSocket(
  apiUrl: string,
  token: string,
  tripId: number,
  tally: Tally,
  who: Watcher = 'passenger',
) {
  return open(
    `${apiUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`,
    (text, ws) => {
      if (text === '') {
        ws.send(JSON.stringify({ type: 'auth', access_token: token }));
        ws.send(JSON.stringify({ type: 'subscribe', trip_id: tripId }));
        return false;
      }
      const m = JSON.parse(text) as Frame;
      if (m.type === 'position') tally.receipt(who, `${m.trip_id}|${m.data?.at}`);
      if (m.type === 'error') throw new Error(`subscription refused: ${text}`);
      return m.type === 'subscribed';
    },
    tally,
  );
}

/** A share link's viewer: a socket with no login following the link's trip (`shared_position`s). */
export function viewerSocket(
  apiUrl: string,
  shareToken: string,
  tripId: number,
  tally: Tally,
  who: Watcher = 'viewer',
) {
  return open(
    `${apiUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`,
    (text, ws) => {
      if (text === '') {
        ws.send(JSON.stringify({ type: 'subscribe', share_token: shareToken }));
        return false;
      }
      const m = JSON.parse(text) as Frame;
      if (m.type === 'shared_position') tally.receipt(who, `${tripId}|${m.data?.at}`);
      if (m.type === 'error') throw new Error(`share link refused: ${text}`);
      return m.type === 'subscribed';
    },
    tally,
  );
}

/** Which bare relay a frame went through: the one process, or the two with NOTIFY between them. */
export type BareKind = 'bare' | 'bareHop';

/**
 * A watcher of a bare relay (it stands for the passenger or the share viewer of the trip); the frame's
 * key is `${trip}|${kind} ${at}`.
 */
export function bareWatcher(relayUrl: string, tripId: number, tally: Tally, kind: BareKind = 'bare') {
  return open(
    relayUrl,
    (text, ws) => {
      if (text === '') {
        ws.send(JSON.stringify({ w: tripId }));
        return false;
      }
      const m = JSON.parse(text) as { ok?: boolean; t?: number; at?: string };
      if (m.t !== undefined) tally.receipt(kind, `${m.t}|${kind} ${m.at}`);
      return m.ok === true;
    },
    tally,
  );
}

/** A driver's socket to the bare relay: it only sends. */
export function bareDriver(relayUrl: string, tally: Tally) {
  return open(
    relayUrl,
    (text, ws) => {
      if (text === '') ws.send(JSON.stringify({ w: 0 }));
      return text !== '';
    },
    tally,
  );
}

/** `make(i)` for i in [0, count), 100 at a time so the listen backlog never overflows; errors name `what`. */
export async function inBatches<T>(what: string, count: number, make: (i: number) => Promise<T>) {
  const made: T[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) =>
      make(i + j).catch((err: Error) => {
        throw new Error(`${what} ${i + j + 1} of ${count}: ${err.message}`);
      }),
    );
    made.push(...(await Promise.all(batch)));
  }
  return made;
}
