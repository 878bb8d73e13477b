import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../src/db/schema/index';
import { createStaffAccount } from '../../src/modules/admin/create-account';
import { totpAt } from '../../src/modules/admin/credentials';
import type { TestClock } from './clock';

export type StaffSession = { cookie: string; csrf: string; totp: string };

export const staffPassword = (role: StaffRole) => `${role}-password-0123456789`;
export const staffEmail = (role: StaffRole) => `${role}@pothik.test`;

let ip = 0;

/** Staff accounts of each role on `app`, and their console sessions as a browser would hold them. */
export function staffConsole(app: FastifyInstance, clock: TestClock) {
  let secret = '';

  const createAccounts = async () => {
    for (const role of ['admin', 'editor', 'ops', 'support', 'finance'] as const) {
      await createStaffAccount(app.database.db, {
        email: staffEmail(role),
        role,
        password: staffPassword(role),
        now: clock.now(),
      });
    }
  };

  const logIn = (role: StaffRole, password = staffPassword(role)) => {
    ip += 1;
    return app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      payload: { email: staffEmail(role).toUpperCase(), password },
      remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    });
  };

  /** The session a login or TOTP answer hands the browser: its cookie and CSRF token. */
  const sessionOf = (res: Awaited<ReturnType<typeof logIn>>): StaffSession => {
    const cookie = res.cookies.find((c) => c.name === 'pothik_staff')!;
    return {
      cookie: `pothik_staff=${cookie.value}`,
      csrf: res.json().data.csrf_token,
      totp: res.json().data.totp,
    };
  };

  const session = async (role: StaffRole): Promise<StaffSession> => {
    const res = await logIn(role);
    expect(res.statusCode).toBe(200);
    return sessionOf(res);
  };

  const call = (
    s: StaffSession,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { csrf?: boolean; payload?: object | string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: s.cookie,
        ...(opts.csrf === false ? {} : { 'x-csrf-token': s.csrf }),
        ...opts.headers,
      },
      payload: opts.payload,
    });

  /**
   * A code the account has not used yet: each is accepted once, so a second sign-in within the same
   * 30 seconds waits for the next one, as a person would.
   */
  let lastStep = -1;
  const freshCode = async () => {
    if (Math.floor(clock.now().getTime() / 30_000) <= lastStep) clock.advance({ seconds: 30 });
    lastStep = Math.floor(clock.now().getTime() / 30_000);
    return totpAt(secret, clock.now());
  };

  /**
   * An admin session past TOTP: enrols an authenticator the first time, then enters a fresh code. The
   * session is the one the code's answer hands over (the login's own token ends there).
   */
  const adminSession = async (): Promise<StaffSession> => {
    const s = await session('admin');
    if (s.totp === 'enrol') {
      const enrol = await call(s, 'POST', '/admin/api/auth/totp/enrol');
      expect(enrol.statusCode).toBe(200);
      secret = enrol.json().data.secret;
    }
    const verified = await call(s, 'POST', '/admin/api/auth/totp/verify', {
      payload: { code: await freshCode() },
    });
    expect(verified.statusCode).toBe(200);
    return sessionOf(verified);
  };

  return {
    createAccounts,
    logIn,
    session,
    sessionOf,
    call,
    adminSession,
    freshCode,
    setSecret: (s: string) => (secret = s),
  };
}
