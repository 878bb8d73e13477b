import type { PaymentGatewayKey } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/index';
import { AppError, refuse } from '../../../lib/errors';
import { findTripOfPassenger } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { findAwaitingHold } from './holds-repo';

/**
 * POST /user/trips/{id}/advance: the advance of the hold awaiting payment, started with the gateway the
 * passenger chose; the answer is where to send their browser. The payment's window ends with the hold's.
 * Paying twice is harmless: the second capture finds nothing awaiting it and is refunded in full.
 */
export async function payAdvance(
  app: FastifyInstance,
  { passengerId, tripId, gateway }: { passengerId: number; tripId: number; gateway: PaymentGatewayKey },
) {
  const db = app.database.db;
  const now = app.clock.now();
  const trip = await findTripOfPassenger(db, tripId, passengerId);
  if (!trip) throw tripNotFound();
  const hold = await findAwaitingHold(db, trip.id);
  if (!hold || hold.lapsesAt.getTime() <= now.getTime()) throw refuse('advanceNotHeld', 409);
  if (!app.payments.gateways.has(gateway)) throw refuse('paymentUnavailable', 503);
  const [payer] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, passengerId));
  try {
    const started = await app.payments.start({
      purpose: 'advance',
      tripId: trip.id,
      payerId: passengerId,
      payerMobile: payer?.mobile ?? '',
      gateway,
      amount: hold.advance,
      windowMs: hold.lapsesAt.getTime() - now.getTime(),
    });
    return { redirect_url: started.redirectUrl, reference: started.reference };
  } catch (err) {
    if (err instanceof AppError) throw err;
    app.log.warn({ err, tripId: trip.id, gateway }, 'advance payment not started');
    throw refuse('paymentUnavailable', 503);
  }
}
