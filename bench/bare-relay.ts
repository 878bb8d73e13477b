// The baseline of bench tracking: a bare WebSocket relay in a process of its own, started by tracking.ts
// with an IPC channel. It shares the machine with the API processes but not their event loop, so it
// shows what a WebSocket fan-out costs on this machine at this moment, and nothing of the API's work.
// Forked with `send <database url>` or `receive <database url>`, it is one half of the bare relay across
// two processes: the sending half NOTIFYs each driver's frame, the receiving half LISTENs and fans it out
// to its watchers. That pair is PostgreSQL's own hop between two processes, with nothing of ours in it.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

type WsServer = {
  on(event: 'connection', listener: (socket: RelaySocket) => void): void;
  close(): void;
};
type RelaySocket = {
  readyState: number;
  send(text: string): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
};
const require = createRequire(import.meta.url);
const { WebSocketServer } = require('ws') as {
  WebSocketServer: new (options: { server: ReturnType<typeof createServer> }) => WsServer;
};
type PgClient = {
  connect(): Promise<void>;
  query(q: string | { name: string; text: string; values: unknown[] }): Promise<unknown>;
  on(event: 'notification', listener: (n: { payload?: string }) => void): void;
  end(): Promise<void>;
};
type PgOptions = { connectionString: string; max?: number };
const { Client, Pool } = require('pg') as {
  Client: new (options: PgOptions) => PgClient;
  Pool: new (options: PgOptions) => Omit<PgClient, 'connect' | 'on'>;
};

/** The channel of the bare relay's hop; nothing of the API's listens on it. */
const HOP_CHANNEL = 'pothik_bench_bare_hop';
/** Which half of the relay across two processes this one is, and on which database. */
export type Hop = { role: 'send' | 'receive'; url: string };

/**
 * The baseline: a bare WebSocket relay (no Fastify, no checks, no database, no NOTIFY). A watcher sends
 * `{"w": tripId}`; a driver's frame `{"t": tripId, ...}` is written as it came to that trip's watchers.
 * With `hop`, one half of the relay across two processes: the sending half NOTIFYs each driver's frame
 * instead, the receiving half writes each one it hears to its watchers. Returns its ws:// address and a
 * stop function.
 */
export async function startBareRelay(hop?: Hop): Promise<{ url: string; stop: () => void }> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  const watchers = new Map<number, Set<RelaySocket>>();
  const fanOut = (tripId: number, text: string) => {
    for (const w of watchers.get(tripId) ?? []) if (w.readyState === 1) w.send(text);
  };
  // The receiving half holds one LISTEN connection; the sending half a pool, as an API process does.
  const listener = hop?.role === 'receive' ? new Client({ connectionString: hop.url }) : undefined;
  const pool = hop?.role === 'send' ? new Pool({ connectionString: hop.url, max: 10 }) : undefined;
  if (listener) {
    await listener.connect();
    listener.on('notification', ({ payload = '' }) =>
      fanOut((JSON.parse(payload) as { t: number }).t, payload),
    );
    await listener.query(`listen ${HOP_CHANNEL}`);
  }
  // One NOTIFY per frame, as a prepared statement: the least a process can do to hand a frame on.
  const relay = pool
    ? (_tripId: number, text: string) =>
        // A frame lost here has no receipt, and the run's count of receipts says so.
        void pool
          .query({ name: 'hop', text: 'select pg_notify($1, $2)', values: [HOP_CHANNEL, text] })
          .catch(() => {})
    : fanOut;
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const text = data.toString('utf8');
      const m = JSON.parse(text) as { w?: number; t?: number };
      if (m.w !== undefined) {
        const set = watchers.get(m.w) ?? new Set();
        set.add(socket);
        watchers.set(m.w, set);
        socket.on('close', () => set.delete(socket));
        socket.send('{"ok":true}');
      } else if (m.t !== undefined) {
        relay(m.t, text);
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    stop: () => {
      wss.close();
      http.close();
      void listener?.end();
      void pool?.end();
    },
  };
}

if (process.send) {
  const [role, url] = process.argv.slice(2);
  const relay = await startBareRelay(
    (role === 'send' || role === 'receive') && url ? { role, url } : undefined,
  );
  process.send({ kind: 'relay', url: relay.url });
  process.on('message', (message: { kind: string }) => {
    if (message.kind !== 'stop') return;
    relay.stop();
    process.exit(0);
  });
}
