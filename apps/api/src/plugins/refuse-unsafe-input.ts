import { validationMessage } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../lib/errors';

// Deeper than any body we accept (ours nest four levels at most); the idempotency fingerprint and the
// schemas walk a body recursively, and a hostile one nested thousands deep overflows the stack.
const MAX_DEPTH = 20;

// A lone surrogate (half of a UTF-16 pair) is no Unicode character: JSON.stringify keeps it as `\ud800`,
// which PostgreSQL's jsonb refuses, and text columns would store a replacement character instead.
const loneSurrogate = /\p{Cs}/u;

/** The path of the first value PostgreSQL cannot store as sent (or nested too deep), or undefined. */
// Multipart parts point back at their siblings (`fields`): each object is looked at once.
function unsafePath(
  value: unknown,
  path: string,
  seen = new WeakSet<object>(),
  depth = 0,
): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') || loneSurrogate.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (seen.has(value)) return undefined;
  if (depth > MAX_DEPTH) return path;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (loneSurrogate.test(key) || key.includes('\u0000')) return path || 'body';
    const found = unsafePath(inner, keyPath, seen, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (the query fails with "invalid byte sequence") nor jsonb
 * a lone surrogate, so a request carrying one anywhere (path, query or JSON body, keys included), or a
 * body nested deeper than any of ours, is refused before any route reads it: 422 on the field, as any
 * other invalid value, instead of a 500.
 */
export default fp(async function refuseUnsafeInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      unsafePath(request.params, '') ?? unsafePath(request.query, '') ?? unsafePath(request.body, '');
    if (field !== undefined) {
      throw refuse('validationError', 422, { [field || 'body']: [validationMessage('invalidInput')] });
    }
  });
});
