import { type DriverEarnings, dhakaIsoMonth, dhakaMonthRange } from '@pothik/domain';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { trips } from '../../../db/schema/index';
import { advancePaidByTrip } from '../../payments';
import { shiftIsoMonth } from './shift-month';

// The driver's earnings page (issue 45 §5). Pothik takes no commission: the driver earns each completed
// trip's agreed fare. It reaches them two ways: the advance the passenger paid Pothik ahead, less
// Pothik's own fees (the platform and insurance fees come out of the advance first, as the ledger's
// ride settlement takes them), which Pothik owes the driver; and the cash the passenger paid at the ride
// (the trip's total less the advance, the receipt's "due in cash to the driver").

/** The last `months` Dhaka months up to `now`'s, newest first, each with its figures. */
export async function driverEarnings(
  db: DbOrTx,
  driverId: number,
  { months, now }: { months: number; now: Date },
): Promise<DriverEarnings> {
  const newest = dhakaIsoMonth(now);
  const oldest = shiftIsoMonth(newest, -(months - 1));
  const rows = await db
    .select({
      id: trips.id,
      fare: trips.fare,
      total: trips.total,
      insuranceFee: trips.insuranceFee,
      platformFee: trips.platformFee,
      completedAt: trips.completedAt,
    })
    .from(trips)
    .where(
      and(
        eq(trips.driverId, driverId),
        eq(trips.status, 'completed'),
        gte(trips.completedAt, dhakaMonthRange(oldest).start),
        lt(trips.completedAt, dhakaMonthRange(newest).end),
      ),
    )
    .orderBy(asc(trips.completedAt));
  const advances = await advancePaidByTrip(
    db,
    rows.map((r) => r.id),
  );
  const byMonth = new Map<string, DriverEarnings['months'][number]>();
  for (let i = 0; i < months; i++) {
    const month = shiftIsoMonth(newest, -i);
    byMonth.set(month, { month, completed_trips: 0, gross: 0, advances: 0, cash: 0 });
  }
  for (const trip of rows) {
    const figures = byMonth.get(dhakaIsoMonth(trip.completedAt!));
    if (!figures) continue;
    const paid = advances.get(trip.id) ?? 0;
    const fees = (trip.insuranceFee ?? 0) + (trip.platformFee ?? 0);
    figures.completed_trips += 1;
    figures.gross += trip.fare ?? 0;
    figures.advances += paid - Math.min(fees, paid);
    figures.cash += Math.max(0, (trip.total ?? 0) - paid);
  }
  return { commission_percent: 0, months: [...byMonth.values()] };
}
