import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, tripShareLinks, trips } from '../../../db/schema/index';

export type ShareLinkRow = typeof tripShareLinks.$inferSelect;

export function insertShareLink(tx: DbOrTx, link: { tripId: number; tokenHash: string; now: Date }) {
  return tx
    .insert(tripShareLinks)
    .values({ tripId: link.tripId, tokenHash: link.tokenHash, createdAt: link.now })
    .returning()
    .then((rows) => rows[0]!);
}

export async function countLiveShareLinks(tx: DbOrTx, tripId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tripShareLinks)
    .where(and(eq(tripShareLinks.tripId, tripId), isNull(tripShareLinks.revokedAt)));
  return Number(row?.n ?? 0);
}

export function listShareLinksOfTrip(db: DbOrTx, tripId: number) {
  return db
    .select()
    .from(tripShareLinks)
    .where(eq(tripShareLinks.tripId, tripId))
    .orderBy(desc(tripShareLinks.createdAt), desc(tripShareLinks.id));
}

export async function findShareLinkOfTrip(db: DbOrTx, tripId: number, linkId: number) {
  const rows = await db
    .select()
    .from(tripShareLinks)
    .where(and(eq(tripShareLinks.id, linkId), eq(tripShareLinks.tripId, tripId)))
    .limit(1);
  return rows[0];
}

/** Revokes a live link; undefined when it was revoked already (or is not the trip's). */
export async function revokeShareLinkRow(tx: DbOrTx, tripId: number, linkId: number, now: Date) {
  const rows = await tx
    .update(tripShareLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(tripShareLinks.id, linkId), eq(tripShareLinks.tripId, tripId), isNull(tripShareLinks.revokedAt)),
    )
    .returning();
  return rows[0];
}

/** The link of this token hash with its trip and the trip's driver, as the public page needs them. */
export async function findSharedTrip(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ link: tripShareLinks, trip: trips, driver: drivers })
    .from(tripShareLinks)
    .innerJoin(trips, eq(trips.id, tripShareLinks.tripId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .where(eq(tripShareLinks.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Stamps the first opening; true for the one request that did (the passenger is told once). */
export async function markFirstOpened(tx: DbOrTx, linkId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(tripShareLinks)
    .set({ firstOpenedAt: now })
    .where(and(eq(tripShareLinks.id, linkId), isNull(tripShareLinks.firstOpenedAt)))
    .returning({ id: tripShareLinks.id });
  return rows.length > 0;
}

/** The links with these ids and their trips' status (a heartbeat's recheck of every viewer, one read). */
export function findLinksWithTrips(db: DbOrTx, linkIds: readonly number[]) {
  return (
    db
      .select({
        id: tripShareLinks.id,
        revokedAt: tripShareLinks.revokedAt,
        status: trips.status,
        checkedOutAt: trips.completedAt,
      })
      .from(tripShareLinks)
      .innerJoin(trips, eq(trips.id, tripShareLinks.tripId))
      // One array parameter, not one per id: the statement is built and planned the same for any count.
      .where(sql`${tripShareLinks.id} = any(${sql.param([...linkIds])}::int4[])`)
  );
}
