import type { BidStatus } from '@pothik/domain';
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bids, drivers, trips, users } from '../../../db/schema/index';

export type BidRow = typeof bids.$inferSelect;
export type NewBid = typeof bids.$inferInsert;

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Also the factory tests use. */
export async function insertBid(tx: DbOrTx, values: NewBid): Promise<BidRow> {
  const [row] = await tx.insert(bids).values(values).returning();
  return row!;
}

export async function findBid(db: DbOrTx, id: number) {
  const rows = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
  return rows[0];
}

export async function findActiveBidOfDriver(tx: DbOrTx, tripId: number, driverId: number) {
  const rows = await tx
    .select()
    .from(bids)
    .where(and(eq(bids.tripId, tripId), eq(bids.driverId, driverId), eq(bids.status, 'active')))
    .limit(1);
  return rows[0];
}

/**
 * One bid from active to `to`, only while it is still active and (unless it is being closed as
 * expired) not yet past its expiry: the UPDATE re-checks, so a bid that changed meanwhile is left alone.
 */
export async function closeActiveBid(
  tx: DbOrTx,
  {
    id,
    to,
    now,
    driverId,
    ignoreExpiry = false,
  }: { id: number; to: Exclude<BidStatus, 'active'>; now: Date; driverId?: number; ignoreExpiry?: boolean },
) {
  const conditions: SQL[] = [eq(bids.id, id), eq(bids.status, 'active')];
  if (to !== 'expired' && !ignoreExpiry) conditions.push(gt(bids.expiresAt, now));
  if (driverId !== undefined) conditions.push(eq(bids.driverId, driverId));
  const [row] = await tx
    .update(bids)
    .set({ status: to, updatedAt: now })
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * Ends every active bid matching `where`: `expired` ones as expired, the rest as `outcome` (a bid
 * already past its expiry is recorded as expired either way). The rows are locked in id order first,
 * so two transactions ending overlapping sets of bids wait for each other instead of deadlocking.
 */
export async function endActiveBids(
  tx: DbOrTx,
  where: SQL,
  { outcome, now }: { outcome: 'rejected' | 'expired'; now: Date },
): Promise<BidRow[]> {
  const locked = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.status, 'active'), where))
    .orderBy(asc(bids.id))
    .for('update');
  if (locked.length === 0) return [];
  const status =
    outcome === 'expired'
      ? sql`'expired'`
      : sql`case when ${bids.expiresAt} <= ${ts(now)} then 'expired' else 'rejected' end`;
  return tx
    .update(bids)
    .set({ status: status as unknown as BidStatus, updatedAt: now })
    .where(
      and(
        inArray(
          bids.id,
          locked.map((b) => b.id),
        ),
        eq(bids.status, 'active'),
      ),
    )
    .returning();
}

/** `endActiveBids` filters: the bids of these trips, and/or these bids. */
export const activeBidsOfTrips = (tripIds: readonly number[]) => inArray(bids.tripId, [...tripIds]);
export const bidsWithIds = (bidIds: readonly number[]) => inArray(bids.id, [...bidIds]);
export const bidsOfTripOrWithIds = (tripId: number, bidIds: readonly number[]) =>
  bidIds.length === 0 ? eq(bids.tripId, tripId) : or(eq(bids.tripId, tripId), inArray(bids.id, [...bidIds]))!;

/**
 * Housekeeping for the expiry round: active bids past their expiry become expired. Every read already
 * treats them as expired; rows another transaction holds (an accept in progress) are skipped for the
 * next round rather than waited for.
 */
export async function expireLapsedBids(tx: DbOrTx, now: Date, limit: number): Promise<BidRow[]> {
  const lapsed = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.status, 'active'), lte(bids.expiresAt, now)))
    .orderBy(asc(bids.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (lapsed.length === 0) return [];
  return tx
    .update(bids)
    .set({ status: 'expired', updatedAt: now })
    .where(
      inArray(
        bids.id,
        lapsed.map((b) => b.id),
      ),
    )
    .returning();
}

/** What the passenger compares: the trip's active, unexpired bids with their drivers, cheapest first. */
export function listLiveBidsOfTrip(db: DbOrTx, tripId: number, now: Date) {
  return db
    .select({ bid: bids, driver: drivers })
    .from(bids)
    .innerJoin(drivers, eq(drivers.id, bids.driverId))
    .where(and(eq(bids.tripId, tripId), eq(bids.status, 'active'), gt(bids.expiresAt, now)))
    .orderBy(asc(sql`coalesce(${bids.bidAmount}, ${bids.driverFare})`), asc(bids.createdAt), asc(bids.id));
}

/** The driver's live bids on the given trips (whether the driver already bid on an open trip). */
export function listLiveBidsOfDriver(db: DbOrTx, driverId: number, tripIds: readonly number[], now: Date) {
  if (tripIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bids)
    .where(
      and(
        eq(bids.driverId, driverId),
        inArray(bids.tripId, [...tripIds]),
        eq(bids.status, 'active'),
        gt(bids.expiresAt, now),
      ),
    );
}

/** The trips a driver has an active bid on, for rejecting the ones a booking overlaps. */
export function listActiveBidTripsOfDriver(tx: DbOrTx, driverId: number) {
  return tx
    .select({
      bidId: bids.id,
      tripId: trips.id,
      tripType: trips.tripType,
      pickupAt: trips.pickupAt,
      returnAt: trips.returnAt,
      hours: trips.hours,
      roadKm: trips.roadKm,
    })
    .from(bids)
    .innerJoin(trips, eq(trips.id, bids.tripId))
    .where(and(eq(bids.driverId, driverId), eq(bids.status, 'active')));
}

/** The bid status a driver's list filters by: an active bid past its expiry counts as expired. */
function statusFilter(status: BidStatus, now: Date): SQL {
  if (status === 'active') return and(eq(bids.status, 'active'), gt(bids.expiresAt, now))!;
  if (status === 'expired')
    return or(eq(bids.status, 'expired'), and(eq(bids.status, 'active'), lte(bids.expiresAt, now)))!;
  return eq(bids.status, status);
}

/** GET /driver/trips: the driver's bids, newest first, each with its trip and passenger. */
export async function listBidsOfDriver(
  db: DbOrTx,
  driverId: number,
  { status, page, perPage, now }: { status?: BidStatus; page: number; perPage: number; now: Date },
) {
  const where = and(eq(bids.driverId, driverId), status ? statusFilter(status, now) : undefined);
  const items = await db
    .select({ bid: bids, trip: trips, passenger: { fullName: users.fullName, mobile: users.mobile } })
    .from(bids)
    .innerJoin(trips, eq(trips.id, bids.tripId))
    .innerJoin(users, eq(users.id, trips.passengerId))
    .where(where)
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(bids).where(where);
  return { items, total: total?.n ?? 0 };
}

/** Every (trip, driver) pair with a bid in any status: a demo driver answers a trip once, ever. */
export async function listBidPairs(
  db: DbOrTx,
  tripIds: readonly number[],
  driverIds: readonly number[],
): Promise<Set<string>> {
  if (tripIds.length === 0 || driverIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ tripId: bids.tripId, driverId: bids.driverId })
    .from(bids)
    .where(and(inArray(bids.tripId, [...tripIds]), inArray(bids.driverId, [...driverIds])));
  return new Set(rows.map((r) => bidPairKey(r.tripId, r.driverId)));
}

export const bidPairKey = (tripId: number, driverId: number) => `${tripId}:${driverId}`;
