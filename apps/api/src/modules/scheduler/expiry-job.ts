import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/changes/changes';
import type { Db } from '../../db/client';
import { expireDueTrips, publishTripEvents, type TripEvent } from '../booking';
import { deleteLapsedKeys } from '../idempotency';

// Any constant, distinct from the migration lock (727_001) and the OTP lock space (727_002).
export const EXPIRY_LOCK_ID = 727_003;

export type ExpiryRound = {
  acquired: boolean;
  expiredTripIds: number[];
  /** To publish after the commit (runExpiryRound does). */
  events: TripEvent[];
};

/**
 * One round of the expiry job. Every API process runs the job; the transaction-scoped advisory lock
 * lets one of them work at a time and the others skip the round (the next one comes soon enough).
 * The lock is released with the commit, so a crashed process never holds it.
 */
export async function runExpiryOnce(db: Db, now: Date): Promise<ExpiryRound> {
  return inTransaction(db, async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_ID}::bigint) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return { acquired: false, expiredTripIds: [], events: [] };
    const { tripIds, events } = await expireDueTrips(tx, now);
    return { acquired: true, expiredTripIds: tripIds, events };
  });
}

/**
 * What the scheduler runs on its timer: a round, its events published after the commit, and the
 * idempotency keys past their lifetime deleted.
 */
export async function runExpiryRound(app: FastifyInstance, now: Date): Promise<ExpiryRound> {
  const round = await runExpiryOnce(app.database.db, now);
  if (round.expiredTripIds.length > 0) app.log.info({ count: round.expiredTripIds.length }, 'trips expired');
  await publishTripEvents(app, round.events);
  await deleteLapsedKeys(app.database.db, now);
  return round;
}
