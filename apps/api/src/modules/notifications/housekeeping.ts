import type { DbOrTx } from '../../db/client';
import { deleteOldSentNotifications, leadIdsNotifiedBy, type NewNotification } from './repo';

// What the outbox keeps and for whom: the scheduler's housekeeping drops what is finished, and the leads
// module asks which leads were told.

/** Deletes notifications finished (sent or given up) more than a month ago. */
export function deleteLapsedNotifications(db: DbOrTx, now: Date): Promise<void> {
  return deleteOldSentNotifications(db, now);
}

/** The lead of each notification of `leadIds` on `channel` (a lead told twice is named twice). */
export function leadsToldBy(
  tx: DbOrTx,
  leadIds: readonly number[],
  channel: NewNotification['channel'],
): Promise<number[]> {
  return leadIdsNotifiedBy(tx, leadIds, channel);
}
