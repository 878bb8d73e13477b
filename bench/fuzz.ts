// bench fuzz: hostile requests generated from the API's own OpenAPI document, sent
// to every operation in-process, through every door: nobody's (no, a forged or a broken credential), a
// passenger's, an approved driver's, and the console's editor, ops and admin, each signed in as a person
// would (fuzz-doors.ts). Pass: no answer ≥ 500, every 4xx carries `message` and `code`, no refused
// request leaves a row behind, and every signed-in role sent its share and got past authentication.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { emptyTally, type FuzzRole, fuzzRoles, type RoleTally, reportFuzz } from './checks/fuzz';
import { Doors, heldClock } from './fuzz-doors';
import { chooseDoor, operationsOf, request } from './fuzz-requests';
import { printTable } from './lib/table';

// At least FUZZ_PER_OPERATION per operation, and at least FUZZ_REQUESTS (10,000) in all; the checks
// hold a run to 10,000 whatever these say.
const perOperation = Number(process.env.FUZZ_PER_OPERATION ?? 0);
const minimumRequests = Number(process.env.FUZZ_REQUESTS ?? 10_000);

/** Rows per table; a refused request must leave every count as it was. */
async function rowCounts(app: FastifyInstance): Promise<Map<string, number>> {
  const tables = (await app.database.db.execute(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((r) => r.table_name).filter((n) => !n.startsWith('__drizzle'));
  const union = names.map((n) => `select '${n}' as t, count(*)::int as n from "${n}"`).join(' union all ');
  const counts = (await app.database.db.execute(union)) as unknown as { rows: { t: string; n: number }[] };
  return new Map(counts.rows.map((r) => [r.t, r.n]));
}

// Counted per attempt by design: a refused login still counts towards its IP's hourly limit.
const countsRefusals = new Set(['auth_rate_counters']);
// Recorded per refusal by design: admins read failed staff logins in the audit log.
// So is a wrong authenticator code (an admin reads who was guessing at their account). A failed staff
// login or password change also slows that email down (staff_auth_backoff) instead of locking it out.
const recordsRefusals: Record<string, readonly string[]> = {
  'POST /admin/api/auth/login': ['audit_log', 'staff_auth_backoff'],
  'POST /admin/api/auth/password': ['staff_auth_backoff'],
  'POST /admin/api/auth/totp/verify': ['audit_log'],
};

export async function benchFuzz() {
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    AUTH_IP_LOGIN_LIMIT: '1000000',
    AUTH_IP_VERIFY_LIMIT: '1000000',
    LEAD_IP_LIMIT: '1000000',
    // The held clock stays within a minute for long stretches: the SMS-pumping ceiling of 60 login codes
    // a minute would otherwise stop the doors' own logins.
    OTP_SMS_PER_MINUTE: '100000',
    EXPIRY_INTERVAL_SEC: '0',
    OUTBOX_INTERVAL_SEC: '0',
    DEMO_FLEET_INTERVAL_MS: '0',
  });
  // Held: a second admin sign-in needs the authenticator's next code, and a spent login allowance is
  // waited out, without waiting.
  const clock = heldClock(new Date());
  const app = await buildApp({ config, clock, logger: process.env.FUZZ_LOG ? { level: 'error' } : false });
  await app.ready();
  const doors = new Doors(app, clock);
  await doors.openAll();

  const ops = operationsOf(app);
  const failures: string[] = [];
  const roles = Object.fromEntries(fuzzRoles.map((r) => [r, emptyTally()])) as Record<FuzzRole, RoleTally>;
  const failedOps = new Map<string, RoleTally>();
  let sent = 0;
  const rounds = Math.max(perOperation, Math.ceil(minimumRequests / ops.length));
  for (const op of ops) {
    const operation = `${op.method} ${op.path}`;
    const opTally = emptyTally();
    await doors.keepOpen();
    for (let i = 0; i < rounds; i++) {
      const door = chooseDoor(op);
      const options = request(op, {
        role: door.role,
        headers: doors.headersOf(door.role, op.method, door.withCsrf),
      });
      const isWrite = op.method !== 'GET';
      const before = isWrite ? await rowCounts(app) : undefined;
      const res = await app.inject(options);
      sent += 1;
      const tallies = [roles[door.role], opTally];
      const count = (key: keyof RoleTally) => {
        for (const t of tallies) t[key] += 1;
      };
      count('sent');
      if (res.statusCode !== 401 && res.statusCode !== 403) count('pastDoor');
      const label = `#${sent} as ${door.role} ${op.method} ${options.url}`;
      if (res.statusCode >= 500) {
        count('serverErrors');
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode < 400) {
        // A write that went through may have closed a door (a logout, a session ended).
        if (isWrite) await doors.keepOpen();
        continue;
      }
      let body: { message?: unknown; code?: unknown } = {};
      try {
        body = res.json();
      } catch {
        // An answer that is not JSON has neither.
      }
      if (typeof body.message !== 'string' || typeof body.code !== 'string') {
        count('bad4xx');
        failures.push(`${label}: ${res.statusCode} without message and code: ${res.body.slice(0, 200)}`);
      }
      if (before) {
        const after = await rowCounts(app);
        const recorded = recordsRefusals[operation] ?? [];
        const grown = [...after].filter(
          ([t, n]) => !countsRefusals.has(t) && !recorded.includes(t) && n !== (before.get(t) ?? 0),
        );
        if (grown.length > 0) {
          count('rowsLeft');
          failures.push(`${label}: ${res.statusCode} but ${grown.map(([t]) => t).join(', ')} changed`);
        }
      }
    }
    if (opTally.serverErrors + opTally.bad4xx + opTally.rowsLeft > 0) failedOps.set(operation, opTally);
  }
  await app.close();
  const row = (name: string, t: RoleTally) => ({
    'sent as (or operation)': name,
    sent: t.sent,
    'past the door': t.pastDoor,
    '≥500': t.serverErrors,
    'bad 4xx': t.bad4xx,
    'rows left': t.rowsLeft,
  });
  printTable(fuzzRoles.map((role) => row(role, roles[role])));
  if (failedOps.size > 0) printTable([...failedOps].map(([op, t]) => row(op, t)));
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  console.log(`doors opened again during the run (logouts, sessions ended): ${doors.renewals}`);
  reportFuzz({ operations: ops.length, roles });
}
