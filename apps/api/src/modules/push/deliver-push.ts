import type { PushSender, PushServicePolicy } from '../../adapters/push/index';
import { PushDeliveryError, pushEndpointProblem } from '../../adapters/push/index';
import type { DbOrTx } from '../../db/client';
import { runBounded } from '../../lib/run-bounded';
import { type PushMessage, pushPayload } from './push-messages';
import { deleteSubscriptionById, markSent, subscriptionsOf } from './repo';

export type PushDelivery = { sent: number; gone: number };

/** Devices of one person sent to at once: enough that one slow push service does not delay the rest. */
const DEVICES_AT_ONCE = 4;

export type PushDeliveryDeps = {
  db: DbOrTx;
  sender: PushSender;
  now: () => Date;
  /** The push services a subscription may point at; one that no longer does is deleted unsent. */
  services: PushServicePolicy;
};

/**
 * Sends one outbox row's push to every device of its person, each in the device's language, a few
 * devices at once. A device the push service calls gone (404/410), or whose endpoint is not a push
 * service's any more, loses its subscription; a device that failed otherwise (an error, no answer by the
 * sender's deadline or `signal`) makes the whole row fail (PushDeliveryError) so the outbox retries it,
 * unless another device took it (a person told on one device is told). No devices: nothing to do, which
 * is not a failure.
 */
export async function deliverPush(
  deps: PushDeliveryDeps,
  input: { userId: number; message: PushMessage },
  signal?: AbortSignal,
): Promise<PushDelivery> {
  const { db, sender, now } = deps;
  const topic = input.message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  const outcomes = await runBounded(await subscriptionsOf(db, input.userId), DEVICES_AT_ONCE, async (sub) => {
    if (pushEndpointProblem(sub.endpoint, deps.services) !== null) {
      await deleteSubscriptionById(db, sub.id);
      return 'gone' as const;
    }
    const payload = JSON.stringify(pushPayload(input.message, sub.lang));
    const target = { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } };
    const outcome = await sender.send(target, payload, { topic, ...(signal ? { signal } : {}) });
    if (outcome === 'gone') await deleteSubscriptionById(db, sub.id);
    else await markSent(db, sub.id, now());
    return outcome;
  });
  return tallyDevices(outcomes);
}

/**
 * What the devices of one push made of it: a device that failed (not gone) fails the whole push for a
 * retry, unless another device took it.
 */
export function tallyDevices(outcomes: PromiseSettledResult<'sent' | 'gone'>[]): PushDelivery {
  const result: PushDelivery = { sent: 0, gone: 0 };
  const failures: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') {
      if (outcome.value === 'gone') result.gone += 1;
      else result.sent += 1;
    } else if (outcome.reason instanceof PushDeliveryError) failures.push(outcome.reason.message);
    else throw outcome.reason;
  }
  if (failures.length > 0 && result.sent === 0) throw new PushDeliveryError(failures.join('; '));
  return result;
}
