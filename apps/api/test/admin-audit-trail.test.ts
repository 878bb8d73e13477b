import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { staffConsole, staffEmail, staffPassword } from './helpers/staff';

// The login limit keys the normalised email; failed logins, CSV exports and reads of the lists of
// people's data are in the audit log (the email tried, never a password; what was exported or read, with
// its filter and row count).
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

const entries = (action: string) =>
  app.database.db.select().from(auditLog).where(eq(auditLog.action, action));

let address = 0;
const logInAs = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.30.0.${++address}`,
  });

describe('the login limit', () => {
  it('counts every spelling of one email in one bucket, from any address', async () => {
    const spellings = [' Ops@Pothik.test', 'OPS@POTHIK.TEST ', 'ops@pothik.test', '\tOps@pothik.TEST'];
    for (let i = 0; i < 11; i++) {
      const res = await logInAs(spellings[i % spellings.length]!, `wrong-${i}`);
      expect(res.statusCode).toBe(401);
    }
    const throttled = await logInAs('Ops@Pothik.Test', staffPassword('ops'));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
    clock.advance({ seconds: 30 });
    expect((await logInAs(' OPS@pothik.test ', staffPassword('ops'))).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records failed logins with the email tried, normalised, and why; never the password', async () => {
    clock.advance({ hours: 1 });
    const before = (await entries('staff.login.failed')).length;
    await logInAs(' Editor@Pothik.TEST', 'editor-typo-password');
    await logInAs('nobody@pothik.test', 'a-guess-at-nobody');
    const failed = (await entries('staff.login.failed')).slice(before);
    expect(failed).toHaveLength(2);
    const editor = failed.find((e) => (e.after as { email: string }).email === staffEmail('editor'))!;
    expect(editor).toMatchObject({
      entity: 'staff',
      after: { email: 'editor@pothik.test', reason: 'wrong_password' },
      ip: expect.stringMatching(/^10\.30\.0\./),
    });
    expect(editor.staffId).toBe(Number(editor.entityId));
    expect(failed.find((e) => e.staffId === null)).toMatchObject({
      after: { email: 'nobody@pothik.test', reason: 'unknown_email' },
    });
    expect(JSON.stringify(failed)).not.toMatch(/editor-typo-password|a-guess-at-nobody/);
  });

  it('records a CSV export of leads: who, with which filter, how many rows', async () => {
    const now = clock.now();
    await app.database.db.insert(leads).values(
      ['Karim Traders', 'Dhaka Tours'].map((name) => ({
        kind: 'car_rental' as const,
        name,
        mobile: '01712345678',
        lang: 'en' as const,
        fields: {},
        createdAt: now,
        updatedAt: now,
      })),
    );
    const ops = await sc.session('ops');
    const filter = JSON.stringify({ kind: 'car_rental', q: 'Karim' });
    const res = await sc.call(ops, 'GET', `/admin/api/leads/export.csv?filter=${encodeURIComponent(filter)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Karim Traders');
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.export'), eq(auditLog.entity, 'lead')));
    expect(entry).toMatchObject({
      after: { format: 'csv', filter: { kind: 'car_rental', q: 'Karim' }, rows: 1 },
    });
    const me = (await sc.call(ops, 'GET', '/admin/api/auth/me')).json().data.staff;
    expect(entry?.staffId).toBe(me.id);
  });

  it('records each read of a list of people: who, which list, with which filter, how much of it', async () => {
    const ops = await sc.session('ops');
    const me = (await sc.call(ops, 'GET', '/admin/api/auth/me')).json().data.staff;
    const since = (await app.database.db.select().from(auditLog)).length;
    const lists: [string, object, string][] = [
      ['passengers', { q: '0171' }, 'passenger'],
      ['drivers', { status: 'pending' }, 'driver'],
      ['trips', { status: 'requested', pickup_from: '2026-11-01' }, 'trip'],
      ['leads', { kind: 'car_rental', q: 'Karim' }, 'lead'],
      ['gp-loyalty', {}, 'gp_loyalty'],
    ];
    const shown: { rows: number; total: number }[] = [];
    for (const [path, filter] of lists) {
      const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,4]')}`;
      const res = await sc.call(ops, 'GET', `/admin/api/${path}?${query}`);
      expect(res.statusCode, path).toBe(200);
      // What the page showed: its rows, and the total react-admin reads from Content-Range.
      shown.push({
        rows: res.json().length,
        total: Number(/\/(\d+)$/.exec(String(res.headers['content-range']))![1]),
      });
    }
    const reads = (await app.database.db.select().from(auditLog)).slice(since);
    expect(reads.map((e) => e.action)).toEqual(lists.map(([, , entity]) => `${entity}.list`));
    lists.forEach(([, filter, entity], i) => {
      expect(reads[i]).toMatchObject({ staffId: me.id, entity, entityId: null, before: null });
      expect(reads[i]!.after).toEqual({ filter, offset: 0, ...shown[i] });
    });
    // The leads filter matched the lead the export test stored.
    expect(shown[3]).toEqual({ rows: 1, total: 1 });
  });

  it('shows the changes apart from the reads and exports, which would bury them', async () => {
    const admin = await sc.adminSession();
    const page = async (kind?: string) => {
      const filter = encodeURIComponent(JSON.stringify(kind ? { kind } : {}));
      const res = await sc.call(admin, 'GET', `/admin/api/audit-log?range=[0,499]&filter=${filter}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { action: string }[]).map((e) => e.action);
    };
    const all = (await app.database.db.select().from(auditLog)).map((e) => e.action);
    const isRead = (action: string) => action.endsWith('.list') || action.endsWith('.export');
    const reads = await page('read');
    const changes = await page('change');
    // Every entry is one or the other, the newest first in each; the reads above are among the reads.
    expect([...reads].sort()).toEqual(all.filter(isRead).sort());
    expect([...changes].sort()).toEqual(all.filter((a) => !isRead(a)).sort());
    expect(reads).toEqual(expect.arrayContaining(['passenger.list', 'lead.export']));
    expect(changes).not.toContain('passenger.list');
    expect((await page()).length).toBe(all.length);
  });
});
