import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promos, promoUsages } from '../../db/schema/index';

export type PromoRow = typeof promos.$inferSelect;
export type NewPromo = typeof promos.$inferInsert;

/** Also the factory the seed and tests use; codes are stored in capitals. */
export async function insertPromo(db: DbOrTx, values: NewPromo): Promise<PromoRow> {
  const [row] = await db
    .insert(promos)
    .values({ ...values, code: values.code.toUpperCase() })
    .returning();
  return row!;
}

/**
 * The promo under its row lock: every use of one promo is counted one transaction at a time, so the
 * total and per-user limits hold under any number of concurrent accepts.
 */
export async function lockPromoByCode(tx: DbOrTx, code: string) {
  const rows = await tx.select().from(promos).where(eq(promos.code, code.toUpperCase())).for('update');
  return rows[0];
}

export async function countUsesByUser(tx: DbOrTx, promoId: number, userId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(promoUsages)
    .where(and(eq(promoUsages.promoId, promoId), eq(promoUsages.userId, userId)));
  return row?.n ?? 0;
}

export async function recordUse(
  tx: DbOrTx,
  { promoId, userId, tripId, now }: { promoId: number; userId: number; tripId: number; now: Date },
) {
  await tx.insert(promoUsages).values({ promoId, userId, tripId, createdAt: now });
  await tx
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} + 1` })
    .where(eq(promos.id, promoId));
}

/** Gives back the use a trip made, if any (a confirmed trip was cancelled). */
export async function deleteUseOfTrip(tx: DbOrTx, tripId: number) {
  const [use] = await tx.delete(promoUsages).where(eq(promoUsages.tripId, tripId)).returning();
  if (!use) return undefined;
  await tx
    .update(promos)
    .set({ usedCount: sql`greatest(${promos.usedCount} - 1, 0)` })
    .where(eq(promos.id, use.promoId));
  return use;
}

/** Active promos in their window with uses left in total (the per-user limit is the caller's). */
export function listPromosOpenAt(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(promos)
    .where(
      and(
        eq(promos.isActive, true),
        lte(promos.startsAt, now),
        gt(promos.endsAt, now),
        or(isNull(promos.totalLimit), lt(promos.usedCount, promos.totalLimit)),
      ),
    )
    .orderBy(promos.endsAt, promos.id);
}

export async function countUsesByUserOf(db: DbOrTx, userId: number, promoIds: readonly number[]) {
  if (promoIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ promoId: promoUsages.promoId, n: count() })
    .from(promoUsages)
    .where(and(eq(promoUsages.userId, userId), inArray(promoUsages.promoId, [...promoIds])))
    .groupBy(promoUsages.promoId);
  return new Map(rows.map((r) => [r.promoId, r.n]));
}

/** Every promo, newest first, for the staff console. */
export async function listAllPromos(db: DbOrTx, { offset, limit }: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(promos).orderBy(desc(promos.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(promos),
  ]);
  return { rows, total: total!.n };
}

export async function findPromoById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(promos).where(eq(promos.id, id));
  return row;
}

export async function updatePromo(db: DbOrTx, id: number, change: Partial<NewPromo>) {
  const [row] = await db.update(promos).set(change).where(eq(promos.id, id)).returning();
  return row;
}
