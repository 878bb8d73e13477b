import { realtimeCloseCodes } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { refusalBody } from '../../lib/errors';
import { listenForTripPositions } from '../booking';
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

const description = [
  "WebSocket for the console's live map (issue 43 item 7), with the staff session's cookie (ops and",
  'admins). On connecting: {"type":"subscribed","channel":"live-trips"}; then every accepted position of',
  'every trip: {"type":"position","trip_id","data":{"lat","lng","accuracy_m","heading","speed_mps","at"}};',
  '{"type":"resync"} when positions may have been missed (read GET /admin/api/live-trips again). The',
  `session is checked again every heartbeat: one that ended closes the socket (${realtimeCloseCodes.unauthorized}).`,
].join(' ');

/**
 * GET /admin/api/live-trips/positions: staff follow every live trip's positions by push instead of
 * polling (docs/decisions/0018: a further listener of booking's position fan-out, its check the staff
 * session's). Positions carry no names or numbers, as the live map's list does not.
 */
export default async function livePositionsSocket(app: FastifyInstance) {
  // Each socket and the hash of the session cookie it was opened with.
  const sockets = new Map<StaffSocket, string>();
  const sendAll = (text: string) => {
    for (const socket of sockets.keys()) if (socket.readyState === SOCKET_OPEN) socket.send(text);
  };

  app.route({
    method: 'GET',
    url: '/live-trips/positions',
    onRequest: requireStaff(app, roles),
    schema: {
      tags: ['admin'],
      summary: "WebSocket: every live trip's positions for the console's live map (upgrade required)",
      description,
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send(refusalBody('websocketRequired')),
    wsHandler: (socket, request) => {
      const staffSocket = socket as unknown as StaffSocket;
      sockets.set(staffSocket, tokenHash(request.cookies[SESSION_COOKIE] ?? ''));
      staffSocket.on('close', () => sockets.delete(staffSocket));
      staffSocket.send(JSON.stringify({ type: 'subscribed', channel: 'live-trips' }));
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

  let stopListening = async () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    stopListening = await listenForTripPositions(app.database, app.log, {
      onPosition: (event) => {
        if (sockets.size === 0) return;
        sendAll(JSON.stringify({ type: 'position', trip_id: event.tripId, data: event.position }));
      },
      onGap: () => sendAll(JSON.stringify({ type: 'resync' })),
    });
    heartbeat = setInterval(() => {
      closeEnded().catch((err) => app.log.error({ err }, 'live map: could not check staff sessions'));
    }, app.config.realtime.heartbeatMs);
    heartbeat.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const socket of sockets.keys()) socket.close(realtimeCloseCodes.goingAway, 'Server shutting down');
    await stopListening();
  });
}
