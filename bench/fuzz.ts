// bench fuzz (issue 15, item 5): hostile requests generated from the API's own OpenAPI document, sent
// to every operation in-process. Pass: no answer ≥ 500, every 4xx carries `message` and `code`, and no
// refused request leaves a row behind.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { printTable } from './lib/table';

// At least this many per operation, and at least 10,000 in all.
const perOperation = Number(process.env.FUZZ_PER_OPERATION ?? 0);
const minimumRequests = 10_000;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = { method: string; path: string; body?: Schema; params: string[]; query: string[] };

// A seeded generator: a failure names its request number, and the same run finds it again.
let seed = 20261125;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const hostileStrings = [
  '',
  ' ',
  'a'.repeat(100_000),
  '\u0000',
  '\u202eevil',
  '\ud800',
  '💥🚗'.repeat(500),
  'ঢাকা',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  '0x7fffffff',
  '01700000000'.repeat(20),
];
const hostileValues: unknown[] = [
  null,
  true,
  -1,
  0,
  2 ** 53,
  -(2 ** 63),
  1.5,
  Number.MAX_VALUE,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  ...hostileStrings,
];

function nested(depth: number): unknown {
  return depth === 0 ? pick(hostileValues) : { [pick(['a', 'data', '$gt', 'id'])]: [nested(depth - 1)] };
}

/** A body shaped like the schema, with one field (or all) made hostile. */
function hostileBody(schema: Schema | undefined): unknown {
  const properties = schema?.properties ?? schema?.anyOf?.[0]?.properties ?? schema?.oneOf?.[0]?.properties;
  if (!properties || random() < 0.25)
    return random() < 0.5 ? pick(hostileValues) : nested(3 + Math.floor(random() * 30));
  const body: Record<string, unknown> = {};
  const names = Object.keys(properties);
  const target = pick(names);
  for (const name of names) {
    const everyField = random() < 0.2;
    body[name] = name === target || everyField ? pick(hostileValues) : plausible(properties[name]!);
  }
  return body;
}

/** A value of the schema's type, so the hostile field is not the only thing refused. */
function plausible(schema: Schema): unknown {
  if (schema.enum) return pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string')
    return pick(['01712345678', 'Gulshan 2, Dhaka', '2026-12-01T10:00:00+06:00', 'sedan']);
  if (type === 'integer' || type === 'number') return pick([1, 5000, 23.78, 90.41]);
  if (type === 'boolean') return random() < 0.5;
  if (type === 'array') return [schema.items ? plausible(schema.items) : 1];
  if (type === 'object' && schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, plausible(v)]));
  }
  return 'x';
}

const brokenJson = [
  '{"a":',
  '[',
  'nul',
  '{"a":1,,}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '\u0000{}',
  '"\ud800"',
];
const contentTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-7',
  'image/png',
];
const idempotencyKeys = ['', ' ', 'k'.repeat(10_000), 'ঢাকা-🚗', 'a\nb', '../../x'];

function request(op: Operation, tokens: Record<string, string>): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, () =>
    encodeURIComponent(
      String(pick(['-1', '0', '999999999999', 'abc', '%00', '1.5', 'ঢাকা', '..', 'a'.repeat(3000)])),
    ),
  );
  const query = Object.fromEntries(
    op.query.filter(() => random() < 0.7).map((q) => [q, String(pick(hostileValues))]),
  );
  const headers: Record<string, string> = {};
  const auth = pick(['none', 'passenger', 'driver', 'garbage', 'alg-none', 'long'] as const);
  if (auth === 'passenger' || auth === 'driver') headers.authorization = `Bearer ${tokens[auth]}`;
  if (auth === 'garbage') headers.authorization = `Bearer ${pick(hostileStrings).slice(0, 500)}x`;
  if (auth === 'alg-none')
    headers.authorization =
      'Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiIxIiwicm9sZSI6InBhc3NlbmdlciJ9.';
  if (auth === 'long') headers.authorization = `Bearer ${'a'.repeat(5000)}`;
  if (random() < 0.3) headers['idempotency-key'] = pick(idempotencyKeys);
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: path, query, headers };
  if (op.method === 'GET' || op.method === 'DELETE') return options;
  const form = random();
  if (form < 0.15) {
    headers['content-type'] = 'application/json';
    options.payload = pick(brokenJson);
  } else if (form < 0.3) {
    headers['content-type'] = pick(contentTypes);
    options.payload = pick(hostileStrings) || 'x';
  } else {
    options.payload = JSON.stringify(hostileBody(op.body));
    headers['content-type'] = 'application/json';
  }
  return options;
}

