import type { FastifyBaseLogger } from 'fastify';
import { broadcastChangesAtCommit, listenForChanges } from '../../../db/changes/changes';
import type { Database, DbOrTx } from '../../../db/client';

/**
 * The PostgreSQL channel of incident steps: every API process tells the consoles on its staff sockets
 * at once that the queue changed, so an SOS is in the queue within moments, not at the next poll.
 */
export const INCIDENT_CHANGES_CHANNEL = 'pothik_incident_changes';

/** Announces a step of the incident when the caller's transaction commits (never if it rolls back). */
export function announceIncidentChanged(tx: DbOrTx, incidentId: number) {
  return broadcastChangesAtCommit(tx, INCIDENT_CHANGES_CHANNEL, [String(incidentId)]);
}

/**
 * Calls `onChanged` with each changed incident's id, from any process; `onGap` after a lost LISTEN
 * (steps may have been missed: read the queue again). Returns the stop function.
 */
export function listenForIncidentChanges(
  database: Database,
  log: FastifyBaseLogger,
  { onChanged, onGap }: { onChanged: (incidentId: number) => void; onGap: () => void },
): Promise<() => Promise<void>> {
  return listenForChanges(database, log, {
    channel: INCIDENT_CHANGES_CHANNEL,
    onChange: (payload) => {
      // Anyone who can run SQL can NOTIFY: only a row id is taken.
      const id = /^\d{1,10}$/.test(payload) ? Number(payload) : Number.NaN;
      if (Number.isSafeInteger(id) && id > 0) onChanged(id);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable incident change ignored');
    },
    onMissed: onGap,
  });
}
