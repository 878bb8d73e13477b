import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverSession } from '@/features/driver';
import { browserSessionData } from '../../test/fake-api';
import { passengerSession } from './session';

// ADR 0024: every access token the passenger's tab gets is handed to the web server (so the trip's page
// can be rendered with the trip), and ending the login ends that copy. The driver's login never is.

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.localStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
});
afterEach(() => {
  fetchSpy.mockRestore();
});

const pageSessionCalls = () =>
  fetchSpy.mock.calls
    .filter(([url]: unknown[]) => url === '/api/session')
    .map(([, init]: unknown[]) => {
      const request = init as RequestInit;
      return {
        method: request.method,
        header: (request.headers as Record<string, string>)['x-pothik-session'],
        body: request.body ? JSON.parse(String(request.body)) : undefined,
      };
    });

describe("the web server's copy of the passenger's token", () => {
  it('is handed each new access token with its expiry, and ended with the login', () => {
    const session = browserSessionData({ access_token: 'a.b.c' });
    const renewed = browserSessionData({ access_token: 'd.e.f' });
    passengerSession.store(session);
    passengerSession.store(renewed);
    passengerSession.clear();

    expect(pageSessionCalls()).toEqual([
      { method: 'POST', header: '1', body: { access_token: 'a.b.c', expires: session.accessTokenExpiresIn } },
      { method: 'POST', header: '1', body: { access_token: 'd.e.f', expires: renewed.accessTokenExpiresIn } },
      { method: 'DELETE', header: '1', body: undefined },
    ]);
  });

  it('is not asked to end a login this browser never had', () => {
    passengerSession.clear();
    expect(pageSessionCalls()).toEqual([]);
  });

  it("never gets the driver's token", () => {
    driverSession.store(browserSessionData({ access_token: 'g.h.i' }));
    driverSession.clear();
    expect(pageSessionCalls()).toEqual([]);
  });

  it('a failed hand-over fails nothing: the login is kept', async () => {
    fetchSpy.mockRejectedValue(new TypeError('offline'));
    passengerSession.store(browserSessionData({ access_token: 'j.k.l' }));
    await Promise.resolve();
    expect(passengerSession.readAccessToken()).toBe('j.k.l');
  });
});
