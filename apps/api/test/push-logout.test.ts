import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema/index';
import { makeBrowserKeys } from './fakes/push-service';
import { buildTestApp } from './helpers/app';
import { bearer, type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { staffConsole } from './helpers/staff';

// A phone passed to someone else must not go on showing the previous account's trips. A subscription
// belongs to the login it was made in (the access token names it): the logout that ends that login
// removes it, with nothing asked of the page; staff blocking a passenger or suspending a driver removes
// all of the account's. On both engines.

const clock = createTestClock('2026-05-06T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});

afterAll(async () => {
  await app?.close();
});

const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;

async function subscribe(accessToken: string, name: string, base: 'user' | 'driver' = 'user') {
  const keys = makeBrowserKeys();
  const res = await app.inject({
    method: 'POST',
    url: `/api/v3/${base}/push/subscriptions`,
    headers: bearer(accessToken),
    payload: { endpoint: endpoint(name), keys: { p256dh: keys.p256dh, auth: keys.auth }, lang: 'en' },
  });
  expect(res.statusCode).toBe(201);
}

async function devicesOf(userId: number) {
  const rows = await app.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((r) => r.endpoint.replace(endpoint(''), ''));
}

function logout(who: { refresh_token: string; access_token: string }, base: 'user' | 'driver' = 'user') {
  return app.inject({
    method: 'POST',
    url: `/api/v3/${base}/logout`,
    headers: bearer(who.access_token),
    payload: { refresh_token: who.refresh_token },
  });
}

/** The same account logged in again (another phone): a new login of its own. */
async function loginAgain(who: LoggedIn) {
  // Past the wait before another code to the same number.
  clock.advance({ minutes: 4 });
  return loginAs(app, { mobile: who.mobile, role: who.user.role });
}

describe('logout', () => {
  it("removes the subscription made in that login, also after a refresh, and no other login's", async () => {
    const phone = await loginAs(app);
    const tablet = await loginAgain(phone);
    await subscribe(phone.access_token, 'phone');
    await subscribe(tablet.access_token, 'tablet');
    // The phone's page refreshed its tokens (same login) and subscribed a second browser profile.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      payload: { refresh_token: phone.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const phoneNow = refreshed.json().data as { access_token: string; refresh_token: string };
    await subscribe(phoneNow.access_token, 'phone-2');
    expect(await devicesOf(phone.user.id)).toEqual(['phone', 'tablet', 'phone-2']);

    const out = await logout(phoneNow);
    expect(out.json()).toEqual({ message: 'Logout successful', code: 'logoutSuccess' });
    expect(await devicesOf(phone.user.id)).toEqual(['tablet']);
    // A second logout with the same token, or one nobody issued, changes nothing and still answers 200.
    expect((await logout(phoneNow)).statusCode).toBe(200);
    expect((await logout({ ...phoneNow, refresh_token: 'x'.repeat(43) })).statusCode).toBe(200);
    expect(await devicesOf(phone.user.id)).toEqual(['tablet']);
  });

  it("a driver's logout removes theirs; the passenger account on the same phone keeps its own", async () => {
    const driver = await loginDriver(app, await createDriverProfile(app));
    const passenger = await loginAs(app);
    await subscribe(driver.access_token, 'shared-phone', 'driver');
    await subscribe(passenger.access_token, 'shared-phone');
    expect((await logout(driver, 'driver')).statusCode).toBe(200);
    expect(await devicesOf(driver.user.id)).toEqual([]);
    expect(await devicesOf(passenger.user.id)).toEqual(['shared-phone']);
  });

  it('the web needs to send nothing but its logout: the endpoint is not asked for', async () => {
    const who = await loginAs(app);
    await subscribe(who.access_token, 'quiet-page');
    const out = await app.inject({
      method: 'POST',
      url: '/api/v3/user/logout',
      payload: { refresh_token: who.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect(await devicesOf(who.user.id)).toEqual([]);
  });
});

describe('staff closing an account', () => {
  it("blocking a passenger removes every one of the account's subscriptions; unblocking brings none back", async () => {
    const phone = await loginAs(app);
    const tablet = await loginAgain(phone);
    const other = await loginAs(app);
    await subscribe(phone.access_token, 'blocked-phone');
    await subscribe(tablet.access_token, 'blocked-tablet');
    await subscribe(other.access_token, 'bystander');
    const ops = await sc.session('ops');
    expect((await sc.call(ops, 'POST', `/admin/api/passengers/${phone.user.id}/block`)).statusCode).toBe(200);
    expect(await devicesOf(phone.user.id)).toEqual([]);
    expect(await devicesOf(other.user.id)).toEqual(['bystander']);
    expect((await sc.call(ops, 'POST', `/admin/api/passengers/${phone.user.id}/unblock`)).statusCode).toBe(
      200,
    );
    expect(await devicesOf(phone.user.id)).toEqual([]);
  });

  it("suspending a driver removes the driver's subscriptions", async () => {
    const profile = await createDriverProfile(app);
    const driver = await loginDriver(app, profile);
    await subscribe(driver.access_token, 'suspended-driver', 'driver');
    const ops = await sc.session('ops');
    const suspended = await sc.call(ops, 'PUT', `/admin/api/drivers/${profile.driver.id}`, {
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await devicesOf(driver.user.id)).toEqual([]);
  });
});
