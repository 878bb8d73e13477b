import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ChannelSenders, type OutboxNotification, PermanentDeliveryError } from './channels';
import { leaseDueNotifications, markFailed, markSent, type NotificationRow } from './repo';

/** How long a process may take to send one batch before another process may try the same rows. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** 30 s after the first failure, doubling up to an hour: a service that is down is not hammered. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export type DeliveryDeps = { db: Db; channels: ChannelSenders; log: FastifyBaseLogger };

const asOutbox = (row: NotificationRow): OutboxNotification => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  userId: row.userId,
  tripId: row.tripId,
  leadId: row.leadId,
  message: row.message,
  attempts: row.attempts,
});

/**
 * One round of the outbox: leases the due notifications (each row is sent by one process at a time,
 * outside any transaction, so a slow gateway holds no lock), sends each through its channel's sender,
 * and marks it sent (with the provider that took it) or due again after a backoff; a notification past
 * its expiry, or one that can never be sent, is given up. Returns how many were sent and how many failed.
 */
export async function deliverDueNotifications(deps: DeliveryDeps, now: Date) {
  const rows = await deps.db.transaction((tx) =>
    leaseDueNotifications(tx, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH }),
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const sender = deps.channels.get(row.channel);
      if (!sender) throw new Error(`no sender for channel ${row.channel} in this process`);
      const receipt = await sender.send(asOutbox(row));
      await markSent(deps.db, row.id, { now, ...receipt });
      sent += 1;
    } catch (err) {
      failed += 1;
      const message = err instanceof Error ? err.message : String(err);
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      const hopeless =
        err instanceof PermanentDeliveryError || (row.expiresAt !== null && nextAttemptAt > row.expiresAt);
      deps.log.warn(
        { notification: row.id, kind: row.kind, channel: row.channel, err: message, gaveUp: hopeless },
        'notification failed',
      );
      await markFailed(deps.db, row.id, { error: message, nextAttemptAt, giveUpAt: hopeless ? now : null });
    }
  }
  return { sent, failed };
}
