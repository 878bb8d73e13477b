import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { staffConsole, staffEmail } from './helpers/staff';

// Each staff member chooses the console's language (issue 46 §5): kept on their account, so the next
// login (the console reads /auth/login and /auth/me) speaks it; audited as every staff change is.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});
afterAll(() => app.close());

const languageChanges = async (email: string) => {
  const [account] = await app.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, account!.id), eq(auditLog.action, 'staff.language.change')));
};

describe("a staff member's console language", () => {
  it('is English until they choose, then Bangla at their next login and in /auth/me, audited once', async () => {
    const first = await sc.logIn('support');
    expect(first.json().data.staff.console_language).toBe('en');
    const s = sc.sessionOf(first);

    const chosen = await sc.call(s, 'POST', '/admin/api/auth/language', { payload: { language: 'bn' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      code: 'staffLanguageChanged',
      message: 'Your console language is saved.',
      data: { staff: { email: staffEmail('support'), console_language: 'bn' } },
    });
    // Choosing it again changes nothing and leaves no second entry.
    expect(
      (await sc.call(s, 'POST', '/admin/api/auth/language', { payload: { language: 'bn' } })).statusCode,
    ).toBe(200);

    const me = await sc.call(s, 'GET', '/admin/api/auth/me');
    expect(me.json().data.staff.console_language).toBe('bn');
    const again = await sc.logIn('support');
    expect(again.json().data.staff.console_language).toBe('bn');

    const entries = await languageChanges(staffEmail('support'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'staff',
      before: { console_language: 'en' },
      after: { console_language: 'bn' },
    });
  });

  it('is one staff member’s own: another account stays in English', async () => {
    const ops = await sc.session('ops');
    expect(
      (await sc.call(ops, 'POST', '/admin/api/auth/language', { payload: { language: 'bn' } })).statusCode,
    ).toBe(200);
    const finance = await sc.logIn('finance');
    expect(finance.json().data.staff.console_language).toBe('en');
  });

  it('refuses a language the console does not speak, a missing CSRF token and no session', async () => {
    const s = await sc.session('editor');
    const unknown = await sc.call(s, 'POST', '/admin/api/auth/language', { payload: { language: 'fr' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('language');
    const noCsrf = await sc.call(s, 'POST', '/admin/api/auth/language', {
      csrf: false,
      payload: { language: 'bn' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/admin/api/auth/language',
      payload: { language: 'bn' },
    });
    expect(anonymous.statusCode).toBe(401);
    const account = (await sc.logIn('editor')).json().data.staff;
    expect(account.console_language).toBe('en');
    expect(await languageChanges(staffEmail('editor'))).toHaveLength(0);
  });
});
