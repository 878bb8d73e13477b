import { createHash } from 'node:crypto';
import { messageCatalogue, validationMessage } from '@pothik/domain';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { refuse } from '../../lib/errors';
import { markRouteAnswers } from '../../lib/route-answers';
import {
  claimKey,
  deleteExpiredKey,
  deleteKeysBefore,
  findKey,
  type IdempotencyScope,
  saveResponse,
} from './repo';

// DESIGN.md §8: POST /user/trips, /user/airport-rental-request, /user/accept-bid and the lead forms
// take an `Idempotency-Key`; the web sends a fresh one per submit and the same one on a retry.

const HEADER = 'idempotency-key';
const FIELD = 'Idempotency-Key';
// Visible ASCII only (a UUID, say); long enough for any client's scheme, short enough to index.
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** How long a key is kept; a retry after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Deletes the keys past their lifetime; the scheduler calls it on its timer. */
export function deleteLapsedKeys(db: Db, now: Date) {
  return deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000));
}

/** Put in a route's `schema.headers` so the header is documented; loose, so other headers pass through. */
export const idempotencyHeadersSchema = z.looseObject({
  [HEADER]: z
    .string()
    .max(255)
    .optional()
    .describe('Any unique string per submit (a UUID); a retry with the same key gets the first response'),
});

type IdempotentResponse<T> = { statusCode: number; body: T };
type IdempotentResult<T> = IdempotentResponse<T> & {
  /** True when this is the stored response of an earlier request with the key: do no side effects. */
  isReplay: boolean;
};

const fieldError = (message: string) => refuse('validationError', 422, { [FIELD]: [message] });

function readKey(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !keyPattern.test(value))
    throw fieldError(validationMessage('invalidInput'));
  return value;
}

// Key order must not matter: the same form sent again may serialise its fields differently.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The fingerprint of a request body as the client sent it (before validation or defaults). */
function hashRequestBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

type StoredKey = NonNullable<Awaited<ReturnType<typeof findKey>>>;

function storedResponse(stored: StoredKey, requestHash: string): IdempotentResponse<unknown> | undefined {
  if (stored.requestHash !== requestHash) throw fieldError(messageCatalogue.idempotencyConflict.en);
  if (stored.statusCode === null) return undefined;
  return { statusCode: stored.statusCode, body: stored.response };
}

export type Idempotency = {
  /**
   * The route's `preValidation` hook: reads the key, fingerprints the raw body, and answers a retry of
   * a completed request with the stored response before the body is validated again (a retry after
   * the pickup time has passed still gets its trip, not "pickup must be in the future"). The user
   * must be known by then: authenticate in `onRequest`, not `preHandler`.
   */
  replay: preValidationAsyncHookHandler;
  /**
   * Runs `work` in one transaction that first claims the key (insert … ON CONFLICT DO NOTHING), so of
   * concurrent duplicates exactly one does the work and the others wait and get its response. A
   * request without the header just runs `work` in a transaction. Work that throws stores nothing:
   * a failed request may be retried with the same key.
   */
  run: <T>(
    request: FastifyRequest,
    work: (tx: Tx) => Promise<IdempotentResponse<T>>,
  ) => Promise<IdempotentResult<T>>;
  /** Sends a result, marking a replay with `Idempotent-Replayed: true`. */
  send: <T>(reply: FastifyReply, result: IdempotentResult<T>) => FastifyReply;
};

export function createIdempotency({ db, clock }: { db: Db; clock: Clock }): Idempotency {
  // What `replay` read, for `run` of the same request: the raw body is gone once validation replaced it.
  const claims = new WeakMap<FastifyRequest, { scope: IdempotencyScope; requestHash: string }>();

  // Keys older than this are gone for every purpose, even while housekeeping is off or behind.
  const notBefore = () => new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);

  const send = <T>(reply: FastifyReply, result: IdempotentResult<T>) => {
    if (result.isReplay) reply.header('idempotent-replayed', 'true');
    return reply.code(result.statusCode).send(result.body);
  };

  const replay: preValidationAsyncHookHandler = async (request, reply) => {
    const key = readKey(request);
    if (key === undefined) return;
    const scope = {
      userId: request.user?.id ?? null,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
    };
    const requestHash = hashRequestBody(request.body);
    claims.set(request, { scope, requestHash });
    const stored = await findKey(db, scope, notBefore());
    const response = stored && storedResponse(stored, requestHash);
    if (!response) return;
    return send(reply, { ...response, isReplay: true });
  };

  const run = async <T>(
    request: FastifyRequest,
    work: (tx: Tx) => Promise<IdempotentResponse<T>>,
  ): Promise<IdempotentResult<T>> => {
    const claim = claims.get(request);
    if (!claim) {
      if (readKey(request) !== undefined) {
        throw new Error(
          `${request.routeOptions.url}: add idempotency.replay as the route's preValidation hook`,
        );
      }
      return { ...(await inTransaction(db, work)), isReplay: false };
    }
    return inTransaction(db, async (tx) => {
      const cutoff = notBefore();
      await deleteExpiredKey(tx, claim.scope, cutoff);
      const id = await claimKey(tx, claim.scope, claim.requestHash, clock.now());
      if (id === undefined) {
        const stored = await findKey(tx, claim.scope, cutoff);
        const response = stored && storedResponse(stored, claim.requestHash);
        if (!response) throw refuse('requestInProgress', 409);
        return { ...(response as IdempotentResponse<T>), isReplay: true };
      }
      const response = await work(tx);
      // The first caller gets the stored copy too, so a retry's body is the same byte for byte even
      // on a route without a response schema (which would otherwise keep each object's key order).
      const stored = await saveResponse(tx, id, response.statusCode, response.body);
      return { statusCode: response.statusCode, body: stored as T, isReplay: false };
    });
  };

  // A key reused with another body is 422; a duplicate still running is 409 (in `run`).
  markRouteAnswers(replay, { refusals: [409, 422] });
  return { replay, run, send };
}
