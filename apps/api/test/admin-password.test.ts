import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../src/db/schema/index';
import { createStaffAccount } from '../src/modules/admin/create-account';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole, staffEmail, staffPassword } from './helpers/staff';

// Staff change their own password (the current one first; at least 12 characters,
// not their email; argon2id), which ends their other sessions; an account whose password someone else
// chose (an admin in the console, `admin:create` without --password) must change it before anything else.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});
afterAll(() => app.close());

const change = (s: StaffSession, current_password: string, new_password: string) =>
  sc.call(s, 'POST', '/admin/api/auth/password', { payload: { current_password, new_password } });

const logInWith = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { email, password } });

const sessionFrom = (res: Awaited<ReturnType<typeof logInWith>>) => {
  expect(res.statusCode).toBe(200);
  return sc.sessionOf(res);
};

const accountOf = async (email: string) =>
  (await app.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!;

describe('changing one’s own password', () => {
  it('refuses a wrong current password, a short one, the email, and the same one, changing nothing', async () => {
    const s = await sc.session('ops');
    const email = staffEmail('ops');
    const cases: [string, string, string, string][] = [
      [
        'wrong current password',
        'a-brand-new-password-1',
        'current_password',
        'Your current password is not right.',
      ],
      [staffPassword('ops'), 'short-pass1', 'new_password', 'Use at least 12 characters.'],
      [
        staffPassword('ops'),
        email.toUpperCase(),
        'new_password',
        'The password must not be or contain your email address.',
      ],
      [
        staffPassword('ops'),
        `my ${email} 2026!`,
        'new_password',
        'The password must not be or contain your email address.',
      ],
      [
        staffPassword('ops'),
        staffPassword('ops'),
        'new_password',
        'Choose a password different from the current one.',
      ],
    ];
    const hashBefore = (await accountOf(email)).passwordHash;
    for (const [current, next, field, message] of cases) {
      const res = await change(s, current, next);
      expect(res.statusCode, `${current} → ${next}`).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await accountOf(email)).passwordHash).toBe(hashBefore);
    expect((await sc.logIn('ops')).statusCode).toBe(200);
  });

  it('stores the new one as argon2id, ends the other sessions, keeps this one, and audits it', async () => {
    const email = staffEmail('editor');
    const other = await sc.session('editor');
    const s = await sc.session('editor');
    const next = 'a much better editor passphrase';
    const res = await change(s, staffPassword('editor'), next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'staffPasswordChanged',
      data: { password_change_required: false, csrf_token: s.csrf },
    });
    expect((await accountOf(email)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await sc.call(other, 'GET', '/admin/api/auth/me')).statusCode).toBe(401);
    expect((await sc.call(s, 'GET', '/admin/api/content/blogs')).statusCode).toBe(200);
    expect((await logInWith(email, staffPassword('editor'))).statusCode).toBe(401);
    expect((await logInWith(email, next)).statusCode).toBe(200);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, 'staff.password.change')));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(next);
  });

  it('slows wrong current passwords down: ten in a row are free, then 429 with the wait', async () => {
    await createStaffAccount(app.database.db, {
      email: 'guessed@pothik.test',
      role: 'ops',
      password: 'the real password of guessed',
      now: clock.now(),
    });
    const s = sessionFrom(await logInWith('guessed@pothik.test', 'the real password of guessed'));
    for (let i = 0; i < 11; i++) {
      expect((await change(s, `guess number ${i}`, 'a new password for guessed')).statusCode).toBe(422);
    }
    const spent = await change(s, 'the real password of guessed', 'a new password for guessed');
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBe('30');
    clock.advance({ seconds: 30 });
    const changed = await change(s, 'the real password of guessed', 'a new password for guessed');
    expect(changed.statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its summary, the staff session and its refusals', async () => {
    const doc = (await app.inject('/docs/json')).json();
    expect(doc.components.securitySchemes.staffSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'pothik_staff',
    });
    const operation = doc.paths['/admin/api/auth/password'].post;
    expect(operation.summary).toMatch(/password/i);
    expect(operation.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '422', '429']),
    );
  });

  it('needs the session’s CSRF token and a session', async () => {
    const s = await sc.session('ops');
    const forged = await sc.call(s, 'POST', '/admin/api/auth/password', {
      csrf: false,
      payload: { current_password: staffPassword('ops'), new_password: 'another good password' },
    });
    expect(forged.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/admin/api/auth/password',
      payload: { current_password: 'x', new_password: 'another good password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a password someone else chose', () => {
  it('an account an admin adds must change it first: every call but the change and logout is 403', async () => {
    const admin = await sc.adminSession();
    const created = await sc.call(admin, 'POST', '/admin/api/staff', {
      payload: { email: 'Shirin@Pothik.test', role: 'editor' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ must_change_password: true });
    const s = sessionFrom(await logInWith('shirin@pothik.test', created.json().password));
    const me = await sc.call(s, 'GET', '/admin/api/auth/me');
    expect(me.json().data).toMatchObject({ password_change_required: true, totp: 'not_required' });
    for (const [method, url] of [
      ['GET', '/admin/api/content/blogs'],
      ['POST', '/admin/api/images'],
    ] as const) {
      const held = await sc.call(s, method, url);
      expect(held.statusCode, url).toBe(403);
      expect(held.json()).toMatchObject({
        code: 'staffPasswordChangeRequired',
        message: 'Choose a new password before you continue.',
      });
    }
    const changed = await change(s, created.json().password, 'shirin chose this one herself');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.password_change_required).toBe(false);
    expect((await sc.call(s, 'GET', '/admin/api/content/blogs')).statusCode).toBe(200);
    expect((await accountOf('shirin@pothik.test')).mustChangePassword).toBe(false);
  });

  it('can log out before changing it', async () => {
    const account = await createStaffAccount(app.database.db, {
      email: 'rafiq@pothik.test',
      role: 'ops',
      now: clock.now(),
    });
    const s = sessionFrom(await logInWith('rafiq@pothik.test', account.password));
    expect((await sc.call(s, 'GET', '/admin/api/leads')).json().code).toBe('staffPasswordChangeRequired');
    expect((await sc.call(s, 'POST', '/admin/api/auth/logout')).statusCode).toBe(200);
    expect((await sc.call(s, 'GET', '/admin/api/auth/me')).statusCode).toBe(401);
  });

  it('admin:create asks for a change only when it chose the password itself, and can reset TOTP', async () => {
    const generated = await createStaffAccount(app.database.db, {
      email: 'generated@pothik.test',
      role: 'admin',
      now: clock.now(),
    });
    expect(generated.account.mustChangePassword).toBe(true);
    const chosen = await createStaffAccount(app.database.db, {
      email: 'chosen@pothik.test',
      role: 'admin',
      password: 'the operator typed this one',
      now: clock.now(),
    });
    expect(chosen.account.mustChangePassword).toBe(false);
    // Resetting an account (admin:create again) may forget its authenticator: it enrols again.
    await app.database.db
      .update(staffAccounts)
      .set({ totpSecret: 'v1.sealed-elsewhere', totpEnabled: true, totpLastStep: 9 })
      .where(eq(staffAccounts.email, 'chosen@pothik.test'));
    const reset = await createStaffAccount(app.database.db, {
      email: 'chosen@pothik.test',
      role: 'admin',
      resetTotp: true,
      now: clock.now(),
    });
    expect(reset.account).toMatchObject({
      totpSecret: null,
      totpEnabled: false,
      totpLastStep: null,
      mustChangePassword: true,
    });
    const s = sessionFrom(await logInWith('chosen@pothik.test', reset.password));
    expect(s.totp).toBe('enrol');
  });

  it('an admin account changes it after the TOTP step, which comes first', async () => {
    const { password } = await createStaffAccount(app.database.db, {
      email: 'second-admin@pothik.test',
      role: 'admin',
      now: clock.now(),
    });
    const s = sessionFrom(await logInWith('second-admin@pothik.test', password));
    expect(s.totp).toBe('enrol');
    const early = await change(s, password, 'second admin’s own password');
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('totpRequired');
  });
});
