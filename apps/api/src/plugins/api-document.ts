import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { routeAnswersOf } from '../lib/route-answers';
import { type OperationNote, operationNotes } from './api-summaries';

/**
 * The OpenAPI document at /docs/json, made fit for a generated client: every operation gets
 * an operationId from its method and path, a summary (the route's own `schema.summary`, else
 * api-summaries.ts), the security its auth hook checks, and the 4xx answers it can give, each in the
 * one error envelope of plugins/errors.ts. All of it is derived here from what the routes already
 * declare (their hooks, input schemas, path parameters, rate limits), so a route file needs no more
 * than a summary.
 */

type Status = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/** The standard 4xx answers, as components.responses; each is the error envelope. */
const refusals: Record<Status, { name: string; description: string; schema: string }> = {
  400: {
    name: 'Refused',
    description: 'Refused: `message` says why, in English; `code` lets a client show it in its language.',
    schema: 'Refusal',
  },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in, or the session or token has expired: sign in again.',
    schema: 'Refusal',
  },
  403: {
    name: 'Forbidden',
    description: 'Signed in, but this account may not do this (another role, or a sign-in step left).',
    schema: 'Refusal',
  },
  404: { name: 'NotFound', description: 'Nothing with this identifier.', schema: 'Refusal' },
  409: {
    name: 'Conflict',
    description: 'The thing has changed meanwhile (or the same request is still running): reload and retry.',
    schema: 'Refusal',
  },
  422: {
    name: 'ValidationFailed',
    description: 'The input is not valid: `errors` holds the messages of each field.',
    schema: 'ValidationRefusal',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: wait `Retry-After` seconds and try again.',
    schema: 'Refusal',
  },
};

/**
 * The headers a limit sends. Every 429 says when to come back; the routes counted by
 * @fastify/rate-limit (`config.rateLimit`) also send the plugin's X-RateLimit-* on every answer.
 */
const seconds = (description: string) => ({
  description,
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 },
});
const rateLimitHeaders = {
  RetryAfter: seconds('Seconds to wait before the next attempt can succeed.'),
  RateLimitLimit: {
    description: 'Requests allowed in the current window.',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100_000 },
  },
  RateLimitRemaining: {
    description: 'Requests left in the current window.',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 100_000 },
  },
  RateLimitReset: seconds('Seconds until the current window ends.'),
};
const headerRef = (name: keyof typeof rateLimitHeaders) => ({ $ref: `#/components/headers/${name}` });
const countedHeaders = {
  'X-RateLimit-Limit': headerRef('RateLimitLimit'),
  'X-RateLimit-Remaining': headerRef('RateLimitRemaining'),
  'X-RateLimit-Reset': headerRef('RateLimitReset'),
};
/** The 429 of a route counted by @fastify/rate-limit: its own headers beside Retry-After. */
const COUNTED_429 = 'TooManyRequestsCounted';

const refusalSchemas = {
  Refusal: {
    type: 'object',
    description: 'The error envelope of every refusal (DESIGN.md §4).',
    required: ['message'],
    properties: {
      message: { type: 'string', description: 'What went wrong, in English.' },
      code: { type: 'string', description: 'The message catalogue key, for a translated message.' },
      errors: {
        type: 'object',
        description: 'Messages by field, when a field is to blame.',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  ValidationRefusal: {
    type: 'object',
    description: 'A 422: the messages of each field that is not valid (`a.b` for a nested field).',
    required: ['message'],
    properties: {
      message: { type: 'string' },
      code: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  },
};

/** The security schemes; `refreshCookie` is the auth module's cookie name (app.ts passes it). */
const securitySchemesOf = (refreshCookie: string) =>
  ({
    bearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'The access token of a signed-in passenger or driver (POST …/verify, …/refresh): a JWS following ' +
        'RFC8725 (JSON Web Token Best Current Practices). HS256 only, from an allow-list checked before ' +
        'the signature (`none` and every other algorithm refused); explicitly typed `at+jwt`; audience, ' +
        'issuer, subject, issue and expiry time required and checked; short-lived (60 minutes unless ' +
        'configured), refused after logout; signed with a secret production refuses when under 32 ' +
        'characters or the development one.',
    },
    // The staff console's session (DESIGN.md §12); writes also send X-CSRF-Token.
    staffSession: {
      type: 'apiKey',
      in: 'cookie',
      name: 'pothik_staff',
      description: "The staff console's session cookie; every write also sends the session's X-CSRF-Token.",
    },
    // A browser's refresh token (modules/auth/refresh-cookie.ts), set by a login with `channel` web.
    refreshCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: refreshCookie,
      description:
        "A browser's refresh token: httpOnly, SameSite=Strict, on the refresh route's path; set by …/verify " +
        'and …/google with `channel` web and by every refresh it makes.',
    },
  }) as const;

const NOTES_KEY = 'x-pothik-notes';

/** What transform learnt of a route, carried to transformObject on the operation and removed there. */
type RouteNotes = {
  security?: keyof ReturnType<typeof securitySchemesOf>;
  optional?: boolean;
  statuses: Status[];
  /** Counted by @fastify/rate-limit, which sends its X-RateLimit-* headers on every answer. */
  counted?: boolean;
};

/** `GET /api/v3/user/trips/:id` → `getUserTripsById`: stable, unique per method and path. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v3\//, '/')
    .replace(/^\/admin\/api\//, '/admin/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment)?.[1];
      return param ? `by-${param}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const camel = words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

const isStatus = (n: number): n is Status => n in refusals;

function notesOf(route: Record<string, unknown>, schema: Record<string, unknown>, url: string): RouteNotes {
  const statuses = new Set<Status>();
  let security: RouteNotes['security'];
  let optional: boolean | undefined;
  for (const answers of routeAnswersOf(route)) {
    if (answers.security && !security) {
      security = answers.security;
      optional = answers.optional;
    }
    for (const status of answers.refusals) if (isStatus(status)) statuses.add(status);
  }
  // Input that fails its schema is a 422 with field messages (plugins/errors.ts).
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(422);
  if (/[:{]/.test(url)) statuses.add(404);
  const config = route.config as { rateLimit?: unknown } | undefined;
  const counted = Boolean(config?.rateLimit);
  if (counted) statuses.add(429);
  const methods = [route.method].flat().map(String);
  // A write the current state does not allow is refused with a message (lib/errors.ts `refuse`).
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.add(400);
  return { security, optional, statuses: [...statuses], counted };
}

const INT32 = 2 ** 31;

/**
 * What zod's JSON Schema leaves unsaid, said: an integer's size (zod writes its bounds alone, `z.int()`
 * being ±2^53−1), int32 where the bounds fit, so a client picks its type; and a string's longest length
 * on each member of its `allOf` too (a string with two patterns is written as one `allOf` member per
 * pattern, each typed `string`, its bound only on the whole).
 */
function completeSchemas(schema: unknown) {
  if (Array.isArray(schema)) {
    for (const item of schema) completeSchemas(item);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.type === 'integer' && node.format === undefined) {
    const min = typeof node.minimum === 'number' ? node.minimum : -Infinity;
    const max = typeof node.maximum === 'number' ? node.maximum : Infinity;
    node.format = min >= -INT32 && max < INT32 ? 'int32' : 'int64';
  }
  if (node.type === 'string' && typeof node.maxLength === 'number' && Array.isArray(node.allOf)) {
    for (const member of node.allOf as Record<string, unknown>[]) {
      if (member.type === 'string') member.maxLength ??= node.maxLength;
    }
  }
  for (const value of Object.values(node)) completeSchemas(value);
}

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; $ref?: string; content?: unknown; headers?: object }>;
  [NOTES_KEY]?: RouteNotes;
};

