// The baseline of bench tracking: a bare WebSocket relay in a process of its own, started by tracking.ts
// with an IPC channel. It shares the machine with the API processes but not their event loop, so it
// shows what a WebSocket fan-out costs on this machine at this moment, and nothing of the API's work.
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
const { WebSocketServer } = createRequire(import.meta.url)('ws') as {
  WebSocketServer: new (options: { server: ReturnType<typeof createServer> }) => WsServer;
};

/**
 * The baseline: a bare WebSocket relay (no Fastify, no checks, no database, no NOTIFY). A watcher sends `{"w": tripId}`; a driver's frame `{"t": tripId, ...}` is written
 * as it came to that trip's watchers. Returns its ws:// address and a stop function.
 */
export async function startBareRelay(): Promise<{ url: string; stop: () => void }> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  const watchers = new Map<number, Set<RelaySocket>>();
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
        for (const w of watchers.get(m.t) ?? []) if (w.readyState === 1) w.send(text);
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
    },
  };
}

if (process.send) {
  const relay = await startBareRelay();
  process.send({ kind: 'relay', url: relay.url });
  process.on('message', (message: { kind: string }) => {
    if (message.kind !== 'stop') return;
    relay.stop();
    process.exit(0);
  });
}
