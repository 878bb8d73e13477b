import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, sessionData, startFakeApi } from '../../../../test/fake-api';
import { holdDateAt } from '../../../../test/held-date';
import { installWebLocks, openTab, rotatingRefresh } from '../../../../test/web-locks';
import { fetchOpenTrips } from '../driver-api';
import { checkDriverSession } from './check-driver-session';
import { driverSession } from './driver-session';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
});

const passengerLogin = () => {
  window.localStorage.setItem('access_token', 'passenger-access');
  window.localStorage.setItem('refresh_token', 'passenger-refresh');
};
// The browser's clock at each test's start: the fixtures' times are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const emptyPage = { status: 200, body: { data: { items: [], page: 1, per_page: 50, total: 0 } } };

describe('the driver session', () => {
  it('is kept beside a passenger login on the same browser, and logs out alone', () => {
    passengerLogin();
    driverSession.store(sessionData({ access_token: 'driver-access', refresh_token: 'driver-refresh' }));
    expect(window.localStorage.getItem('driver_access_token')).toBe('driver-access');
    expect(window.localStorage.getItem('access_token')).toBe('passenger-access');
    driverSession.clear();
    expect(driverSession.readTokens().accessToken).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBe('passenger-access');
    expect(window.localStorage.getItem('refresh_token')).toBe('passenger-refresh');
  });

  it('sends the driver’s token on driver calls, never the passenger’s', async () => {
    passengerLogin();
    driverSession.store(sessionData({ access_token: 'driver-access' }));
    api.on('GET /api/v3/driver/open-trips', emptyPage);
    await fetchOpenTrips('en');
    expect(api.requestsTo('GET /api/v3/driver/open-trips')[0]!.headers.authorization).toBe(
      'Bearer driver-access',
    );
  });

  it('exchanges an expired access token at /driver/refresh-token and retries the call once', async () => {
    driverSession.store(
      sessionData({
        access_token: 'stale',
        accessTokenExpiresIn: minutes(-1),
        refresh_token: 'driver-refresh',
      }),
    );
    api.on('GET /api/v3/driver/open-trips', (request) =>
      request.headers.authorization === 'Bearer fresh' ? emptyPage : { status: 401, body: {} },
    );
    api.on('POST /api/v3/driver/refresh-token', {
      status: 200,
      body: { data: sessionData({ access_token: 'fresh', refresh_token: 'driver-refresh-2' }) },
    });
    const result = await fetchOpenTrips('en');
    expect(result.ok).toBe(true);
    expect(api.requestsTo('POST /api/v3/driver/refresh-token')[0]!.body).toBe('refresh_token=driver-refresh');
    expect(driverSession.readTokens().refreshToken).toBe('driver-refresh-2');
  });

  it('ends a login the server refuses to refresh, but keeps it when the API cannot be reached', async () => {
    driverSession.store(sessionData({ accessTokenExpiresIn: minutes(-1) }));
    api.on('POST /api/v3/driver/refresh-token', { status: 401, body: { message: 'Unauthorized' } });
    expect(await checkDriverSession()).toEqual({ outcome: 'ended', message: 'sessionExpired' });
    expect(driverSession.readTokens().accessToken).toBeNull();

    driverSession.store(sessionData({ accessTokenExpiresIn: minutes(-1) }));
    setApiBaseUrl('http://127.0.0.1:9');
    expect(await checkDriverSession()).toEqual({ outcome: 'unreachable' });
    expect(driverSession.readTokens().accessToken).toBe('access-1');
  });
});

describe('the driver’s refresh across tabs', () => {
  afterEach(() => locks.uninstall());
  let locks: { uninstall: () => void };

  it('runs under its own cross-tab lock: two tabs refreshing at once keep the driver logged in', async () => {
    locks = installWebLocks();
    const next = sessionData({ access_token: 'tab-one-access', refresh_token: 'tab-one-refresh' });
    api.on('POST /api/v3/driver/refresh-token', rotatingRefresh('driver-refresh', next));
    driverSession.store(sessionData({ accessTokenExpiresIn: minutes(-1), refresh_token: 'driver-refresh' }));
    const tabOne = await openTab(() => import('./check-driver-session'), api.url);
    const tabTwo = await openTab(() => import('./check-driver-session'), api.url);

    const outcomes = await Promise.all([tabOne.checkDriverSession(), tabTwo.checkDriverSession()]);

    expect(outcomes).toEqual([{ outcome: 'refreshed' }, { outcome: 'kept' }]);
    expect(api.requestsTo('POST /api/v3/driver/refresh-token')).toHaveLength(1);
    expect(driverSession.readTokens().accessToken).toBe('tab-one-access');
    expect(driverSession.readTokens().refreshToken).toBe('tab-one-refresh');
  });
});
