import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { VapidKeys } from './types';

export type { VapidKeys };

/** A fresh VAPID key pair (base64url), for the demo's first start. */
export function generateVapidKeys(): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  return webpush.generateVAPIDKeys();
}

/**
 * What is wrong with a configured pair, or null: the public key must be the uncompressed P-256 point
 * (65 bytes) of the private scalar (32 bytes), both base64url, so a pasted pair that does not belong
 * together is refused at start rather than at every push.
 */
export function vapidKeyProblem(publicKey: string, privateKey: string): string | null {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4)
    return 'VAPID_PUBLIC_KEY: not a P-256 public key (65 bytes, base64url)';
  if (priv.length !== 32) return 'VAPID_PRIVATE_KEY: not a P-256 private key (32 bytes, base64url)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) return 'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY: not a P-256 private key';
  }
  return null;
}

/** VAPID's `sub`: a mailto: or https: address the push services can reach the operator at. */
export function vapidSubjectProblem(subject: string): string | null {
  return /^mailto:[^@\s]+@[^@\s]+$/.test(subject) || /^https:\/\/\S+$/.test(subject)
    ? null
    : 'VAPID_SUBJECT: a mailto: or https: address (mailto:ops@example.com)';
}
