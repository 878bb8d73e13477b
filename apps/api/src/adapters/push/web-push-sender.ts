import type { ClientRequest, IncomingMessage } from 'node:http';
import { type Agent, request } from 'node:https';
import webpush from 'web-push';
import { PushDeliveryError, type PushSender, type VapidKeys } from './types';

/** How long a push service keeps a message for a device that is offline: a trip event is stale after. */
const DEFAULT_TTL_SEC = 30 * 60;
/** The whole exchange with one push service, answer included: a push service answers in well under it. */
const SEND_DEADLINE_MS = 10_000;
/** A push service answers with an empty body or a line of text; more is not read. */
const MAX_ANSWER_BYTES = 4096;

/**
 * The `web-push` package encrypts the payload for the device's keys (RFC 8291) and signs the request
 * with our VAPID key (RFC 8292); the POST itself is ours, because the package's own timeout only ends an
 * idle socket: a service that drips a byte every few seconds would hold it for ever. Here the whole
 * exchange has a deadline, and the caller's signal (the outbox's deadline) ends it sooner. `agent` is for
 * a network that must reach push services through a configured agent (and for the tests' local push
 * service, which trusts its own certificate).
 */
export function createWebPushSender(vapid: VapidKeys, options: { agent?: Agent } = {}): PushSender {
  return {
    provider: 'web-push',
    publicKey: vapid.publicKey,
    async send(target, payload, { ttlSec = DEFAULT_TTL_SEC, topic, signal } = {}) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(target, payload, {
          vapidDetails: vapid,
          TTL: ttlSec,
          urgency: 'high',
          ...(topic ? { topic } : {}),
        });
      } catch (err) {
        // Keys that are no P-256 point or auth secret: this device cannot be written to.
        throw new PushDeliveryError(`cannot encrypt for this subscription: ${(err as Error).message}`, {
          cause: err,
        });
      }
      const deadline = AbortSignal.timeout(SEND_DEADLINE_MS);
      const { status, body } = await post(details, {
        agent: options.agent,
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        deadlineMs: SEND_DEADLINE_MS,
      });
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status > 299)
        throw new PushDeliveryError(`push service answered ${status}: ${body.slice(0, 200)}`);
      return 'sent';
    },
  };
}

/** One POST whose promise settles by the time `signal` aborts, whatever the other side does. */
function post(
  details: ReturnType<typeof webpush.generateRequestDetails>,
  { agent, signal, deadlineMs }: { agent: Agent | undefined; signal: AbortSignal; deadlineMs: number },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    let req: ClientRequest;
    try {
      req = request(
        details.endpoint,
        { method: details.method, headers: details.headers, ...(agent ? { agent } : {}) },
        onResponse,
      );
    } catch (err) {
      finish(() => reject(unreachable(err as Error)));
      return;
    }
    req.on('error', (err) => finish(() => reject(unreachable(err))));
    function onResponse(res: IncomingMessage) {
      const chunks: Buffer[] = [];
      let length = 0;
      res.on('data', (chunk: Buffer) => {
        if (length < MAX_ANSWER_BYTES) chunks.push(chunk);
        length += chunk.length;
      });
      res.on('end', () =>
        finish(() => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })),
      );
      res.on('error', (err) => finish(() => reject(unreachable(err))));
    }
    function onAbort() {
      const timedOut = signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
      finish(() =>
        reject(
          new PushDeliveryError(
            timedOut
              ? `push service did not answer within ${deadlineMs} ms`
              : 'push service did not answer before the delivery was given up',
          ),
        ),
      );
      req.destroy();
    }
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    req.end(details.body ?? undefined);
  });
}

const unreachable = (err: Error) =>
  new PushDeliveryError(`push service unreachable: ${err.message}`, { cause: err });
