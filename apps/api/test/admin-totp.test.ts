import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/db/schema/index';
import { TOTP_WINDOW_MS } from '../src/modules/admin/auth-routes';
import { createStaffAccount } from '../src/modules/admin/create-account';
import { totpAt } from '../src/modules/admin/credentials';
import { openTotpSecret, sealTotpSecret } from '../src/modules/admin/totp-secrets';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole, staffEmail } from './helpers/staff';

// The TOTP step of the staff console. Its own bucket per account that logins cannot
// fill, each code accepted once, a new session token once the code is right, TOTP for every role in
// production, and secrets sealed at rest with STAFF_TOTP_KEY.
const clock = createTestClock('2026-11-25T06:00:10.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let adminId: number;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  // Enrolled once: every test below starts from an admin with an authenticator.
  await sc.adminSession();
  adminId = (await accountOf(staffEmail('admin'))).id;
});
afterAll(() => app.close());

async function accountOf(email: string) {
  const [row] = await app.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row!;
}

const secretOf = async (email: string) => {
  const row = await accountOf(email);
  return openTotpSecret(row.totpSecret!, app.config.staffTotpKey, row.id);
};

const verify = (s: StaffSession, code: string) =>
  sc.call(s, 'POST', '/admin/api/auth/totp/verify', { payload: { code } });

const nextStep = () => {
  // The start of the next 30-second step, a little in: no code of the tests before is of this step.
  const now = clock.now().getTime();
  clock.set(new Date(Math.floor(now / 30_000) * 30_000 + 30_000 + 5_000));
};

describe('the TOTP bucket', () => {
  it('is the account’s own: logins, whatever email they name, cannot fill it', async () => {
    nextStep();
    const s = await sc.session('admin');
    // Before, the code step shared the login's per-account bucket under "totp:<id>", an "email" anyone
    // could send to the login form.
    for (let i = 0; i < 12; i++) {
      await app.inject({
        method: 'POST',
        url: '/admin/api/auth/login',
        payload: { email: `totp:${adminId}`, password: 'not-a-password' },
        remoteAddress: `10.20.0.${i + 1}`,
      });
    }
    const right = await verify(s, await totpAt(await secretOf(staffEmail('admin')), clock.now()));
    expect(right.statusCode).toBe(200);
  });

  it('allows 5 codes per account per 15 minutes, then 429 until the window passes', async () => {
    clock.advance({ minutes: 15 });
    nextStep();
    const s = await sc.session('admin');
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(s, '000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('totpInvalid');
    }
    const secret = await secretOf(staffEmail('admin'));
    const spent = await verify(s, await totpAt(secret, clock.now()));
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('tooManyRequests');
    // Counted per 15-minute window of the clock: the answer names the seconds left in this one.
    const now = clock.now().getTime();
    const windowEnds = Math.floor(now / TOTP_WINDOW_MS) * TOTP_WINDOW_MS + TOTP_WINDOW_MS;
    expect(spent.headers['retry-after']).toBe(String((windowEnds - now) / 1000));
    // The password login is a bucket of its own: it still works.
    expect((await sc.logIn('admin')).statusCode).toBe(200);
    clock.advance({ minutes: 15 });
    nextStep();
    expect((await verify(s, await totpAt(secret, clock.now()))).statusCode).toBe(200);
  });
});

describe('a TOTP code', () => {
  it('is accepted once: the same code, or an earlier one still in tolerance, is refused', async () => {
    clock.advance({ minutes: 15 });
    nextStep();
    const secret = await secretOf(staffEmail('admin'));
    const code = await totpAt(secret, clock.now());
    expect((await verify(await sc.session('admin'), code)).statusCode).toBe(200);
    const replay = await verify(await sc.session('admin'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'totpUsed',
      message: 'That code was already used. Wait for the next one.',
    });
    // The previous step's code is still inside the ±30 s an authenticator may drift, yet older.
    const earlier = await verify(
      await sc.session('admin'),
      await totpAt(secret, new Date(clock.now().getTime() - 30_000)),
    );
    expect(earlier.statusCode).toBe(401);
    // The next step's code is new: accepted.
    clock.advance({ seconds: 30 });
    expect((await verify(await sc.session('admin'), await totpAt(secret, clock.now()))).statusCode).toBe(200);
  });

  it('replaces the session token: the one from before the code opens nothing any more', async () => {
    clock.advance({ minutes: 15 });
    nextStep();
    const before = await sc.session('admin');
    const right = await verify(before, await totpAt(await secretOf(staffEmail('admin')), clock.now()));
    expect(right.statusCode).toBe(200);
    const after = sc.sessionOf(right);
    expect(after.cookie).not.toBe(before.cookie);
    expect(after.csrf).not.toBe(before.csrf);
    expect(right.cookies.find((c) => c.name === 'pothik_staff')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/admin',
    });
    expect((await sc.call(before, 'GET', '/admin/api/auth/me')).statusCode).toBe(401);
    expect((await sc.call(before, 'GET', '/admin/api/audit-log')).statusCode).toBe(401);
    const me = await sc.call(after, 'GET', '/admin/api/auth/me');
    expect(me.json().data).toMatchObject({ totp: 'done', csrf_token: after.csrf });
    expect((await sc.call(after, 'GET', '/admin/api/audit-log')).statusCode).toBe(200);
  });
});