function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: Schema }> };
          parameters?: { in: string; name: string }[];
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    // The dev tools move the clock and read the SMS outbox; production has none of them.
    if (path.includes('/dev/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        params: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return ops;
}

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
// Recorded per refusal by design (issue 28, item 6): admins read failed staff logins in the audit log.
const recordsRefusals: Record<string, readonly string[]> = { 'POST /admin/api/auth/login': ['audit_log'] };

export async function benchFuzz() {
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    AUTH_IP_LOGIN_LIMIT: '1000000',
    AUTH_IP_VERIFY_LIMIT: '1000000',
    LEAD_IP_LIMIT: '1000000',
    EXPIRY_INTERVAL_SEC: '0',
    OUTBOX_INTERVAL_SEC: '0',
    DEMO_FLEET_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, logger: process.env.FUZZ_LOG ? { level: 'error' } : false });
  await app.ready();
  const tokens = { passenger: await logInInProcess(app, 'user', '01755100001'), driver: '' };
  tokens.driver = tokens.passenger; // no driver account here: a passenger's token on driver routes is refused (403)

  const ops = operationsOf(app);
  const failures: string[] = [];
  const rows: {
    operation: string;
    sent: number;
    '2xx': number;
    '4xx': number;
    '≥500': number;
    'bad 4xx': number;
    'rows left': number;
  }[] = [];
  let sent = 0;
  const rounds = Math.max(perOperation, Math.ceil(minimumRequests / ops.length));
  for (const op of ops) {
    const row = {
      operation: `${op.method} ${op.path}`,
      sent: 0,
      '2xx': 0,
      '4xx': 0,
      '≥500': 0,
      'bad 4xx': 0,
      'rows left': 0,
    };
    for (let i = 0; i < rounds; i++) {
      const options = request(op, tokens);
      const isWrite = op.method !== 'GET';
      const before = isWrite ? await rowCounts(app) : undefined;
      const res = await app.inject(options);
      sent += 1;
      row.sent += 1;
      const label = `#${sent} ${op.method} ${options.url}`;
      if (res.statusCode >= 500) {
        row['≥500'] += 1;
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode < 400) {
        row['2xx'] += 1;
        continue;
      }
      row['4xx'] += 1;
      let body: { message?: unknown; code?: unknown } = {};
      try {
        body = res.json();
      } catch {
        // An answer that is not JSON has neither.
      }
      if (typeof body.message !== 'string' || typeof body.code !== 'string') {
        row['bad 4xx'] += 1;
        failures.push(`${label}: ${res.statusCode} without message and code: ${res.body.slice(0, 200)}`);
      }
      if (before) {
        const after = await rowCounts(app);
        const recorded = recordsRefusals[row.operation] ?? [];
        const grown = [...after].filter(
          ([t, n]) => !countsRefusals.has(t) && !recorded.includes(t) && n !== (before.get(t) ?? 0),
        );
        if (grown.length > 0) {
          row['rows left'] += 1;
          failures.push(`${label}: ${res.statusCode} but ${grown.map(([t]) => t).join(', ')} changed`);
        }
      }
    }
    rows.push(row);
  }
  await app.close();
  printTable(
    rows
      .filter((r) => r['≥500'] + r['bad 4xx'] + r['rows left'] > 0)
      .concat([
        rows.reduce(
          (sum, r) => ({
            operation: `all ${rows.length} operations`,
            sent: sum.sent + r.sent,
            '2xx': sum['2xx'] + r['2xx'],
            '4xx': sum['4xx'] + r['4xx'],
            '≥500': sum['≥500'] + r['≥500'],
            'bad 4xx': sum['bad 4xx'] + r['bad 4xx'],
            'rows left': sum['rows left'] + r['rows left'],
          }),
          { operation: '', sent: 0, '2xx': 0, '4xx': 0, '≥500': 0, 'bad 4xx': 0, 'rows left': 0 },
        ),
      ]),
  );
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  const total = (key: '≥500' | 'bad 4xx' | 'rows left') => rows.reduce((n, r) => n + r[key], 0);
  const ok = sent >= minimumRequests && failures.length === 0;
  console.log(
    `summary fuzz: ${sent} hostile requests to ${ops.length} operations; ${total('≥500')} answers ≥ 500, ${total('bad 4xx')} 4xx without message and code, ${total('rows left')} refused requests that left rows: ${ok ? 'pass' : 'MISSED'}`,
  );
}

/** A passenger's token through the real login, reading the code from the dev SMS outbox table. */
async function logInInProcess(app: FastifyInstance, role: 'user', mobile: string): Promise<string> {
  await app.inject({
    method: 'POST',
    url: `/api/v3/${role}/login`,
    payload: { mobile, recaptcha_token: 'bench', channel: 'web' },
  });
  const outbox = await app.inject({ method: 'GET', url: `/api/v3/dev/sms-outbox?mobile=${mobile}` });
  const code = (outbox.json() as { data: { items: { code: string }[] } }).data.items[0]!.code;
  const verified = await app.inject({
    method: 'POST',
    url: `/api/v3/${role}/verify`,
    payload: { mobile, otp: code },
  });
  return (verified.json() as { data: { access_token: string } }).data.access_token;
}
