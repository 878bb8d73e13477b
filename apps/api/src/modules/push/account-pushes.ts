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
