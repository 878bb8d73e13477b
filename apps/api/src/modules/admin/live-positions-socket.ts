import { realtimeCloseCodes } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { listenForTripPositions } from '../booking';
import { staffSocketRoute } from './staff-socket';

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
  const staff = staffSocketRoute(app, {
    url: '/live-trips/positions',
    channel: 'live-trips',
    summary: "WebSocket: every live trip's positions for the console's live map (upgrade required)",
    description,
  });
  let stopListening = async () => {};
  app.addHook('onReady', async () => {
    stopListening = await listenForTripPositions(app.database, app.log, {
      onPosition: (event) => {
        if (staff.size === 0) return;
        staff.sendAll(JSON.stringify({ type: 'position', trip_id: event.tripId, data: event.position }));
      },
      onGap: () => staff.sendAll(JSON.stringify({ type: 'resync' })),
    });
  });
  app.addHook('preClose', () => stopListening());
}
