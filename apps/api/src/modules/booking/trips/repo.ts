import { canTransitionTrip, shouldExpireTrip, type TripStatus } from '@pothik/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type TripActor, tripStatusEvents, trips } from '../../../db/schema/index';
import { announceFareGuidanceChange } from '../fare-guidance/guidance-changes';
import { announceTripListChange } from './trip-list-changes';

export type TripRow = typeof trips.$inferSelect;
export type NewTrip = typeof trips.$inferInsert;
export type TripStatusEventRow = typeof tripStatusEvents.$inferSelect;

/**
 * Also the factory tests use (test/helpers/trips.ts); writes the creating event with the row. Every
 * writer of a trip here tells the passenger's trip list (in a transaction opened by `inTransaction`).
 */
export async function insertTrip(
  db: DbOrTx,
  values: NewTrip,
  actor: TripActor = 'passenger',
): Promise<TripRow> {
  const [row] = await db.insert(trips).values(values).returning();
  await db.insert(tripStatusEvents).values({
    tripId: row!.id,
    fromStatus: null,
    toStatus: row!.status,
    at: row!.createdAt,
    actor,
  });
  await announceTripListChange(db, [row!.passengerId]);
  return row!;
}

/** A passenger sees only their own trips; another's id reads as unknown. */
export async function findTripOfPassenger(db: DbOrTx, tripId: number, passengerId: number) {
  const rows = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.passengerId, passengerId)))
    .limit(1);
  return rows[0];
}

/** The home page's "ongoing": started trips, and confirmed ones picking up before `horizon`. */
export function listOngoingTrips(db: DbOrTx, passengerId: number, horizon: Date) {
  return db
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.passengerId, passengerId),
        or(eq(trips.status, 'started'), and(eq(trips.status, 'confirmed'), lte(trips.pickupAt, horizon))),
      ),
    )
    .orderBy(asc(trips.pickupAt), asc(trips.id));
}

export function listTimeline(db: DbOrTx, tripId: number) {
  return db
    .select()
    .from(tripStatusEvents)
    .where(eq(tripStatusEvents.tripId, tripId))
    .orderBy(asc(tripStatusEvents.at), asc(tripStatusEvents.id));
}

export type Transition = {
  tripId: number;
  /** Set when the actor is the passenger: the update only touches their own trip. */
  passengerId?: number;
  /** The status the caller saw and judged; the update happens only if the row still has it. */
  from: TripStatus;
  to: TripStatus;
  actor: TripActor;
  now: Date;
  note?: string | null;
  set?: Partial<
    Pick<
      NewTrip,
      | 'cancelReasonId'
      | 'cancelNote'
      | 'cancelledAt'
      | 'expiredAt'
      | 'driverId'
      | 'fare'
      | 'insuranceFee'
      | 'platformFee'
      | 'amount'
      | 'discountAmount'
      | 'total'
      | 'promoCode'
      | 'confirmedAt'
      | 'startedAt'
      | 'completedAt'
      | 'onMyWayAt'
      | 'onMyWayRemindedAt'
      | 'arrivedAt'
    >
  >;
};

/**
 * DESIGN.md §6: one conditional UPDATE (`… WHERE id = $1 AND status = $from RETURNING`) and the
 * timeline event, in the caller's transaction (opened by `inTransaction` when it may book or cancel a
 * booking: fare guidance is told at commit). Returns undefined when the row changed underneath
 * (a concurrent cancel, the expiry job), so no update is ever lost.
 */
