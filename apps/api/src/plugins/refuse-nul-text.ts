import { validationMessage } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../lib/errors';

// Deep enough for any body we accept; deeper junk is refused by the route's schema anyway.
const MAX_DEPTH = 20;

/** The path of the first string holding a NUL character, or undefined. */
// Multipart parts point back at their siblings (`fields`): each object is looked at once.
function nulPath(value: unknown, path: string, seen = new WeakSet<object>(), depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  if (seen.has(value)) return undefined;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key, seen, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (the query fails with "invalid byte sequence"), so a
 * request carrying one anywhere (path, query or JSON body) is refused before any route reads it:
 * 422 on the field, as any other invalid value, instead of a 500 from the database.
 */
export default fp(async function refuseNulText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field !== undefined) {
      throw refuse('validationError', 422, { [field || 'body']: [validationMessage('invalidInput')] });
    }
  });
});
