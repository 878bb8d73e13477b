import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { stubPushSubscription } from '../helpers/push';
import { apiUrl } from '../playwright.config';

// A passenger turns on notifications on /profile and the browser's push subscription
// reaches the API. Headless Chromium has no push service to subscribe with, so the page's
// PushManager.subscribe is stubbed (helpers/push.ts) to return a subscription with keys this test
// generated, at an FCM address; everything else is real: the permission, the site's service
// worker registering at scope /, the page sending the subscription, the API keeping it. The push
// service's side is proven by the API's push tests, and end to end by push-journey.spec.ts.

const ui = {
  en: {
    turnOn: 'Turn on notifications',
    on: 'This device gets notifications.',
    off: 'Turn off on this device',
  },
  bn: { turnOn: 'নোটিফিকেশন চালু করুন', on: 'এই ডিভাইসে নোটিফিকেশন আসে।', off: 'এই ডিভাইসে বন্ধ করুন' },
} as const;

for (const lang of ['en', 'bn'] as const) {
  test(`a passenger's browser subscribes to push from /profile, in ${lang}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.skip(test.info().project.name !== 'mobile-360', 'one width is enough for one switch');
    await useLanguage(context, lang, baseURL!);
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const session = await loginThroughApi(request, randomMobile());
    await seedSession(page, session);

    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    // An address of a push service the API accepts (FCM's); nothing is sent to it in this test.
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`;
    await stubPushSubscription(page, { endpoint, keys });

    await page.goto('/profile');
    const turnOn = page.getByRole('button', { name: ui[lang].turnOn });
    await expect(turnOn).toBeVisible();
    await turnOn.click();
    await expect(page.getByText(ui[lang].on, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ui[lang].off })).toBeVisible();
    // The site's one worker controls the whole site.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');

    const kept = await request.get(`${apiUrl}/api/v3/user/push?endpoint=${encodeURIComponent(endpoint)}`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect((await kept.json()).data).toMatchObject({ enabled: true, subscribed: true });
  });
}
