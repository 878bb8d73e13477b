import { canReportNoShow, type NoShowReportStatus } from '@pothik/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { inTransaction } from '../../../db/changes/changes';
import type { Db, DbOrTx } from '../../../db/client';
import { drivers, noShowReports, trips, users } from '../../../db/schema/index';
import { refuse } from '../../../lib/errors';
import { lockDriverForBooking } from '../../drivers';
import { findTripOfPassenger, lockTrip } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import type { TripSmsSettings } from '../trips/trip-sms';
import { returnTripToBidding } from './return-to-bidding';

export const noShowRefusals = {
  tooEarly: () => refuse('noShowTooEarly'),
  notBooked: () => refuse('noShowNotAllowed'),
  notFound: () => refuse('noShowReportNotFound', 404),
  decided: () => refuse('noShowReportDecided'),
};

export type NoShowReportRow = typeof noShowReports.$inferSelect;

async function findOpenReport(db: DbOrTx, tripId: number) {
  const [row] = await db
    .select()
    .from(noShowReports)
    .where(and(eq(noShowReports.tripId, tripId), eq(noShowReports.status, 'open')))
    .limit(1);
  return row;
}

/**
 * POST /user/trips/{id}/no-show: the passenger says the driver did not come, from 15 minutes after the
 * pickup time until check-in. One open report per trip: a second tap answers the first. Staff decide.
 */
export async function reportNoShow(
  db: Db,
  { passengerId, tripId, now }: { passengerId: number; tripId: number; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const seen = await findTripOfPassenger(tx, tripId, passengerId);
    if (!seen) throw tripNotFound();
    const trip = (await lockTrip(tx, seen.id, 'update'))!;
    if (trip.status !== 'confirmed' || trip.driverId === null) throw noShowRefusals.notBooked();
    if (!canReportNoShow(trip, now)) throw noShowRefusals.tooEarly();
    const open = await findOpenReport(tx, trip.id);
    if (open) return open;
    const [row] = await tx
      .insert(noShowReports)
      .values({ tripId: trip.id, driverId: trip.driverId, passengerId, reportedAt: now })
      .returning();
    return row!;
  });
}

/** The passenger's open report on the trip, for the trip page. */
export const openNoShowReport = findOpenReport;

/**
 * Staff decide a report (ops or admin): `confirmed` counts against the driver and returns the trip to
 * bidding the way a driver's own cancellation does, if the trip is still booked to that driver;
 * `dismissed` leaves the trip as it is. Decided once.
 */
export async function decideNoShow(
  db: Db,
  input: {
    reportId: number;
    decision: Exclude<NoShowReportStatus, 'open'>;
    staffId: number;
    now: Date;
    bidTtlMin: number;
    sms: TripSmsSettings;
    /** Written in the decision's transaction (the console's audit entry). */
    alsoInTx?: (tx: DbOrTx, decided: NoShowReportRow) => Promise<void>;
  },
) {
  return inTransaction(db, async (tx) => {
    const [report] = await tx
      .select()
      .from(noShowReports)
      .where(eq(noShowReports.id, input.reportId))
      .for('update');
    if (!report) throw noShowRefusals.notFound();
    if (report.status !== 'open') throw noShowRefusals.decided();
    let events: Awaited<ReturnType<typeof returnTripToBidding>> | undefined;
    if (input.decision === 'confirmed') {
      await lockDriverForBooking(tx, report.driverId);
      const trip = await lockTrip(tx, report.tripId, 'update');
      const stillBooked =
        trip?.status === 'confirmed' && trip.driverId === report.driverId && trip.confirmedAt !== null;
      if (!stillBooked) throw noShowRefusals.notBooked();
      events = await returnTripToBidding(tx, {
        trip: { ...trip, driverId: report.driverId, confirmedAt: trip.confirmedAt! },
        kind: 'no_show',
        reason: null,
        note: null,
        actor: 'admin',
        now: input.now,
        bidTtlMin: input.bidTtlMin,
        sms: input.sms,
      });
      if (!events) throw noShowRefusals.notBooked();
    }
    const [decided] = await tx
      .update(noShowReports)
      .set({ status: input.decision, decidedAt: input.now, decidedBy: input.staffId })
      .where(eq(noShowReports.id, report.id))
      .returning();
    await input.alsoInTx?.(tx, decided!);
    return { report: decided!, events: events?.events ?? [] };
  });
}

/** The console's list: open reports first, each part oldest first. */
export async function listNoShowReports(
  db: DbOrTx,
  { offset, limit, status }: { offset: number; limit: number; status?: NoShowReportStatus },
) {
  const where = status ? eq(noShowReports.status, status) : undefined;
  const rows = await db
    .select({
      report: noShowReports,
      pickupAt: trips.pickupAt,
      pickupAddress: trips.pickupAddress,
      tripStatus: trips.status,
      driverName: drivers.name,
      passengerName: users.fullName,
    })
    .from(noShowReports)
    .innerJoin(trips, eq(trips.id, noShowReports.tripId))
    .innerJoin(drivers, eq(drivers.id, noShowReports.driverId))
    .innerJoin(users, eq(users.id, noShowReports.passengerId))
    .where(where)
    .orderBy(desc(eq(noShowReports.status, 'open')), asc(noShowReports.reportedAt), asc(noShowReports.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(noShowReports).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
