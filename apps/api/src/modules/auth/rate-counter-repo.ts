import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authRateCounters } from '../../db/schema/index';

/** Adds one hit to a bucket's window in a single upsert (atomic across processes); returns the total. */
export async function addHit(db: DbOrTx, bucket: string, windowStart: Date): Promise<number> {
  const rows = await db
    .insert(authRateCounters)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [authRateCounters.bucket, authRateCounters.windowStart],
      set: { hits: sql`${authRateCounters.hits} + 1` },
    })
    .returning({ hits: authRateCounters.hits });
  return rows[0]!.hits;
}

/** A bucket's hits in one window; 0 when it had none. */
export async function readHits(db: DbOrTx, bucket: string, windowStart: Date): Promise<number> {
  const rows = await db
    .select({ hits: authRateCounters.hits })
    .from(authRateCounters)
    .where(and(eq(authRateCounters.bucket, bucket), eq(authRateCounters.windowStart, windowStart)));
  return rows[0]?.hits ?? 0;
}

export async function deleteWindowsBefore(db: DbOrTx, cutoff: Date) {
  await db.delete(authRateCounters).where(lt(authRateCounters.windowStart, cutoff));
}
