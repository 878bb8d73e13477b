import { realtimeCloseCodes } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { refusalBody } from '../../lib/errors';
import { findLiveSession } from './accounts-repo';
import { tokenHash } from './credentials';
import { requireStaff, SESSION_COOKIE } from './staff-session';

/** The part of a `ws` socket used here. */
type StaffSocket = {
  readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
};
const SOCKET_OPEN = 1;
const roles = ['ops', 'admin'] as const;

export type StaffSocketRoute = {
  url: string;
  /** Sent on connecting: {"type":"subscribed","channel":…}. */
  channel: string;
  summary: string;
  description: string;
};

/**
 * A console WebSocket opened with the staff session's cookie (ops and admins, docs/decisions/0018): the
 * route, its sockets, and the session checked again every heartbeat (one that ended closes the socket,
 * 4401); every socket closes on shutdown. Returns how to send to them all.
 */
export function staffSocketRoute(app: FastifyInstance, route: StaffSocketRoute) {
  // Each socket and the hash of the session cookie it was opened with.
  const sockets = new Map<StaffSocket, string>();
  const hub = {
    get size() {
      return sockets.size;
    },
    sendAll(text: string) {
      for (const socket of sockets.keys()) if (socket.readyState === SOCKET_OPEN) socket.send(text);
    },
  };

  app.route({
    method: 'GET',
    url: route.url,
    onRequest: requireStaff(app, roles),
    schema: { tags: ['admin'], summary: route.summary, description: route.description },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send(refusalBody('websocketRequired')),
    wsHandler: (socket, request) => {
      const staffSocket = socket as unknown as StaffSocket;
      sockets.set(staffSocket, tokenHash(request.cookies[SESSION_COOKIE] ?? ''));
      staffSocket.on('close', () => sockets.delete(staffSocket));
      staffSocket.send(JSON.stringify({ type: 'subscribed', channel: route.channel }));
    },
  });

  /** A session that ended (logged out, expired, revoked, the account closed or its role changed). */
  async function closeEnded() {
    for (const [socket, hash] of sockets) {
      const found = await findLiveSession(app.database.db, hash, app.clock.now());
      const allowed = found?.staff.isActive && (roles as readonly string[]).includes(found.staff.role);
      if (!allowed) socket.close(realtimeCloseCodes.unauthorized, 'The staff session ended');
    }
  }

  let heartbeat: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    heartbeat = setInterval(() => {
      closeEnded().catch((err) => app.log.error({ err, url: route.url }, 'could not check staff sessions'));
    }, app.config.realtime.heartbeatMs);
    heartbeat.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const socket of sockets.keys()) socket.close(realtimeCloseCodes.goingAway, 'Server shutting down');
  });
  return hub;
}
