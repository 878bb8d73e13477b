import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import {
  type ReceivedPush,
  readCertificate,
  startFakePushService,
} from '../../apps/api/test/fakes/push-service';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { createDriver, driverLogin } from '../helpers/drivers';
import { stubPushSubscription } from '../helpers/push';
import { fillChooser, pick, tripUi } from '../helpers/trip-ui';
import { apiUrl, e2ePush } from '../playwright.config';

// A driver with /driver closed hears of a new trip by push, bids from the
// notification, and the passenger hears of the booking by push and SMS. The API sends real Web Push
// (VAPID-signed, RFC 8291-encrypted) to a local push service started here, which decrypts each message
// with the private keys of the subscriptions the browsers were given (helpers/push.ts: headless
// Chromium cannot subscribe with a real push service). The driver's app is in Bangla (its default), the
// passenger's site in English: each push comes in its device's language.

const driverUi = {
  openTrips: 'খোলা ট্রিপ',
  account: 'আয়',
  turnOn: 'নোটিফিকেশন চালু করুন',
  on: 'এই ডিভাইসে নোটিফিকেশন আসে।',
  fare: 'আপনার ভাড়া (৳)',
  sendBid: 'বিড পাঠান',
  bidSent: 'আপনার বিড যাত্রীর কাছে পাঠানো হয়েছে।',
  newTripTitle: 'নতুন ট্রিপের অনুরোধ',
  /** "{route} · {Bangla pickup time}। Tap to bid." */
  newTripBody: /^.+ → .+ · .*[০-৯].*। বিড করতে চাপুন।$/,
  bookedTitle: 'ট্রিপ বুক হয়েছে',
} as const;

const passengerUi = {
  car: /^HiAce/,
  turnOn: 'Turn on notifications',
  on: 'This device gets notifications.',
  acceptBid: (name: string) => `Accept bid from ${name}`,
  bookWith: /^Book with /,
  breakdown: 'Fare breakdown',
  confirm: 'Confirm booking',
  accepted: 'Bid accepted. Your trip is confirmed.',
  bookedTitle: 'Your trip is booked',
} as const;

// The car the dev endpoint gives every driver it makes (modules/dev/driver-routes.ts).
const devCar = 'Toyota Axio 2016 DHAKA METRO-GA 11-2233';

type Payload = { title: string; body: string; url: string; tag: string };

/** The first message the push service decrypted for `path` that `match` accepts (polled by callers). */
function pushTo(received: ReceivedPush[], path: string, match: (payload: Payload) => boolean) {
  return received.find((push) => push.path === path && match(push.payload as Payload))?.payload as
    | Payload
    | undefined;
}

/** The driver's own desktop browser, which fails the test on a console error as the fixture does. */
async function openDriverBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const errors: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location().url.startsWith('http://127.0.0.1:9'))
      errors.push(`${msg.text()} ${msg.location().url}`);
  });
  context.on('weberror', (err) => errors.push(err.error().message));
  return { context, errors };
}

async function smsTo(request: APIRequestContext, mobile: string): Promise<string[]> {
  const response = await request.get(`${apiUrl}/api/v3/dev/sms-outbox`, { params: { mobile } });
  const body = (await response.json()) as { data: { items: { message: string }[] } };
  return body.data.items.map((item) => item.message);
}

/**
 * Hands `payload` to the site worker of `context` as if the phone's push service had delivered it
 * (DevTools' ServiceWorker.deliverPushMessage, which Debian's headless Chromium honours), from a blank
 * page: none of the site's pages is open. Resolves that page, for the tap to open the notification's
 * page in.
 */
async function deliverToWorker(context: BrowserContext, origin: string, payload: Payload) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const site = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (site) resolve(site.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
  return page;
}

