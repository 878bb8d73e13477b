import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

export type IdempotencyScope = { userId: number | null; route: string; key: string };

const inScope = ({ userId, route, key }: IdempotencyScope) =>
  and(
    userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );

/**
 * Inserts the key's row unless it exists; returns its id when this call claimed it. On PostgreSQL a
 * concurrent claim of the same key waits here until the first transaction ends, then finds its row.
 */
export async function claimKey(db: DbOrTx, scope: IdempotencyScope, requestHash: string, now: Date) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return rows[0]?.id;
}

/** The key's row unless it was created before `notBefore` (then it has expired). */
export async function findKey(db: DbOrTx, scope: IdempotencyScope, notBefore: Date) {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(inScope(scope), gte(idempotencyKeys.createdAt, notBefore)))
    .limit(1);
  return rows[0];
}

/** Frees an expired key for a new claim, whether or not the housekeeping job has run yet. */
export async function deleteExpiredKey(db: DbOrTx, scope: IdempotencyScope, notBefore: Date) {
  await db.delete(idempotencyKeys).where(and(inScope(scope), lt(idempotencyKeys.createdAt, notBefore)));
}

/** Returns the response as stored: jsonb orders keys its own way, and every replay gets that order. */
export async function saveResponse(db: DbOrTx, id: number, statusCode: number, response: unknown) {
  const [row] = await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(eq(idempotencyKeys.id, id))
    .returning({ response: idempotencyKeys.response });
  return row!.response;
}

/** Housekeeping: a key is only worth keeping while a client may still retry with it. */
export async function deleteKeysBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
