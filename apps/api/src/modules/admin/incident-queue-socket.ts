import { realtimeCloseCodes } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { listenForIncidentChanges } from '../booking';
import { staffSocketRoute } from './staff-socket';

const description = [
  "WebSocket for the console's incident queue (issue 43 item 4), with the staff session's cookie (ops",
  'and admins). On connecting: {"type":"subscribed","channel":"incidents"}; then, as each step of any',
  'incident commits (raised, alerted, re-alerted, acknowledged, a note, resolved): {"type":"incident","id"};',
  '{"type":"resync"} when steps may have been missed. Either way read GET /admin/api/incidents again. The',
  `session is checked again every heartbeat: one that ended closes the socket (${realtimeCloseCodes.unauthorized}).`,
].join(' ');

/**
 * GET /admin/api/incident-queue/live: the queue learns of a new SOS by push, within moments of its commit
 * in any API process (an SOS is due in the queue within 2 s); the mark's poll stays as the fallback.
 * Ids only: the queue's read is the audited one.
 */
export default async function incidentQueueSocket(app: FastifyInstance) {
  const staff = staffSocketRoute(app, {
    url: '/incident-queue/live',
    channel: 'incidents',
    summary: "WebSocket: each step of any incident as it commits, for the console's queue (upgrade required)",
    description,
  });
  let stopListening = async () => {};
  app.addHook('onReady', async () => {
    stopListening = await listenForIncidentChanges(app.database, app.log, {
      onChanged: (id) => staff.sendAll(JSON.stringify({ type: 'incident', id })),
      onGap: () => staff.sendAll(JSON.stringify({ type: 'resync' })),
    });
  });
  app.addHook('preClose', () => stopListening());
}
