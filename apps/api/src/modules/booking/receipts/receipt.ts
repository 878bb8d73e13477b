import type { Receipt } from '@pothik/domain';
import type { Config } from '../../../config/types';
import type { DbOrTx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { tripAdvance } from '../../payments';
import { findTripOfPassenger } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { toFullTripView } from '../trips/trip-extras';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * GET /user/trips/{id}/receipt: the receipt of a completed trip, or of one with an advance paid (a
 * cancelled booking's shows its refund). Another passenger's trip is not found, as everywhere.
 */
export async function buildReceipt(
  db: DbOrTx,
  {
    passengerId,
    tripId,
    now,
    company,
  }: { passengerId: number; tripId: number; now: Date; company: Config['company'] },
): Promise<Receipt> {
  const row = await findTripOfPassenger(db, tripId, passengerId);
  if (!row) throw tripNotFound();
  const [trip, advance] = await Promise.all([toFullTripView(db, row), tripAdvance(db, tripId)]);
  if (!trip.fare || (trip.status !== 'completed' && !advance)) throw refuse('receiptNotAvailable', 404);
  const paid = advance?.payment.amount ?? 0;
  return {
    number: `R-${String(trip.id).padStart(6, '0')}`,
    issued_at: (row.completedAt ?? advance?.payment.completedAt ?? now).toISOString(),
    company: {
      name: company.name,
      address: company.address,
      trade_license: company.tradeLicense,
      bin: company.bin,
    },
    trip: {
      id: trip.id,
      status: trip.status,
      trip_type: trip.trip_type,
      car_type: trip.car_type,
      pickup: trip.pickup.address,
      dropoff: trip.dropoff?.address ?? null,
      pickup_at: trip.pickup_at,
      started_at: trip.started_at,
      completed_at: trip.completed_at,
      driver_name: trip.driver?.name ?? null,
      plate_number: trip.driver?.plate_number ?? null,
    },
    fare: trip.fare,
    advance: advance
      ? {
          amount: paid,
          gateway: advance.payment.gateway,
          paid_at: iso(advance.payment.completedAt)!,
          transaction_id: advance.payment.transactionId,
        }
      : null,
    refunds: (advance?.refunds ?? []).map((r) => ({
      amount: r.amount,
      status: r.status,
      requested_at: r.createdAt.toISOString(),
      completed_at: iso(r.completedAt),
    })),
    cash_due: trip.status === 'completed' ? Math.max(0, trip.fare.total - paid) : 0,
  };
}