export async function transitionTrip(tx: DbOrTx, t: Transition): Promise<TripRow | undefined> {
  if (!canTransitionTrip(t.from, t.to)) throw new Error(`trip status ${t.from} → ${t.to} is not allowed`);
  const conditions: SQL[] = [eq(trips.id, t.tripId), eq(trips.status, t.from)];
  if (t.passengerId !== undefined) conditions.push(eq(trips.passengerId, t.passengerId));
  const [row] = await tx
    .update(trips)
    .set({ ...t.set, status: t.to, updatedAt: t.now })
    .where(and(...conditions))
    .returning();
  if (!row) return undefined;
  await tx.insert(tripStatusEvents).values({
    tripId: row.id,
    fromStatus: t.from,
    toStatus: t.to,
    at: t.now,
    actor: t.actor,
    note: t.note ?? null,
  });
  await announceTripListChange(tx, [row.passengerId]);
  // The fares fare guidance counts: booked trips until they are cancelled.
  const booked = t.from === 'requested' && t.to === 'confirmed';
  // A booking given back (confirmed → requested) leaves them too: its confirmed_at is cleared.
  const unbooked = t.from === 'confirmed' && t.to === 'requested';
  if (booked || unbooked || (t.to === 'cancelled' && row.confirmedAt !== null))
    await announceFareGuidanceChange(tx);
  return row;
}

/**
 * The expiry job's work: requested trips whose pickup time has passed become expired, each with a
 * system event. SQL only narrows the scan; `shouldExpireTrip` decides, and the UPDATE re-checks the
 * status so a trip confirmed or cancelled meanwhile is left alone.
 */
export async function expireDueTrips(tx: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const due = await tx
    .select({ id: trips.id, status: trips.status, pickupAt: trips.pickupAt })
    .from(trips)
    .where(and(eq(trips.status, 'requested'), lte(trips.pickupAt, now)))
    .orderBy(asc(trips.pickupAt))
    .limit(limit);
  const ids = due.filter((t) => shouldExpireTrip(t.status, t.pickupAt, now)).map((t) => t.id);
  if (ids.length === 0) return [];
  const expired = await tx
    .update(trips)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(and(inArray(trips.id, ids), eq(trips.status, 'requested')))
    .returning({ id: trips.id, passengerId: trips.passengerId });
  if (expired.length === 0) return [];
  await announceTripListChange(
    tx,
    expired.map((t) => t.passengerId),
  );
  await tx.insert(tripStatusEvents).values(
    expired.map(({ id }) => ({
      tripId: id,
      fromStatus: 'requested' as const,
      toStatus: 'expired' as const,
      at: now,
      actor: 'system' as const,
    })),
  );
  return expired.map(({ id }) => id);
}

/**
 * Reads a trip under a row lock: `share` while a driver bids (an accept, which updates the row, waits
 * for the bid and then sees it), `update` while a bid is accepted.
 */
export async function lockTrip(tx: DbOrTx, tripId: number, strength: 'share' | 'update') {
  const rows = await tx.select().from(trips).where(eq(trips.id, tripId)).for(strength);
  return rows[0];
}

/** The statuses in which a trip keeps its driver busy. */
const bookedStatuses = ['confirmed', 'cancel_requested', 'started'] as const satisfies readonly TripStatus[];

/** These drivers' bookings: the trips a bid or an accept must not overlap. */
export async function listBookedTripsOfDrivers(
  tx: DbOrTx,
  driverIds: readonly number[],
  exceptTripId?: number,
): Promise<TripRow[]> {
  if (driverIds.length === 0) return [];
  return tx
    .select()
    .from(trips)
    .where(
      and(
        inArray(trips.driverId, [...driverIds]),
        inArray(trips.status, [...bookedStatuses]),
        exceptTripId === undefined ? undefined : ne(trips.id, exceptTripId),
      ),
    );
}

export const listBookedTripsOfDriver = (tx: DbOrTx, driverId: number, exceptTripId?: number) =>
  listBookedTripsOfDrivers(tx, [driverId], exceptTripId);

/** A trip the driver is booked on (any status); another driver's trip reads as unknown. */
export async function findTripOfDriver(db: DbOrTx, tripId: number, driverId: number) {
  const rows = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.driverId, driverId)))
    .limit(1);
  return rows[0];
}

