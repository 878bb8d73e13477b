import type { Agent } from 'node:https';
import webpush from 'web-push';
import { PushDeliveryError, type PushSender, type VapidKeys } from './types';

/** How long a push service keeps a message for a device that is offline: a trip event is stale after. */
const DEFAULT_TTL_SEC = 30 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The `web-push` package: encrypts the payload for the device's keys and POSTs it, signed with our VAPID
 * key, to the browser vendor's push service. `agent` is for a network that must reach push services
 * through a configured agent (and for the tests' local push service, which trusts its own certificate).
 */
export function createWebPushSender(vapid: VapidKeys, options: { agent?: Agent } = {}): PushSender {
  return {
    provider: 'web-push',
    publicKey: vapid.publicKey,
    async send(target, payload, { ttlSec = DEFAULT_TTL_SEC, topic } = {}) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: ttlSec,
          timeout: TIMEOUT_MS,
          urgency: 'high',
          ...(topic ? { topic } : {}),
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'sent';
      } catch (err) {
        if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410))
          return 'gone';
        const detail =
          err instanceof webpush.WebPushError
            ? `push service answered ${err.statusCode}: ${String(err.body).slice(0, 200)}`
            : `push service unreachable: ${(err as Error).message}`;
        throw new PushDeliveryError(detail, { cause: err });
      }
    },
  };
}
