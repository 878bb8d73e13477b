import { createECDH, randomBytes } from 'node:crypto';
import { expect, oneWidth, test } from '../fixtures';
import { stubPushSubscription } from '../helpers/push';
import { apiUrl } from '../playwright.config';

// Staff turn incident alerts on for their console device (issue 43 §4). Headless Chromium has no push
// service, so PushManager.subscribe is stubbed (helpers/push.ts); the permission, the console's own
// service worker and the API keeping the device are real. Delivery to the device is the API's
// staff-push test.

test.describe('incident alerts on a console device', oneWidth, () => {
  test('ops turn incident alerts on in the incident queue, and the API keeps the device', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: apiUrl });
    await context.grantPermissions(['notifications'], { origin: apiUrl });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-staff-${randomBytes(6).toString('hex')}`;
    await stubPushSubscription(context, {
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    });
    const staff = await context.newPage();
    await staff.goto('/admin');
    await staff.getByLabel('Email').fill('ops@pothik.local');
    await staff.getByLabel('Password').fill('e2e-demo-admin-password');
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('menuitem', { name: 'Incidents' }).click();

    const alerts = staff.getByRole('group', { name: 'Incident alerts' });
    await alerts.getByRole('button', { name: 'Turn on incident alerts on this device' }).click();
    await expect(alerts.getByRole('status')).toHaveText(
      'This device gets incident alerts, even with the console closed.',
    );
    // The console's own worker (the page itself is /admin, outside the worker's scope: it need not control
    // the page to show a push).
    const worker = () =>
      staff.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.active?.scriptURL ?? null,
      );
    await expect.poll(worker).toBe(`${apiUrl}/admin/sw.js`);
    const kept = await staff.request.get(`/admin/api/push?endpoint=${encodeURIComponent(endpoint)}`);
    expect(await kept.json()).toMatchObject({ enabled: true, subscribed: true });

    // Turned off, the API forgets the device.
    await alerts.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(alerts.getByRole('status')).toHaveText(
      'This device gets no incident alerts while the console is closed.',
    );
    const gone = await staff.request.get(`/admin/api/push?endpoint=${encodeURIComponent(endpoint)}`);
    expect(await gone.json()).toMatchObject({ subscribed: false });
    await context.close();
  });
});