describe('TOTP secrets at rest', () => {
  it('are sealed with STAFF_TOTP_KEY: the column holds no secret, and another key opens nothing', async () => {
    const row = await accountOf(staffEmail('admin'));
    const secret = await secretOf(staffEmail('admin'));
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);
    expect(() => openTotpSecret(row.totpSecret!, Buffer.alloc(32, 7), row.id)).toThrow();
    // Bound to its account: copied onto another row it does not open either.
    expect(() => openTotpSecret(row.totpSecret!, app.config.staffTotpKey, row.id + 1)).toThrow();
  });

  it('written plain before the key existed are sealed at the next start, and keep working', async () => {
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const ops = await accountOf(staffEmail('ops'));
    await app.database.db
      .update(staffAccounts)
      .set({ role: 'admin', totpSecret: plain, totpEnabled: true })
      .where(eq(staffAccounts.id, ops.id));
    // A second API process starting on the same database.
    const restarted = await buildTestApp({}, { clock, database: app.database });
    await restarted.ready();
    try {
      const sealed = await accountOf(staffEmail('ops'));
      expect(sealed.totpSecret).toMatch(/^v1\./);
      expect(openTotpSecret(sealed.totpSecret!, restarted.config.staffTotpKey, ops.id)).toBe(plain);
      nextStep();
      const s = await sc.session('ops');
      expect(s.totp).toBe('verify');
      expect((await verify(s, await totpAt(plain, clock.now()))).statusCode).toBe(200);
    } finally {
      await restarted.close();
      await app.database.db
        .update(staffAccounts)
        .set({ role: 'ops', totpSecret: null, totpEnabled: false, totpLastStep: null })
        .where(eq(staffAccounts.id, ops.id));
    }
  });
});

describe('a secret sealed under another key', () => {
  it('matches no code: 401, not a server error', async () => {
    const { account } = await createStaffAccount(app.database.db, {
      email: 'rekeyed@pothik.test',
      role: 'admin',
      password: 'rekeyed-password-0123',
      now: clock.now(),
    });
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.database.db
      .update(staffAccounts)
      .set({ totpSecret: sealTotpSecret(plain, Buffer.alloc(32, 9), account.id), totpEnabled: true })
      .where(eq(staffAccounts.id, account.id));
    const login = await app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      payload: { email: 'rekeyed@pothik.test', password: 'rekeyed-password-0123' },
    });
    const refused = await verify(sc.sessionOf(login), await totpAt(plain, clock.now()));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('totpInvalid');
  });
});

describe('in production', () => {
  let prod: FastifyInstance;
  let psc: ReturnType<typeof staffConsole>;

  beforeAll(async () => {
    // The production mode as config.ts reports it; the rest of the test configuration as usual.
    prod = await buildTestApp({}, { clock, force: { env: 'production' } });
    await prod.ready();
    psc = staffConsole(prod, clock);
    await psc.createAccounts();
  });
  afterAll(() => prod.close());

  it('asks every role for TOTP, editors and ops too', async () => {
    for (const role of ['editor', 'ops'] as const) {
      const s = await psc.session(role);
      expect(s.totp).toBe('enrol');
      const url = role === 'editor' ? '/admin/api/content/blogs' : '/admin/api/leads';
      const held = await psc.call(s, 'GET', url);
      expect(held.statusCode).toBe(403);
      expect(held.json().code).toBe('totpRequired');
      const enrol = await psc.call(s, 'POST', '/admin/api/auth/totp/enrol');
      expect(enrol.statusCode).toBe(200);
      nextStep();
      const right = await psc.call(s, 'POST', '/admin/api/auth/totp/verify', {
        payload: { code: await totpAt(enrol.json().data.secret, clock.now()) },
      });
      expect(right.json().data.totp).toBe('done');
      expect((await psc.call(psc.sessionOf(right), 'GET', url)).statusCode).toBe(200);
    }
  });

  it('outside production, editors and ops sign in with their password alone (the demo)', async () => {
    for (const role of ['editor', 'ops'] as const) {
      const s = await sc.session(role);
      expect(s.totp).toBe('not_required');
      const enrol = await sc.call(s, 'POST', '/admin/api/auth/totp/enrol');
      expect(enrol.statusCode).toBe(403);
    }
  });
});
