import { registerSiteWorker } from '@/lib/site-worker';

// This browser's side of Web Push: the site worker's subscription, made with the API's VAPID key.

export type DeviceSupport = 'supported' | 'unsupported' | 'denied';

export function deviceSupport(): DeviceSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The subscription this browser holds already, without asking anything of the person. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (deviceSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * Asks for permission (the browser's own prompt, only on the person's click) and subscribes. A
 * subscription made with another key (the operator replaced it) is dropped and made again. Resolves
 * null when the person refuses.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await registerSiteWorker();
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const sameKey = existing.options.applicationServerKey
      ? new Uint8Array(existing.options.applicationServerKey).every((b, i) => b === key[i])
      : false;
    if (sameKey) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The subscription as the API takes it. */
export function subscriptionBody(subscription: PushSubscription, lang: 'en' | 'bn') {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    lang,
  };
}
