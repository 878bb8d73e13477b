import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { reviews, users } from '../../../db/schema/index';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** Inserts unless the trip already has a review; undefined then (two tabs at once: one wins). */
export async function insertReview(tx: DbOrTx, values: NewReview): Promise<ReviewRow | undefined> {
  const rows = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.tripId })
    .returning();
  return rows[0];
}

export async function findReviewsOfTrips(db: DbOrTx, tripIds: readonly number[]): Promise<ReviewRow[]> {
  if (tripIds.length === 0) return [];
  return db
    .select()
    .from(reviews)
    .where(inArray(reviews.tripId, [...tripIds]));
}

/** A driver's newest reviews with the reviewer's name (shortened by the caller). */
export function listRecentReviewsOfDriver(db: DbOrTx, driverId: number, limit: number) {
  return db
    .select({ review: reviews, passengerName: users.fullName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.passengerId))
    .where(eq(reviews.driverId, driverId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
