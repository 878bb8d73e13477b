import type { BrowserContext, Page } from '@playwright/test';

/** A push subscription as the API takes it: the push service's URL for this device, and its keys. */
export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Headless Chromium has no push service to subscribe with: PushManager.subscribe is stubbed, before any
 * script of the page runs, to return `subscription` (keys the test holds the private half of). The rest
 * is real: the permission, the site's service worker, the page handing the subscription to the API.
 * On a context, every page of it gets the stub.
 */
export async function stubPushSubscription(target: Page | BrowserContext, subscription: DeviceSubscription) {
  await target.addInitScript(({ endpoint, keys }) => {
    let made: PushSubscription | null = null;
    PushManager.prototype.subscribe = async (options) => {
      made = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
        getKey: () => null,
      } as unknown as PushSubscription;
      return made;
    };
    PushManager.prototype.getSubscription = async () => made;
  }, subscription);
}
