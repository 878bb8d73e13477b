/** A device's subscription as the browser's PushManager gives it (keys base64url). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The VAPID key pair (base64url: the raw 65-byte public point, the 32-byte private scalar) and contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * Sends one encrypted Web Push message (RFC 8291, aes128gcm, VAPID-signed) to one device. Resolves
 * 'sent' when the push service accepted it and 'gone' when it answered 404 or 410 (the subscription
 * expired or was revoked: the caller deletes it); any other failure throws PushDeliveryError, to be
 * retried, as does a push service that has not answered in full within the sender's deadline or by the
 * time `signal` aborts.
 */
export type PushSender = {
  readonly provider: 'web-push';
  readonly publicKey: string;
  send(
    target: PushTarget,
    payload: string,
    options?: { ttlSec?: number; topic?: string; signal?: AbortSignal },
  ): Promise<'sent' | 'gone'>;
};

export class PushDeliveryError extends Error {}
