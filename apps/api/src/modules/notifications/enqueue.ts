import { isEssentialNotification, type NotificationChannel, type NotificationKind } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { disabledKinds, insertNotifications } from './repo';

/** One notification to one recipient on one channel, as the module that made the event writes it. */
export type NotificationToSend = {
  kind: NotificationKind;
  channel: NotificationChannel;
  /** What the channel's sender needs (channels.ts); for an SMS `{ to, text }`. */
  message: unknown;
  /**
   * The event and recipient spelled out, e.g. `booked:trip:12:passenger:sms`: a second insert with the
   * same key (a retried request, the loser of a race) writes nothing. Null: no such protection needed.
   */
  dedupeKey: string | null;
  /** The recipient's account: their preferences apply (and push finds their devices by it). */
  userId?: number | null;
  tripId?: number | null;
  leadId?: number | null;
  /** Not worth sending after this; a failure past it gives up. */
  expiresAt?: Date | null;
  /** Not sent before this (a digest collects what happens until then); unset: at once. */
  notBefore?: Date | null;
};

/**
 * Writes notifications into the outbox in the caller's transaction (the one that made the event), so
 * the event and its notifications commit together or not at all. A kind the recipient switched off on
 * that channel is left out unless it is essential. Returns the ids written.
 */
export async function enqueueNotifications(tx: DbOrTx, items: NotificationToSend[], now: Date) {
  const wanted: NotificationToSend[] = [];
  const offByUserChannel = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.userId != null && !isEssentialNotification(item.kind)) {
      const key = `${item.userId}:${item.channel}`;
      let off = offByUserChannel.get(key);
      if (!off) {
        off = await disabledKinds(tx, item.userId, item.channel);
        offByUserChannel.set(key, off);
      }
      if (off.has(item.kind)) continue;
    }
    wanted.push(item);
  }
  return insertNotifications(
    tx,
    wanted.map((item) => ({
      kind: item.kind,
      channel: item.channel,
      message: item.message,
      dedupeKey: item.dedupeKey,
      userId: item.userId ?? null,
      tripId: item.tripId ?? null,
      leadId: item.leadId ?? null,
      expiresAt: item.expiresAt ?? null,
      nextAttemptAt: item.notBefore ?? now,
      createdAt: now,
    })),
  );
}
