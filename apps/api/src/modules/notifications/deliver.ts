import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ChannelSenders, type OutboxNotification, PermanentDeliveryError } from './channels';
import { leaseDueNotifications, markFailed, markSent, type NotificationRow } from './repo';

/**
 * How long a process may hold a leased row before another process may try it. Far above the longest a
 * delivery may take (OUTBOX_SEND_TIMEOUT_MS, at most two minutes), so a row is only taken again when
 * the process that leased it died.
 */
const LEASE_MS = 5 * 60_000;
/** Rows one process sends at once. */
export const OUTBOX_BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** After the deadline's signal, how long a sender that ignores it is still waited for. */
const AFTER_DEADLINE_GRACE_MS = 1000;

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

const leaseDue = (deps: DeliveryDeps, now: Date, limit: number) =>
  deps.db.transaction((tx) =>
    leaseDueNotifications(tx, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit }),
  );

/**
 * Sends one leased row through its channel's sender and marks it sent (with the provider that took it)
 * or due again after a backoff; a notification past its expiry, or one that can never be sent, is given
 * up. The sender has the outbox's deadline (ChannelSenders.sendTimeoutMs): its signal aborts then, and a
 * sender that still has not settled a moment later is left behind, so no outside service holds a row,
 * nor the rows beside it, longer than that. `stop` (the process closing) ends it sooner.
 */
async function deliverRow(
  deps: DeliveryDeps,
  row: NotificationRow,
  now: Date,
  stop?: AbortSignal,
): Promise<'sent' | 'failed'> {
  const deadlineMs = deps.channels.sendTimeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  const signal = stop ? AbortSignal.any([stop, deadline.signal]) : deadline.signal;
  let leftBehind: NodeJS.Timeout | undefined;
  let giveUp: (err: Error) => void = () => {};
  const givenUp = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  const onAbort = () => {
    leftBehind = setTimeout(
      () => giveUp(new Error('the sender ignored the deadline')),
      AFTER_DEADLINE_GRACE_MS,
    );
  };
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  try {
    const sender = deps.channels.get(row.channel);
    if (!sender) throw new Error(`no sender for channel ${row.channel} in this process`);
    const receipt = await Promise.race([sender.send(asOutbox(row), { signal }), givenUp]);
    await markSent(deps.db, row.id, { now, ...receipt });
    return 'sent';
  } catch (err) {
    const message = deadline.signal.aborted
      ? `${row.channel}: no answer within ${deadlineMs} ms (OUTBOX_SEND_TIMEOUT_MS)`
      : stop?.aborted
        ? `${row.channel}: stopped with the process`
        : err instanceof Error
          ? err.message
          : String(err);
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    const hopeless =
      err instanceof PermanentDeliveryError || (row.expiresAt !== null && nextAttemptAt > row.expiresAt);
    deps.log.warn(
      { notification: row.id, kind: row.kind, channel: row.channel, err: message, gaveUp: hopeless },
      'notification failed',
    );
    await markFailed(deps.db, row.id, { error: message, nextAttemptAt, giveUpAt: hopeless ? now : null });
    return 'failed';
  } finally {
    clearTimeout(timer);
    clearTimeout(leftBehind);
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * One round of the outbox: leases the due notifications (each row is sent by one process at a time,
 * outside any transaction, so a slow gateway holds no lock) and sends them all at once, each within the
 * outbox's deadline, so one slow recipient delays no other. Returns how many were sent and how many
 * failed once every row of the round has settled.
 */
export async function deliverDueNotifications(deps: DeliveryDeps, now: Date) {
  const rows = await leaseDue(deps, now, OUTBOX_BATCH);
  const outcomes = await Promise.all(rows.map((row) => deliverRow(deps, row, now)));
  return {
    sent: outcomes.filter((o) => o === 'sent').length,
    failed: outcomes.filter((o) => o === 'failed').length,
  };
}

/**
 * The outbox as an API process runs it: each `fill` leases as many due rows as there are free places
 * (OUTBOX_BATCH in all) and starts them without waiting, so a row that takes its whole deadline keeps
 * one place and never the next round. `stop` aborts what is in flight (each row is marked for a retry)
 * and waits for it.
 */
export function createOutboxWorker(deps: DeliveryDeps) {
  const inFlight = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  return {
    async fill(now: Date) {
      const free = OUTBOX_BATCH - inFlight.size;
      if (free <= 0 || stopping.signal.aborted) return;
      for (const row of await leaseDue(deps, now, free)) {
        const delivery = deliverRow(deps, row, now, stopping.signal).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    },
    async stop() {
      stopping.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
