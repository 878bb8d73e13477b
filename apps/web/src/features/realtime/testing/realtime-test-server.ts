import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  parseRealtimeClientMessage,
  type RealtimeClientMessage,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@pothik/domain';
import type { CreateSocket } from '../trip-live-client';

// The part of the `ws` package used here; it ships no types (the API's tests type it the same way).
type WsSocket = {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
};
type WsServer = {
  on(event: 'connection', listener: (socket: WsSocket, request: IncomingMessage) => void): void;
  on(event: 'listening', listener: () => void): void;
  address(): AddressInfo;
  close(callback: () => void): void;
};
type WsServerConstructor = new (options: { port: number; host: string }) => WsServer;

// A real WebSocket server (the library @fastify/websocket runs on), imported in tests only.
const { WebSocketServer } = createRequire(import.meta.url)('ws') as { WebSocketServer: WsServerConstructor };

type Client = { socket: WsSocket; path: string; tripIds: Set<number>; received: RealtimeClientMessage[] };

export type RealtimeTestServer = {
  /** ws://127.0.0.1:port */
  url: string;
  clients: Client[];
  /** Sends an event to the clients subscribed to its trip. */
  publish: (event: RealtimeEvent) => void;
  /** Closes every connection with `code`; while `isDown`, new connections are closed at once. */
  dropAll: (code?: number) => void;
  isDown: boolean;
  /** Resolves once a client has subscribed to the trip. */
  subscribed: (tripId: number) => Promise<void>;
  /** A socket factory that opens the app's realtime URL (on the fake API's host) on this server. */
  socketFactory: (apiUrl: string) => CreateSocket;
  reset: () => void;
  close: () => Promise<void>;
};

/**
 * Plays GET /api/v3/realtime as the API does for a passenger (packages/domain/src/realtime/protocol.ts):
 * `ready` after auth, `subscribed` after subscribe, `pong` after ping, events to subscribers.
 */
export async function startRealtimeTestServer(): Promise<RealtimeTestServer> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.on('listening', resolve));
  const clients: Client[] = [];
  let waiters: (() => void)[] = [];
  const send = (socket: WsSocket, message: RealtimeServerMessage) => socket.send(JSON.stringify(message));

  const self: RealtimeTestServer = {
    url: `ws://127.0.0.1:${server.address().port}`,
    clients,
    isDown: false,
    publish(event) {
      for (const client of clients) if (client.tripIds.has(event.trip_id)) send(client.socket, event);
    },
    dropAll(code = 1001) {
      for (const client of clients) client.socket.close(code);
    },
    async subscribed(tripId) {
      while (!clients.some((c) => c.tripIds.has(tripId))) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    socketFactory: (apiUrl) => (url) =>
      new WebSocket(
        url.replace(apiUrl.replace(/^http/, 'ws'), self.url),
      ) as unknown as ReturnType<CreateSocket>,
    reset() {
      self.dropAll(1001);
      clients.length = 0;
      self.isDown = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  server.on('connection', (socket, request) => {
    if (self.isDown) {
      socket.close(1001);
      return;
    }
    const client: Client = { socket, path: request.url ?? '', tripIds: new Set(), received: [] };
    clients.push(client);
    socket.on('message', (data) => {
      const message = parseRealtimeClientMessage(data.toString('utf8'));
      if (!message) return;
      client.received.push(message);
      if (message.type === 'auth') {
        send(socket, {
          type: 'ready',
          user_id: 7,
          role: 'passenger',
          expires_at: '2030-01-01T00:00:00.000Z',
        });
      } else if (message.type === 'ping') {
        send(socket, { type: 'pong' });
      } else if (message.type === 'subscribe' && 'trip_id' in message) {
        client.tripIds.add(message.trip_id);
        send(socket, { type: 'subscribed', trip_id: message.trip_id });
        for (const wake of waiters) wake();
        waiters = [];
      }
    });
    socket.on('close', () => client.tripIds.clear());
  });
  return self;
}
