import type { IncidentOutcome } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { addIncidentEvent, changeIncident, type IncidentRow, lockIncident } from './incidents';

// The staff console's steps on an incident, each in the caller's transaction so the console's audit
// entry (admin/audit.ts) commits with the change. Each also leaves an incident event.

async function lockedIncident(tx: DbOrTx, id: number) {
  const incident = await lockIncident(tx, id);
  if (!incident) throw refuse('incidentNotFound', 404);
  return incident;
}

export async function acknowledgeIncidentInTx(
  tx: DbOrTx,
  { id, staffId, note, now }: { id: number; staffId: number; note?: string | null; now: Date },
): Promise<{ before: IncidentRow; after: IncidentRow }> {
  const before = await lockedIncident(tx, id);
  if (before.state === 'resolved') throw refuse('incidentAlreadyResolved');
  if (before.state === 'acknowledged') throw refuse('incidentAlreadyAcknowledged');
  const after = await changeIncident(tx, before, {
    action: 'acknowledged',
    actor: 'staff',
    staffId,
    note,
    now,
  });
  return { before, after };
}

export async function addIncidentNoteInTx(
  tx: DbOrTx,
  { id, staffId, note, now }: { id: number; staffId: number; note: string; now: Date },
) {
  const incident = await lockedIncident(tx, id);
  await addIncidentEvent(tx, {
    incidentId: incident.id,
    action: 'note',
    actor: 'staff',
    staffId,
    note,
    at: now,
  });
  return incident;
}

/** Resolving an open one acknowledges it too (staff acted on it): its re-alerts stop either way. */
export async function resolveIncidentInTx(
  tx: DbOrTx,
  {
    id,
    staffId,
    outcome,
    note,
    now,
  }: { id: number; staffId: number; outcome: IncidentOutcome; note?: string | null; now: Date },
): Promise<{ before: IncidentRow; after: IncidentRow }> {
  const before = await lockedIncident(tx, id);
  if (before.state === 'resolved') throw refuse('incidentAlreadyResolved');
  let current = before;
  if (current.state === 'open')
    current = await changeIncident(tx, current, { action: 'acknowledged', actor: 'staff', staffId, now });
  const after = await changeIncident(tx, current, {
    action: 'resolved',
    actor: 'staff',
    staffId,
    outcome,
    note,
    now,
  });
  return { before, after };
}
