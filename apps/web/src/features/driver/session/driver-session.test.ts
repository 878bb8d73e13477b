import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { passengerSession } from '@/lib/session';
import { browserSessionData, type FakeApi, startFakeApi } from '../../../../test/fake-api';
import { holdDateAt } from '../../../../test/held-date';
import { type CookieJar, installCookieJar, refreshCookieRoute } from '../../../../test/refresh-cookie';
import { installWebLocks, openTab } from '../../../../test/web-locks';
import { fetchOpenTrips } from '../driver-api';
import { checkDriverSession } from './check-driver-session';
import { driverSession } from './driver-session';

// The driver app's login beside a passenger's on one browser: its own refresh cookie (on the driver's
// refresh path), its own access token in memory, its own keys and lock.

let api: FakeApi;
let jar: CookieJar;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  jar = installCookieJar(api);
});

const passengerLogin = () => {
  passengerSession.store(browserSessionData({ access_token: 'passenger-access' }));
  jar.set('user', 'passenger-cookie');
};
// The browser's clock at each test's start: the fixtures' times are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const emptyPage = { status: 200, body: { data: { items: [], page: 1, per_page: 50, total: 0 } } };

describe('the driver session', () => {
  it('is kept beside a passenger login on the same browser, and logs out alone', () => {
    passengerLogin();
    driverSession.store(browserSessionData({ access_token: 'driver-access' }));
    expect(window.localStorage.getItem('driver_refresh_token_expires')).not.toBeNull();
    expect(driverSession.readAccessToken()).toBe('driver-access');
    expect(passengerSession.readAccessToken()).toBe('passenger-access');
    driverSession.clear();
    expect(driverSession.readAccessToken()).toBeNull();
    expect(window.localStorage.getItem('driver_refresh_token_expires')).toBeNull();
    expect(passengerSession.readAccessToken()).toBe('passenger-access');
    expect(window.localStorage.getItem('refresh_token_expires')).not.toBeNull();
  });

  it('sends the driver’s token on driver calls, never the passenger’s', async () => {
    passengerLogin();
    driverSession.store(browserSessionData({ access_token: 'driver-access' }));
    api.on('GET /api/v3/driver/open-trips', emptyPage);
    await fetchOpenTrips('en');
    expect(api.requestsTo('GET /api/v3/driver/open-trips')[0]!.headers.authorization).toBe(
      'Bearer driver-access',
    );
  });

  it('renews the access token through the driver’s own cookie on page load, then calls with it', async () => {
    passengerLogin();
    refreshCookieRoute(api, { door: 'driver', valid: 'driver-cookie-0' });
    jar.set('driver', 'driver-cookie-0');
    window.localStorage.setItem('driver_refresh_token_expires', minutes(60 * 24));
    api.on('GET /api/v3/driver/open-trips', emptyPage);

    const result = await fetchOpenTrips('en');

    expect(result.ok).toBe(true);
    const [refresh] = api.requestsTo('POST /api/v3/driver/refresh-token');
    expect(refresh!.headers.cookie).toBe('pothik_refresh=driver-cookie-0');
    expect(api.requestsTo('GET /api/v3/driver/open-trips')[0]!.headers.authorization).toBe('Bearer access-1');
    expect(jar.value('driver')).toBe('cookie-1');
    expect(jar.value('user')).toBe('passenger-cookie');
  });

  it('renews a lapsed access token and sends the call again once', async () => {
    refreshCookieRoute(api, { door: 'driver', valid: 'driver-cookie-0' });
    jar.set('driver', 'driver-cookie-0');
    driverSession.store(browserSessionData({ access_token: 'stale', accessTokenExpiresIn: minutes(-1) }));
    api.on('GET /api/v3/driver/open-trips', (request) =>
      request.headers.authorization === 'Bearer access-1' ? emptyPage : { status: 401, body: {} },
    );
    const result = await fetchOpenTrips('en');
    expect(result.ok).toBe(true);
    expect(api.requestsTo('POST /api/v3/driver/refresh-token')).toHaveLength(1);
    expect(driverSession.readAccessToken()).toBe('access-1');
  });

  it('ends a login the server refuses to refresh, but keeps it when the API cannot be reached', async () => {
    refreshCookieRoute(api, { door: 'driver', valid: 'driver-cookie-0' });
    jar.set('driver', 'revoked');
    driverSession.store(browserSessionData({ accessTokenExpiresIn: minutes(-1) }));
    expect(await checkDriverSession()).toEqual({ outcome: 'ended', message: 'sessionExpired' });
    expect(driverSession.readAccessToken()).toBeNull();
    expect(jar.value('driver')).toBeNull();

    driverSession.store(browserSessionData({ accessTokenExpiresIn: minutes(-1) }));
    setApiBaseUrl('http://127.0.0.1:9');
    expect(await checkDriverSession()).toEqual({ outcome: 'unreachable' });
    expect(window.localStorage.getItem('driver_refresh_token_expires')).not.toBeNull();
  });
});

describe('the driver’s refresh across tabs', () => {
  afterEach(() => locks.uninstall());
  let locks: { uninstall: () => void };

  it('runs under its own cross-tab lock: two tabs refreshing at once keep the driver logged in', async () => {
    locks = installWebLocks();
    refreshCookieRoute(api, { door: 'driver', valid: 'driver-cookie-0' });
    jar.set('driver', 'driver-cookie-0');
    window.localStorage.setItem('driver_refresh_token_expires', minutes(60 * 24));
    const loadTab = () =>
      openTab(
        async () => ({ ...(await import('./check-driver-session')), ...(await import('./driver-session')) }),
        api.url,
      );
    const tabOne = await loadTab();
    const tabTwo = await loadTab();

    const outcomes = await Promise.all([tabOne.checkDriverSession(), tabTwo.checkDriverSession()]);

    expect(outcomes).toEqual([{ outcome: 'refreshed' }, { outcome: 'refreshed' }]);
    const sent = api.requestsTo('POST /api/v3/driver/refresh-token').map((r) => r.headers.cookie);
    expect(sent).toEqual(['pothik_refresh=driver-cookie-0', 'pothik_refresh=cookie-1']);
    expect([tabOne.driverSession.readAccessToken(), tabTwo.driverSession.readAccessToken()]).toEqual([
      'access-1',
      'access-2',
    ]);
  });
});
