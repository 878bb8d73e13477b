import { announceChange } from '../../../db/changes/changes';
import type { DbOrTx } from '../../../db/client';

/** The channel on which a change of what passengers' trip lists show is announced. */
export const TRIP_LIST_CHANNEL = 'trip_list_changed';

/**
 * What a passenger's trip list shows changed, in the writing transaction (opened by `inTransaction`):
 * this process drops those lists at commit, every other process by NOTIFY. `passengerIds` names whose
 * lists; without it, every list (a driver's card changed, or rows went in bulk). The payload is ids.
 */
export async function announceTripListChange(db: DbOrTx, passengerIds?: readonly number[]) {
  if (passengerIds?.length === 0) return;
  await announceChange(db, TRIP_LIST_CHANNEL, passengerIds ? [...new Set(passengerIds)].join(',') : '');
}

/** The passengers whose lists an announcement names, or `'all'`. */
export const passengersOfTripListChange = (payload: string): number[] | 'all' =>
  payload === '' ? 'all' : payload.split(',').map(Number);
