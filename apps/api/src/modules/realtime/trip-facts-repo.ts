import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trips } from '../../db/schema/index';

/** What the server needs to route an event: whose trip it is, and what drivers filter on. */
export type TripFacts = Pick<typeof trips.$inferSelect, 'id' | 'passengerId' | 'status' | 'carType'>;

/** One query for a batch of events; a trip that no longer exists is simply absent. */
export async function readTripFacts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, TripFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: trips.id, passengerId: trips.passengerId, status: trips.status, carType: trips.carType })
    .from(trips)
    .where(inArray(trips.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
