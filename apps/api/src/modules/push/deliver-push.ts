import type { PushSender } from '../../adapters/push/index';
import { PushDeliveryError } from '../../adapters/push/index';
import type { DbOrTx } from '../../db/client';
import { type PushMessage, pushPayload } from './push-messages';
import { deleteSubscriptionById, markSent, subscriptionsOf } from './repo';

export type PushDelivery = { sent: number; gone: number };

/**
 * Sends one outbox row's push to every device of its person, each in the device's language. A device
 * the push service calls gone (404/410) loses its subscription; a device that failed otherwise makes
 * the whole row fail (PushDeliveryError) so the outbox retries it, unless another device took it (a
 * person told on one device is told). No devices: nothing to do, which is not a failure.
 */
export async function deliverPush(
  deps: { db: DbOrTx; sender: PushSender; now: () => Date },
  input: { userId: number; message: PushMessage },
): Promise<PushDelivery> {
  const { db, sender, now } = deps;
  const result: PushDelivery = { sent: 0, gone: 0 };
  const failures: string[] = [];
  for (const subscription of await subscriptionsOf(db, input.userId)) {
    const payload = JSON.stringify(pushPayload(input.message, subscription.lang));
    try {
      const outcome = await sender.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { topic: input.message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) },
      );
      if (outcome === 'gone') {
        await deleteSubscriptionById(db, subscription.id);
        result.gone += 1;
      } else {
        await markSent(db, subscription.id, now());
        result.sent += 1;
      }
    } catch (err) {
      if (!(err instanceof PushDeliveryError)) throw err;
      failures.push(err.message);
    }
  }
  if (failures.length > 0 && result.sent === 0) throw new PushDeliveryError(failures.join('; '));
  return result;
}
