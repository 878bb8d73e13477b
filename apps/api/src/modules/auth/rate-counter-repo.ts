import { lt, sql } from 'drizzle-orm';
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

export async function deleteWindowsBefore(db: DbOrTx, cutoff: Date) {
  await db.delete(authRateCounters).where(lt(authRateCounters.windowStart, cutoff));
}
