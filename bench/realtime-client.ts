// The subscribers of bench realtime: real WebSocket clients (`ws`, which @fastify/websocket runs on;
// it ships no types, so the part used here is typed below). A receipt is stamped before anything
// else is done with the frame.
import { createRequire } from 'node:module';
import { REALTIME_PATH } from '@pothik/domain';

type WsClient = {
  send(data: string): void;
  close(): void;
  on(event: 'open', listener: () => void): WsClient;
  on(event: 'message', listener: (data: Buffer) => void): WsClient;
  on(event: 'error', listener: (err: Error) => void): WsClient;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): WsClient;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

const now = () => performance.timeOrigin + performance.now();

export type BenchSocket = {
  /** bid id → when its bid.created arrived (bench clock, ms). */
  bids: Map<number, number>;
  /** broadcast seq → when the bare fan-out frame arrived. */
  baselines: Map<number, number>;
  /** broadcast seq → the pid of the API process that sent it. */
  baselineFrom: Map<number, number>;
  close: () => void;
};

/** One socket: authenticated and subscribed to every trip, or an error. */
function subscriber(baseUrl: string, token: string, trips: readonly number[]): Promise<BenchSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  const socket: BenchSocket = {
    bids: new Map(),
    baselines: new Map(),
    baselineFrom: new Map(),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    let subscribed = 0;
    ws.on('error', reject);
    ws.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason.toString()}`)));
    ws.on('open', () => {
      // The server handles a socket's messages in order, so nothing needs to wait for `ready`.
      ws.send(JSON.stringify({ type: 'auth', access_token: token }));
      for (const trip_id of trips) ws.send(JSON.stringify({ type: 'subscribe', trip_id }));
    });
    ws.on('message', (data) => {
      const at = now();
      const m = JSON.parse(data.toString('utf8')) as {
        type: string;
        data?: { bid_id?: number };
        seq?: number;
        from?: number;
      };
      if (m.type === 'bid.created') socket.bids.set(m.data!.bid_id!, at);
      else if (m.type === 'bench.baseline') {
        socket.baselines.set(m.seq!, at);
        socket.baselineFrom.set(m.seq!, m.from!);
      } else if (m.type === 'subscribed' && ++subscribed === trips.length) resolve(socket);
      else if (m.type === 'error') reject(new Error(`refused: ${data.toString('utf8')}`));
    });
  });
}

/** `count` subscribers, connected 100 at a time so the listen backlog never overflows. */
export async function connectAll(baseUrl: string, token: string, trips: readonly number[], count: number) {
  const sockets: BenchSocket[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Math.min(100, count - i);
    sockets.push(
      ...(await Promise.all(Array.from({ length: batch }, () => subscriber(baseUrl, token, trips)))),
    );
  }
  return sockets;
}
