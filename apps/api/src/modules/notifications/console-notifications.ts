import type { ConsoleNotification } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { toConsoleNotification } from './console-view';
import { findNotificationsOfLead, findNotificationsOfTrip, listFailedSince } from './repo';

// What the staff console may see of the outbox, each notification in the console's words: a lead's and a
// trip's, and the deliveries that failed lately.

export async function consoleNotificationsOfLead(db: DbOrTx, leadId: number): Promise<ConsoleNotification[]> {
  return (await findNotificationsOfLead(db, leadId)).map(toConsoleNotification);
}

export async function consoleNotificationsOfTrip(db: DbOrTx, tripId: number): Promise<ConsoleNotification[]> {
  return (await findNotificationsOfTrip(db, tripId)).map(toConsoleNotification);
}

/**
 * Up to `limit` deliveries that went wrong since `since` (given up, still failing, or reported
 * undelivered), newest first.
 */
export async function failedDeliveriesSince(
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<ConsoleNotification[]> {
  return (await listFailedSince(db, since, limit)).map(toConsoleNotification);
}
