import type { PaymentGatewayKey } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, refuse } from '../../lib/errors';
import { type DriverRow, driversWithMobile } from '../drivers';
import { invoiceOfDriver } from './invoices-repo';

/** The window a driver has to finish paying on the gateway's page. */
const PAY_WINDOW_MS = 15 * 60_000;

/**
 * POST /driver/subscription/invoices/{id}/pay: the payment of one of the driver's own unpaid invoices,
 * started with the gateway they chose (purpose 'subscription'); the answer is where to send the browser.
 * Paying twice is harmless: the second capture finds the invoice paid and is refunded in full.
 */
export async function payInvoice(
  app: FastifyInstance,
  { driver, invoiceId, gateway }: { driver: DriverRow; invoiceId: number; gateway: PaymentGatewayKey },
) {
  const db = app.database.db;
  const found = await invoiceOfDriver(db, driver.id, invoiceId);
  if (!found) throw refuse('invoiceNotFound', 404);
  if (found.invoice.status !== 'due') throw refuse('invoiceAlreadyPaid', 409);
  if (!app.payments.gateways.has(gateway)) throw refuse('paymentUnavailable', 503);
  const [payer] = await driversWithMobile(db, [driver.id]);
  try {
    const started = await app.payments.start({
      purpose: 'subscription',
      tripId: null,
      payerId: driver.userId,
      payerMobile: payer?.mobile ?? '',
      gateway,
      amount: found.invoice.amount,
      windowMs: PAY_WINDOW_MS,
    });
    return { redirect_url: started.redirectUrl, reference: started.reference };
  } catch (err) {
    if (err instanceof AppError) throw err;
    app.log.warn({ err, invoiceId, gateway }, 'subscription payment not started');
    throw refuse('paymentUnavailable', 503);
  }
}
