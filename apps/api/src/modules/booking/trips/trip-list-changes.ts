import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../../db/client';
import { announceChange, listenForChanges } from '../../realtime/changes';

const TRIP_LIST_CHANNEL = 'trip_list_changed';

/**
 * What a passenger's trip list shows changed, in the writing transaction (opened by `inTransaction`):
 * this process drops those lists at commit, every other process by NOTIFY. `passengerIds` names whose
 * lists; without it, every list (a driver's card changed, or rows went in bulk). The payload is ids.
 */
export async function announceTripListChange(db: DbOrTx, passengerIds?: readonly number[]) {
  if (passengerIds?.length === 0) return;
  await announceChange(db, TRIP_LIST_CHANNEL, passengerIds ? [...new Set(passengerIds)].join(',') : '');
}

/** Calls `onChange` with the passengers named, or `'all'`, on every change and after a lost LISTEN. */
export function listenForTripListChanges(
  database: Database,
  log: FastifyBaseLogger,
  onChange: (passengerIds: number[] | 'all') => void,
) {
  return listenForChanges(database, log, {
    channel: TRIP_LIST_CHANNEL,
    onChange: (payload) => onChange(payload === '' ? 'all' : payload.split(',').map(Number)),
    onMissed: () => onChange('all'),
  });
}
