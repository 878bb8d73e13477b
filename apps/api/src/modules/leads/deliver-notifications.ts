import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/index';
import type { SmsSender } from '../../adapters/sms/index';
import type { Db } from '../../db/client';
import { leaseDueNotifications, markFailed, markSent, type NotificationRow } from './repo';

/** How long a process may take to send one batch before another process may try the same rows. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** 30 s after the first failure, doubling up to an hour: a service that is down is not hammered. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export type DeliveryDeps = { db: Db; mailer: Mailer; sms: SmsSender; log: FastifyBaseLogger };

async function deliver(row: NotificationRow, deps: DeliveryDeps) {
  if (row.channel === 'email') return deps.mailer.send(row.message as MailMessage);
  const { to, text } = row.message as { to: string; text: string };
  return deps.sms.send({ to, text }, deps.db);
}

/**
 * One round of the outbox: leases the due notifications (each row is sent by one process at a time,
 * outside any transaction, so a slow mail server holds no lock), sends them, and marks each sent or
 * due again after a backoff. Returns how many were sent and how many failed.
 */
export async function deliverDueNotifications(deps: DeliveryDeps, now: Date) {
  const rows = await deps.db.transaction((tx) =>
    leaseDueNotifications(tx, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH }),
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await deliver(row, deps);
      await markSent(deps.db, row.id, now);
      sent += 1;
    } catch (err) {
      failed += 1;
      const message = err instanceof Error ? err.message : String(err);
      deps.log.warn({ notification: row.id, channel: row.channel, err: message }, 'lead notification failed');
      await markFailed(deps.db, row.id, message, new Date(now.getTime() + retryDelayMs(row.attempts)));
    }
  }
  return { sent, failed };
}