test.describe('push journey', journeyIn('en'), () => {
  // Two browsers, a push each way and a bid round through the outbox.
  test.setTimeout(120_000);

  test('a driver with /driver closed is pushed a new trip, bids from it; the passenger is pushed and texted the booking', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const pushService = await startFakePushService({
      certificate: readCertificate(e2ePush.certificateDir),
      unknownDevices: 'gone',
    });
    const driverBrowser = await openDriverBrowser(browser, baseURL!);
    try {
      // The driver turns on notifications on the account page, then closes the app.
      const driver = await createDriver(request);
      const driverDevice = pushService.device();
      await driverBrowser.context.grantPermissions(['notifications'], { origin });
      await stubPushSubscription(driverBrowser.context, driverDevice.subscription);
      const accountPage = await driverBrowser.context.newPage();
      await driverLogin(accountPage, request, 'bn', driver.mobile);
      await expect(accountPage.getByRole('heading', { level: 1, name: driverUi.openTrips })).toBeVisible();
      await accountPage.getByRole('link', { name: driverUi.account }).click();
      await expect(accountPage).toHaveURL(/\/driver\/account$/);
      await accountPage.getByRole('button', { name: driverUi.turnOn }).click();
      await expect(accountPage.getByText(driverUi.on, { exact: true })).toBeVisible();
      await accountPage.close();
      expect(driverBrowser.context.pages()).toEqual([]);

      // A passenger requests a HiAce trip and turns on notifications while waiting for bids.
      await useLanguage(context, 'en', baseURL!);
      await context.grantPermissions(['notifications'], { origin });
      const passengerMobile = randomMobile();
      const passengerDevice = pushService.device();
      await stubPushSubscription(page, passengerDevice.subscription);
      await seedSession(page, await loginThroughApi(request, passengerMobile));
      await page.goto('/');
      await fillChooser(page, tripUi.en, 'one_way');
      await pick(page.getByRole('radio', { name: passengerUi.car }));
      await page.getByRole('button', { name: tripUi.en.continue }).click();
      await expect(page).toHaveURL(/\/trip\/trip-request/);
      await page.getByRole('button', { name: tripUi.en.submit }).click();
      await expect(page).toHaveURL(/\/trip\/my-trips\/\d+$/);
      const tripId = Number(/(\d+)$/.exec(page.url())![1]);
      await page.getByRole('button', { name: passengerUi.turnOn }).click();
      await expect(page.getByText(passengerUi.on, { exact: true })).toBeVisible();

      // The push service gets the driver's "new trip", in Bangla, opening the trip's bid page.
      const tripUrl = `/driver/trips/${tripId}`;
      await expect
        .poll(() => pushTo(pushService.received, driverDevice.path, (p) => p.url === tripUrl), {
          timeout: 20_000,
        })
        .toBeDefined();
      const newTrip = pushTo(pushService.received, driverDevice.path, (p) => p.url === tripUrl)!;
      expect(newTrip).toMatchObject({ title: driverUi.newTripTitle, tag: `trip-${tripId}` });
      expect(newTrip.body).toMatch(driverUi.newTripBody);

      // The phone's push service hands it to the site worker, which shows it.
      const tapped = await deliverToWorker(driverBrowser.context, origin, newTrip);
      const shown = async () => {
        const worker = driverBrowser.context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`);
        return worker?.evaluate(async () => {
          const { registration } = globalThis as unknown as { registration: ServiceWorkerRegistration };
          const notifications = await registration.getNotifications();
          return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }));
        });
      };
      // With the app closed, Chromium may have to start the worker again for the push: showing it took
      // longer than the default 7 s once in CI, on a busy machine (the push service's waits above allow 20 s).
      await expect
        .poll(shown, { timeout: 20_000 })
        .toEqual([{ title: newTrip.title, body: newTrip.body, tag: newTrip.tag, url: tripUrl }]);

      // The driver taps it. DevTools has no way to click a notification: the page opens as the worker's
      // notificationclick opens it, at the address the notification carries (just read from it).
      await tapped.goto(tripUrl);
      await tapped.getByRole('textbox', { name: driverUi.fare }).fill('9000');
      await tapped.getByRole('button', { name: driverUi.sendBid }).click();
      await expect(tapped.getByText(driverUi.bidSent)).toBeVisible();

      // The passenger takes that bid among the demo fleet's.
      const acceptMine = page.getByRole('button', { name: passengerUi.acceptBid(driver.name) });
      await expect(acceptMine).toBeVisible({ timeout: 20_000 });
      await acceptMine.click();
      const dialog = page.getByRole('dialog', { name: passengerUi.bookWith });
      // The total the passenger agrees to (the bid and the fees), as the messages must name it.
      const totalRow = dialog
        .getByRole('table', { name: passengerUi.breakdown })
        .getByRole('row', { name: /^Total/ });
      await expect(totalRow).toContainText('৳');
      const total = (await totalRow.textContent())?.match(/৳[\d,]+/g)?.at(-1);
      expect(total).toBeDefined();
      await dialog.getByRole('button', { name: passengerUi.confirm }).click();
      await expect(page.getByText(passengerUi.accepted)).toBeVisible();

      // The passenger's device is pushed the booking in English: who is coming, in what, for how much.
      const myTrip = `/trip/my-trips/${tripId}`;
      const isBooked = (p: Payload) => p.url === myTrip && p.title === passengerUi.bookedTitle;
      await expect
        .poll(() => pushTo(pushService.received, passengerDevice.path, isBooked), { timeout: 20_000 })
        .toEqual({
          title: passengerUi.bookedTitle,
          body: `${driver.name} · ${devCar} · ${total}`,
          url: myTrip,
          tag: `trip-${tripId}`,
        });
      // The driver's device hears of the booking too, in Bangla.
      await expect
        .poll(() => pushTo(pushService.received, driverDevice.path, (p) => p.title === driverUi.bookedTitle))
        .toMatchObject({ url: tripUrl, tag: `trip-${tripId}` });
      // The passenger is texted the booking as well.
      await expect
        .poll(async () =>
          (await smsTo(request, passengerMobile)).find((m) => m.includes(`#${tripId} is booked`)),
        )
        .toMatch(
          new RegExp(
            `your trip #${tripId} is booked\\. Driver ${driver.name}, ${driver.mobile}\\. Car: Toyota Axio 2016 \\(DHAKA METRO-GA 11-2233\\)\\. Fare: Tk ${total!.slice(1)}\\.$`,
          ),
        );

      expect(pushService.problems, 'requests the push service refused').toEqual([]);
      expect(driverBrowser.errors, 'driver console errors').toEqual([]);
    } finally {
      await driverBrowser.context.close();
      await pushService.close();
    }
  });
});
