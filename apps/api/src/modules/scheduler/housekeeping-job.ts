import type { Db } from '../../db/client';
import { deleteLapsedAuthRows } from '../auth';
import { deleteLapsedNotifications } from '../notifications';

/**
 * Deletes what nothing reads any more: one-time codes, refresh tokens, rate counters and deny-list
 * entries past their windows, and delivered lead notifications older than a month. Each delete is
 * its own statement: a row is either needed or not, so a round cut short leaves nothing half-done.
 */
export async function runHousekeeping(db: Db, now: Date) {
  await deleteLapsedAuthRows(db, now);
  await deleteLapsedNotifications(db, now);
}
