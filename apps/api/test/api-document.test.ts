import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationNotes } from '../src/plugins/api-summaries';
import { buildTestApp } from './helpers/app';

// The document at /docs/json is what a mobile team generates its client from: every
// operation named, summarised, secured as its route is, and its refusals in the error envelope.
// `npm test` also lints it with Redocly's recommended rules and Spectral's OWASP API Security ruleset
// (scripts/test.mjs; the limits it states: api-document-limits.test.ts).

type Response = { $ref?: string; description?: string };
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    schemas: Record<string, { required?: string[]; properties: Record<string, unknown> }>;
  };
};

let app: FastifyInstance;
let document: Document;
const operations: { key: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  // DEV_CLOCK: the clock's and the test drivers' routes too, as the linted document has them.
  app = await buildTestApp({ DEV_CLOCK: '1', PUBLIC_API_URL: 'https://api.pothik.test/' });
  await app.ready();
  const res = await app.inject('/docs/json');
  expect(res.statusCode).toBe(200);
  document = res.json();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      operations.push({ key: `${method.toUpperCase()} ${path}`, path, op });
    }
  }
});

afterAll(async () => {
  await app?.close();
});

const missing = (test: (op: Operation, path: string) => boolean) =>
  operations.filter(({ op, path }) => !test(op, path)).map(({ key }) => key);

describe('the API document', () => {
  it('names its server from PUBLIC_API_URL', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://api.pothik.test' })]);
  });

  it('gives every operation a summary', () => {
    const unsummarised = missing((op) => Boolean(op.summary?.trim()));
    // A new route: give it `schema.summary`, or a line in src/plugins/api-summaries.ts.
    expect(unsummarised, 'operations without a summary (see src/plugins/api-summaries.ts)').toEqual([]);
  });

  it('has no summary for an operation that no longer exists', () => {
    const known = new Set(operations.map(({ key }) => key));
    expect(Object.keys(operationNotes).filter((key) => !known.has(key))).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(missing((op) => /^[a-z][A-Za-z0-9]+$/.test(op.operationId ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/v3/user/trips/{id}']?.get?.operationId).toBe('getUserTripsById');
  });

  it('secures the passengers’ and drivers’ operations with the bearer token, the console’s with its cookie', () => {
    const security = (key: string) => operations.find((o) => o.key === key)?.op.security;
    // Signing in needs no credential; everything else under /user and /driver does.
    const signIn = /\/(login|verify|google|refresh-token|logout)$/;
    const people = operations.filter(
      ({ path }) => /^\/api\/v3\/(user|driver)\//.test(path) && !signIn.test(path),
    );
    expect(people.length).toBeGreaterThan(20);
    expect(
      people.filter(({ op }) => JSON.stringify(op.security) !== '[{"bearer":[]}]').map((o) => o.key),
    ).toEqual([]);
    const consoleOps = operations.filter(
      ({ path }) => path.startsWith('/admin/api/') && path !== '/admin/api/auth/login',
    );
    expect(consoleOps.length).toBeGreaterThan(50);
    expect(
      consoleOps
        .filter(({ op }) => JSON.stringify(op.security) !== '[{"staffSession":[]}]')
        .map((o) => o.key),
    ).toEqual([]);
    // Open to anyone, and said so; a survey may come from a visitor or a signed-in passenger.
    expect(security('POST /api/v3/user/login')).toEqual([]);
    expect(security('GET /web/get/offers')).toEqual([]);
    expect(security('POST /api/v3/survey-submit')).toEqual([{}, { bearer: [] }]);
  });

  it('documents the refusals of each operation in the error envelope', () => {
    const refusal = (key: string, status: number) =>
      operations.find((o) => o.key === key)?.op.responses[String(status)]?.$ref;
    // Secured: 401; a role or a staff check: 403; input: 422; a path parameter: 404; a write: 400.
    expect(missing((op) => !op.security?.length || Boolean(op.responses['401']))).toEqual([]);
    expect(refusal('GET /api/v3/user/trips/{id}', 401)).toBe('#/components/responses/Unauthorized');
    expect(refusal('GET /api/v3/user/trips/{id}', 403)).toBe('#/components/responses/Forbidden');
    expect(refusal('GET /admin/api/trips/{id}', 404)).toBe('#/components/responses/NotFound');
    // A refusal the route declares itself keeps its schema, with the standard description.
    const declared = document.paths['/api/v3/user/trips/{id}']?.get?.responses['404'];
    expect(declared?.description).toBe('Nothing with this identifier.');
    expect(refusal('GET /api/v3/user/trips', 422)).toBe('#/components/responses/ValidationFailed');
    // The idempotency key: a duplicate still running is 409.
    expect(refusal('POST /api/v3/user/trips', 409)).toBe('#/components/responses/Conflict');
    // A limit: 429, with the headers of the limit that counts it (api-document-limits.test.ts).
    expect(refusal('GET /api/v3/geo/search', 429)).toBe('#/components/responses/TooManyRequestsCounted');
    expect(refusal('POST /api/v3/user/verify', 429)).toBe('#/components/responses/TooManyRequests');
    expect(refusal('PUT /admin/api/staff/{id}', 409)).toBe('#/components/responses/Conflict');
    expect(refusal('DELETE /admin/api/content/faqs/{id}', 403)).toBe('#/components/responses/Forbidden');

    const { responses, schemas } = document.components;
    expect(responses.Unauthorized?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/Refusal',
    );
    expect(responses.ValidationFailed?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/ValidationRefusal',
    );
    expect(schemas.Refusal?.required).toEqual(['message']);
    expect(Object.keys(schemas.Refusal?.properties ?? {})).toEqual(['message', 'code', 'errors']);
  });

  it('describes the envelope the API really answers with', async () => {
    const unauthorized = await app.inject('/api/v3/user/trips');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toEqual({ message: expect.any(String), code: 'pleaseLogInAgain' });
    const invalid = await app.inject({ method: 'POST', url: '/api/v3/user/login', payload: { mobile: 'x' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      message: expect.any(String),
      code: 'validationError',
      errors: { mobile: [expect.any(String)] },
    });
  });
});
