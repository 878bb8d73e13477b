import { beforeEach, describe, expect, it } from 'vitest';
import { driverSession } from './driver-session';
import { driverSessionMarkSource } from './driver-session-mark';

// The inline script as the browser runs it, before any of the page's code: it has to agree with the
// session store on who is logged in, or a driver would see the login flash (or a visitor lose its text).
const html = document.documentElement;
const runMark = () => new Function(driverSessionMarkSource)();
const login = {
  access_token: 'access',
  accessTokenExpiresIn: '2099-01-01T00:15:00.000Z',
  refreshTokenExpiresIn: '2099-01-31T00:00:00.000Z',
  user: { id: 7, full_name: 'Rafiq', mobile: '01711000000' },
};

describe('the driver login mark', () => {
  beforeEach(() => {
    localStorage.clear();
    html.removeAttribute('data-driver-in');
  });

  it('marks <html> where the driver session store holds a login', () => {
    driverSession.store(login as Parameters<typeof driverSession.store>[0]);
    expect(driverSession.fromSnapshot(driverSession.snapshot()).isLoggedIn).toBe(true);
    runMark();
    expect(html.hasAttribute('data-driver-in')).toBe(true);
  });

  it('leaves <html> alone where no driver is logged in, or only a passenger is', () => {
    localStorage.setItem('refresh_token_expires', login.refreshTokenExpiresIn);
    runMark();
    expect(html.hasAttribute('data-driver-in')).toBe(false);
    driverSession.store(login as Parameters<typeof driverSession.store>[0]);
    driverSession.clear();
    runMark();
    expect(html.hasAttribute('data-driver-in')).toBe(false);
  });
});
