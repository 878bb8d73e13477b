// The hostile requests of bench fuzz, generated from the API's own OpenAPI document: bodies shaped
// like each operation's schema with one field (or all) made hostile, broken JSON, wrong content types,
// hostile path ids, queries and idempotency keys, sent through a door of the fuzz's choosing.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type FuzzRole, fuzzRoles } from './checks/fuzz';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
export type Operation = {
  method: string;
  path: string;
  body?: Schema;
  params: string[];
  query: string[];
  /** Whether the document names a credential (bearer or the staff session). */
  security: boolean;
};

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

/** A door's credentials, or a forged or broken one (sent as nobody). */
export type Credentials = { role: FuzzRole; headers: Record<string, string> };

/** Credentials no one was given: each is refused as nobody's. */
export function forgedCredentials(): Record<string, string> {
  const kind = pick(['none', 'garbage', 'alg-none', 'long', 'cookie'] as const);
  if (kind === 'garbage') return { authorization: `Bearer ${pick(hostileStrings).slice(0, 500)}x` };
  if (kind === 'alg-none')
    return {
      authorization:
        'Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiIxIiwicm9sZSI6InBhc3NlbmdlciJ9.',
    };
  if (kind === 'long') return { authorization: `Bearer ${'a'.repeat(5000)}` };
  if (kind === 'cookie')
    return {
      cookie: `pothik_staff=${pick(hostileStrings).slice(0, 200)}`,
      'x-csrf-token': pick(idempotencyKeys),
    };
  return {};
}

/** The operation's own door: staff for the console, the driver or passenger for theirs, else nobody. */
export function homeRoles(op: Operation): readonly FuzzRole[] {
  if (op.path.startsWith('/admin/api/')) return ['editor', 'ops', 'admin'];
  if (op.path.startsWith('/api/v3/driver/')) return ['driver'];
  if (op.path.startsWith('/api/v3/user/') || op.security) return ['passenger'];
  return ['anonymous'];
}

/**
 * Two requests in three go through the operation's own door (staff writes mostly with their CSRF
 * token), the rest through any door or none.
 */
export function chooseDoor(op: Operation): { role: FuzzRole; withCsrf: boolean } {
  const role = random() < 0.65 ? pick(homeRoles(op)) : pick(fuzzRoles);
  return { role, withCsrf: random() < 0.9 };
}

export function request(op: Operation, credentials: Credentials): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, () =>
    encodeURIComponent(
      String(pick(['-1', '0', '999999999999', 'abc', '%00', '1.5', 'ঢাকা', '..', 'a'.repeat(3000)])),
    ),
  );
  const query = Object.fromEntries(
    op.query.filter(() => random() < 0.7).map((q) => [q, String(pick(hostileValues))]),
  );
  const headers: Record<string, string> = {
    ...(credentials.role === 'anonymous' ? forgedCredentials() : credentials.headers),
  };
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

export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: Schema }> };
          parameters?: { in: string; name: string }[];
          security?: Record<string, unknown>[];
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
        security: (op.security ?? []).some((s) => Object.keys(s).length > 0),
      });
    }
  }
  return ops;
}