/** GET /driver/open-trips: requested trips of a car type picking up later than `now`, soonest first or newest. */
export async function listOpenTrips(
  db: DbOrTx,
  {
    carType,
    now,
    page,
    perPage,
    newestFirst = false,
  }: { carType: string; now: Date; page: number; perPage: number; newestFirst?: boolean },
) {
  const where = and(eq(trips.status, 'requested'), eq(trips.carType, carType), gt(trips.pickupAt, now));
  const items = await db
    .select()
    .from(trips)
    .where(where)
    .orderBy(
      ...(newestFirst ? [desc(trips.createdAt), desc(trips.id)] : [asc(trips.pickupAt), asc(trips.id)]),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  // A page that is not full is the last: the total follows without counting (most passengers have
  // one page of trips, and on the embedded database every query costs milliseconds).
  if (items.length < perPage && (items.length > 0 || page === 1)) {
    return { items, total: (page - 1) * perPage + items.length };
  }
  const [total] = await db.select({ n: count() }).from(trips).where(where);
  return { items, total: total?.n ?? 0 };
}

/** The timeline note of the driver's "on my way" (confirmed → confirmed by the driver). */
export const ON_MY_WAY_NOTE = 'on_my_way';

type DriverStep = { tripId: number; driverId: number; now: Date };

/**
 * A step of the booked driver before check-in, stamped once on a confirmed trip and written in the
 * timeline as confirmed → confirmed by the driver (the events that are not status changes): "on my way"
 * with its note, before arrival; arrival without one. Undefined when the trip is no longer confirmed
 * or the step was already stamped.
 */
async function recordDriverStep(
  tx: DbOrTx,
  step: 'on_my_way' | 'arrived',
  { tripId, driverId, now }: DriverStep,
) {
  const isOnMyWay = step === 'on_my_way';
  const [row] = await tx
    .update(trips)
    .set(isOnMyWay ? { onMyWayAt: now, updatedAt: now } : { arrivedAt: now, updatedAt: now })
    .where(
      and(
        eq(trips.id, tripId),
        eq(trips.driverId, driverId),
        eq(trips.status, 'confirmed'),
        isNull(trips.arrivedAt),
        ...(isOnMyWay ? [isNull(trips.onMyWayAt)] : []),
      ),
    )
    .returning();
  if (!row) return undefined;
  await tx.insert(tripStatusEvents).values({
    tripId,
    fromStatus: 'confirmed',
    toStatus: 'confirmed',
    at: now,
    actor: 'driver',
    note: isOnMyWay ? ON_MY_WAY_NOTE : null,
  });
  await announceTripListChange(tx, [row.passengerId]);
  return row;
}

/** The driver set off for the pickup (DESIGN.md §15): from now the trip takes their positions. */
export const recordOnMyWay = (tx: DbOrTx, step: DriverStep) => recordDriverStep(tx, 'on_my_way', step);

/** The driver reached the pickup. */
export const recordArrival = (tx: DbOrTx, step: DriverStep) => recordDriverStep(tx, 'arrived', step);

/**
 * Requested trips created in (since, until] that still pick up after `now`: the trips demo drivers
 * may still answer. Oldest first, so a backlog is worked off in the order passengers asked.
 */
export function listTripsAwaitingDemoBids(
  db: DbOrTx,
  { since, until, now, limit }: { since: Date; until: Date; now: Date; limit: number },
) {
  return db
    .select({
      id: trips.id,
      carType: trips.carType,
      createdAt: trips.createdAt,
      estimateFare: trips.estimateFare,
      estimateMin: trips.estimateMin,
      bidAmount: trips.bidAmount,
      // What busyWindow needs: a demo driver booked over this window does not answer.
      tripType: trips.tripType,
      pickupAt: trips.pickupAt,
      returnAt: trips.returnAt,
      hours: trips.hours,
      roadKm: trips.roadKm,
    })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'requested'),
        gt(trips.createdAt, since),
        lte(trips.createdAt, until),
        gt(trips.pickupAt, now),
      ),
    )
    .orderBy(asc(trips.createdAt), asc(trips.id))
    .limit(limit);
}

/** Trips waiting for staff to answer a cancellation request, oldest request first. */
export async function listCancelRequests(db: DbOrTx, { offset, limit }: { offset: number; limit: number }) {
  const where = eq(trips.status, 'cancel_requested');
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(trips)
      .where(where)
      .orderBy(asc(trips.updatedAt), asc(trips.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(trips).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findTrip(db: DbOrTx, tripId: number) {
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId));
  return row;
}