function completeOperation(method: string, path: string, operation: Operation) {
  const notes = operation[NOTES_KEY] ?? { statuses: [] };
  delete operation[NOTES_KEY];
  const key = `${method.toUpperCase()} ${path}`;
  const note: OperationNote | undefined = operationNotes[key];
  operation.operationId ??= operationIdOf(method, path);
  operation.summary ??= typeof note === 'string' ? note : note?.summary;
  if (!operation.security && notes.security) {
    // An empty requirement first: the credential may be left out.
    operation.security = [...(notes.optional ? [{}] : []), { [notes.security]: [] }];
  }
  // An operation open to anyone says so: an empty list overrides any document-wide default.
  operation.security ??= [];
  const extra = typeof note === 'object' ? note.refusals : [];
  const responses = operation.responses ?? {};
  for (const status of new Set([...notes.statuses, ...extra])) {
    responses[status] ??= { $ref: `#/components/responses/${refusals[status].name}` };
  }
  // A 429 is the one envelope with its headers, whichever way the route declared it.
  if (responses[429]) {
    responses[429] = { $ref: `#/components/responses/${notes.counted ? COUNTED_429 : refusals[429].name}` };
  }
  if (notes.counted) {
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith('2') && !response.$ref)
        response.headers = { ...response.headers, ...countedHeaders };
    }
  }
  // What a route declares itself gets a description that says something: ours for a refusal, else
  // the status's reason phrase.
  for (const [status, response] of Object.entries(responses)) {
    if (response.description !== 'Default Response') continue;
    const code = Number(status);
    response.description = isStatus(code) ? refusals[code].description : (STATUS_CODES[code] ?? status);
  }
  operation.responses = responses;
}

export function apiDocumentOptions(
  config: Config,
  { refreshCookie }: { refreshCookie: string },
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Pothik API',
        description:
          'Passenger, driver, content and staff console API. Passengers and drivers sign in with a code ' +
          'sent by SMS and send the access token as a bearer token; the console uses its session cookie.',
        version: '0.1.0',
      },
      // `x-internal`: for the people and apps of the product, not only for our own staff. (A
      // specification extension, which @fastify/swagger's server type does not list.)
      servers: [
        {
          url: config.publicApiUrl.replace(/\/+$/, ''),
          description: `This API (PUBLIC_API_URL), ${config.env === 'production' ? 'production' : 'local development'}`,
          'x-internal': false,
        } as { url: string; description: string },
      ],
      components: {
        // @fastify/swagger's types want OpenAPI's own object types; these literals are that shape.
        securitySchemes: securitySchemesOf(refreshCookie) as never,
        schemas: refusalSchemas as never,
        headers: rateLimitHeaders as never,
        responses: {
          ...Object.fromEntries(
            Object.values(refusals).map(({ name, description, schema }) => [
              name,
              {
                description,
                content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
                ...(name === refusals[429].name
                  ? { headers: { 'Retry-After': headerRef('RetryAfter') } }
                  : {}),
              },
            ]),
          ),
          [COUNTED_429]: {
            description: refusals[429].description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
            headers: { 'Retry-After': headerRef('RetryAfter'), ...countedHeaders },
          },
        } as never,
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const schema = (result.schema ?? {}) as Record<string, unknown>;
      completeSchemas(schema);
      const notes = notesOf(input.route as unknown as Record<string, unknown>, schema, input.url);
      return { ...result, schema: { ...schema, [NOTES_KEY]: notes } as FastifySchema };
    },
    transformObject: (document) => {
      // Built with `openapi` options, the document is always an OpenAPI one.
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
          if (['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method)) {
            completeOperation(method, path, operation);
          }
        }
      }
      return openapiObject;
    },
  };
}
