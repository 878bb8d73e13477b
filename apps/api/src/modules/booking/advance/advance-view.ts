import type { PaymentGatewayKey, TripAdvance } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { tripAdvance } from '../../payments';
import type { TripRow } from '../trips/repo';
import { findAwaitingHold } from './holds-repo';

/** The trip's advance as its passenger sees it: the hold to pay, what was paid, refunds, the cash left. */
export async function advanceViewOf(
  db: DbOrTx,
  trip: TripRow,
  { now, gateways }: { now: Date; gateways: readonly PaymentGatewayKey[] },
): Promise<TripAdvance> {
  const [hold, advance] = await Promise.all([
    trip.status === 'requested' ? findAwaitingHold(db, trip.id) : undefined,
    tripAdvance(db, trip.id),
  ]);
  const alive = hold && hold.lapsesAt.getTime() > now.getTime() ? hold : undefined;
  const paid = advance?.payment ?? null;
  const refunds = advance?.refunds ?? [];
  const latest = refunds.at(-1);
  const booked = trip.total !== null && trip.driverId !== null;
  return {
    hold: alive
      ? {
          bid_id: alive.bidId,
          driver_id: alive.driverId,
          advance: alive.advance,
          cash_due: alive.cashDue,
          lapses_at: alive.lapsesAt.toISOString(),
          gateways: [...gateways],
        }
      : null,
    paid: paid
      ? {
          amount: paid.amount,
          gateway: paid.gateway,
          paid_at: (paid.completedAt ?? paid.createdAt).toISOString(),
        }
      : null,
    refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
    refund_status: latest?.status ?? null,
    cash_due: booked
      ? Math.max(0, (trip.total ?? 0) - (refunds.length === 0 ? (paid?.amount ?? 0) : 0))
      : null,
  };
}

/** The gateways this API is configured with, in the order the pay step offers them. */
export const paymentGatewaysOf = (app: FastifyInstance): PaymentGatewayKey[] =>
  [...app.payments.gateways.keys()].sort();
