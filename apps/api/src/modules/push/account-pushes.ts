import type { Lang } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { enqueueNotifications } from '../notifications';
import type { PushMessage } from './push-messages';
import { usersWithSubscriptions } from './repo';

/**
 * A push about the person's account (not a trip), written into the outbox in the caller's transaction;
 * only a person with a device gets a row, as with the trips' pushes.
 */
export async function pushAccountNotice(
  tx: DbOrTx,
  input: { userId: number; message: PushMessage; dedupeKey: string; expiresAt: Date; now: Date },
) {
  if (!(await usersWithSubscriptions(tx, [input.userId])).has(input.userId)) return;
  await enqueueNotifications(
    tx,
    [
      {
        kind: input.message.kind,
        channel: 'push',
        message: input.message,
        dedupeKey: input.dedupeKey,
        userId: input.userId,
        expiresAt: input.expiresAt,
      },
    ],
    input.now,
  );
}

/**
 * A notice about a driver's standing (their papers, their subscription), in the caller's transaction:
 * an SMS in their language (Bangla unless they chose English) and a push to their devices, each once per
 * `eventKey` (the outbox's dedupe key), for a day.
 */
export async function tellAccountBySmsAndPush(
  tx: DbOrTx,
  to: { userId: number; mobile: string; lang: Lang | null },
  message: PushMessage,
  input: { eventKey: string; brand: Record<Lang, string>; now: Date },
) {
  const lang = to.lang ?? 'bn';
  const expiresAt = new Date(input.now.getTime() + 86_400_000);
  await enqueueNotifications(
    tx,
    [
      {
        kind: message.kind,
        channel: 'sms',
        userId: to.userId,
        message: { to: to.mobile, text: `${input.brand[lang]}: ${message[lang].body}` },
        dedupeKey: `${input.eventKey}:sms`,
        expiresAt,
      },
    ],
    input.now,
  );
  await pushAccountNotice(tx, {
    userId: to.userId,
    message,
    dedupeKey: `${input.eventKey}:push`,
    expiresAt,
    now: input.now,
  });
}
