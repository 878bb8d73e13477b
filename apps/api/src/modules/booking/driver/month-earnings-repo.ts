import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { trips } from '../../../db/schema/index';

/**
 * The trips a driver completed in [start, end) and what they were paid for them: the agreed fare,
 * before any promo (the platform, not the driver, gives the discount).
 */
export async function monthEarningsOfDriver(
  db: DbOrTx,
  driverId: number,
  { start, end }: { start: Date; end: Date },
) {
  const [row] = await db
    .select({
      completed: sql<number>`count(*)::int`,
      earnings: sql<number>`coalesce(sum(${trips.fare}), 0)::int`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.driverId, driverId),
        eq(trips.status, 'completed'),
        gte(trips.completedAt, start),
        lt(trips.completedAt, end),
      ),
    );
  return { completed: row?.completed ?? 0, earnings: row?.earnings ?? 0 };
}
