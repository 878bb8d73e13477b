import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gpLoyaltyMembers } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole } from './helpers/staff';

// The leads inbox and the GP loyalty list of the staff console.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let ops: StaffSession;

const postLead = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': 'bn' },
    remoteAddress: '10.7.0.1',
  });

beforeAll(async () => {
  app = await buildTestApp({ OUTBOX_INTERVAL_SEC: '0', LEAD_IP_LIMIT: '100' }, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  ops = await sc.session('ops');
  await postLead('/web/create/pothik_club', {
    full_name: 'রফিক আহমেদ',
    mobile: '01811220001',
    email: 'rafiq@example.com',
  });
  await postLead('/web/create/pothik_business', {
    name: '=HYPERLINK("http://evil")',
    designation: 'Admin, Manager',
    company_name: 'Meghna "Textiles"',
    email: 'n@meghna.com.bd',
    mobile: '01711220002',
  });
  await postLead('/api/v3/survey-submit', { rating: 5, answers: { would_recommend: true } });
});
afterAll(() => app.close());

describe('leads inbox', () => {
  it('lists every form and the survey in one inbox, newest first, filtered and paged', async () => {
    const all = await sc.call(ops, 'GET', '/admin/api/leads?range=[0,24]');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((l: { kind: string }) => l.kind)).toEqual(['survey', 'business', 'club']);
    expect(all.headers['content-range']).toBe('leads 0-2/3');

    const filter = encodeURIComponent(JSON.stringify({ kind: 'club' }));
    const clubs = await sc.call(ops, 'GET', `/admin/api/leads?filter=${filter}`);
    expect(clubs.json()).toHaveLength(1);
    expect(clubs.json()[0]).toMatchObject({ name: 'রফিক আহমেদ', status: 'new', lang: 'bn' });

    const page = await sc.call(ops, 'GET', '/admin/api/leads?range=[1,1]');
    expect(page.json().map((l: { kind: string }) => l.kind)).toEqual(['business']);
    expect(page.headers['content-range']).toBe('leads 1-1/3');
    expect((await sc.call(await sc.session('editor'), 'GET', '/admin/api/leads')).statusCode).toBe(403);
  });

  it('works a lead new → contacted → won with a note and an assignee, each step audited', async () => {
    const [club] = (
      await sc.call(ops, 'GET', `/admin/api/leads?filter=${encodeURIComponent('{"kind":"club"}')}`)
    ).json();
    const me = (await sc.call(ops, 'GET', '/admin/api/auth/me')).json().data.staff.id;
    // Ops choose whom to give it from the open ops and admin accounts; editors work no leads.
    const assignees = (await sc.call(ops, 'GET', '/admin/api/assignees')).json();
    expect(assignees.map((a: { email: string }) => a.email).sort()).toEqual([
      'admin@pothik.test',
      'ops@pothik.test',
    ]);
    expect(assignees).toContainEqual({ id: me, email: 'ops@pothik.test' });
    const contacted = await sc.call(ops, 'PUT', `/admin/api/leads/${club.id}`, {
      payload: { status: 'contacted', note: 'Called; owns two Noahs', assignee_id: me },
    });
    expect(contacted.json()).toMatchObject({
      status: 'contacted',
      note: 'Called; owns two Noahs',
      assignee_id: me,
    });
    expect(
      (await sc.call(ops, 'PUT', `/admin/api/leads/${club.id}`, { payload: { status: 'won' } })).json()
        .status,
    ).toBe('won');
    // Closed stays closed.
    const reopened = await sc.call(ops, 'PUT', `/admin/api/leads/${club.id}`, { payload: { status: 'new' } });
    expect(reopened.statusCode).toBe(409);
    expect((await sc.call(ops, 'GET', `/admin/api/leads/${club.id}`)).json().status).toBe('won');

    // The changes (reads of the list are audited too: admin-audit-trail.test.ts).
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.action, 'lead.update')));
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [
        { status: 'new', note: null, assignee_id: null },
        { status: 'contacted', note: 'Called; owns two Noahs', assignee_id: me },
      ],
      [
        { status: 'contacted', note: 'Called; owns two Noahs', assignee_id: me },
        { status: 'won', note: 'Called; owns two Noahs', assignee_id: me },
      ],
    ]);
  });

  it('exports the leads as CSV a spreadsheet opens safely', async () => {
    const res = await sc.call(ops, 'GET', '/admin/api/leads/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pothik-leads.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,kind,status,name,mobile,email,lang,note,assignee_id,created_at,fields');
    expect(lines).toHaveLength(4);
    const business = lines.find((l) => l.includes(',business,'))!;
    // A formula is kept as text, quotes and commas stay inside their cell.
    expect(business).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(business).toContain('Meghna \\""Textiles\\""');
    expect(res.body).toContain('রফিক আহমেদ');
  });
});

describe('GP loyalty list', () => {
  it('adds, imports and removes numbers, all or none of an import, each audited', async () => {
    const added = await sc.call(ops, 'POST', '/admin/api/gp-loyalty', {
      payload: { mobile: '01711000111', tier: 'gold' },
    });
    expect(added.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/web/check/gp-loyalty-status',
          payload: { mobile: '01711000111' },
        })
      ).json(),
    ).toEqual({
      data: { eligible: true, tier: 'gold' },
    });

    const broken = await sc.call(ops, 'POST', '/admin/api/gp-loyalty/import', {
      payload: 'mobile,tier\n01711000222,silver\n12345,gold\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file).toEqual(['line 2: 12345,gold']);
    const none = await app.database.db
      .select()
      .from(gpLoyaltyMembers)
      .where(eq(gpLoyaltyMembers.mobile, '01711000222'));
    expect(none).toHaveLength(0);

    const imported = await sc.call(ops, 'POST', '/admin/api/gp-loyalty/import', {
      payload: '\uFEFFmobile,tier\r\n01711000222,silver\r\n01711000111,platinum\r\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.json()).toMatchObject({ code: 'gpLoyaltyImported', data: { rows: 2 } });
    const listed = await sc.call(ops, 'GET', '/admin/api/gp-loyalty?range=[0,99]');
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mobile: '01711000111', tier: 'platinum' }),
        expect.objectContaining({ mobile: '01711000222', tier: 'silver' }),
      ]),
    );

    expect((await sc.call(ops, 'DELETE', '/admin/api/gp-loyalty/01711000111')).statusCode).toBe(200);
    expect((await sc.call(ops, 'DELETE', '/admin/api/gp-loyalty/01711000111')).statusCode).toBe(404);
    // The domain's rule (operator prefixes 013–019), as adding and importing use: not a lookup that
    // finds nothing.
    const notBangladeshi = await sc.call(ops, 'DELETE', '/admin/api/gp-loyalty/01211000111');
    expect(notBangladeshi.statusCode).toBe(422);
    expect(notBangladeshi.json().errors).toEqual({
      mobile: ['Please enter a valid Bangladeshi mobile number.'],
    });
    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.entity, 'gp_loyalty'))
    ).map((a) => a.action);
    expect(actions).toEqual(['gp_loyalty.add', 'gp_loyalty.import', 'gp_loyalty.list', 'gp_loyalty.remove']);
  });
});
