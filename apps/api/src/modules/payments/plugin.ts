import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildGateways } from './gateways';
import type { PaymentRow } from './payment-repo';
import type { CaptureHandler, PaymentGateways, StartInput } from './payment-service';
import { settlePayment, startPayment } from './payment-service';
import { reconcilePayments } from './reconcile-job';
import { sendDueRefunds } from './refund-job';
import payRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      gateways: PaymentGateways;
      /** Who is told of a captured payment, per purpose (booking: the advance that holds a booking). */
      onCaptured: (purpose: PaymentRow['purpose'], handler: CaptureHandler) => void;
      start: (input: Omit<StartInput, 'returnUrl' | 'now'>) => ReturnType<typeof startPayment>;
      settle: (reference: string, how?: 'complete' | 'query') => Promise<PaymentRow | undefined>;
    };
  }
}

/** Payments (DESIGN.md §16): the gateways, settling once, refunds and reconciliation jobs. */
export default fp(
  async function payments(app: FastifyInstance) {
    const { gateways, demo, returnUrl } = buildGateways(app);
    const handlers = new Map<PaymentRow['purpose'], CaptureHandler>();
    // A purpose nobody holds for keeps what was paid.
    const onCaptured: CaptureHandler = (tx, payment, now) =>
      handlers.get(payment.purpose)?.(tx, payment, now) ?? Promise.resolve(true);
    const now = () => app.clock.now();
    const settle = (reference: string, how: 'complete' | 'query' = 'complete') =>
      settlePayment(app.database.db, gateways, onCaptured, { reference, now: now(), how });
    app.decorate('payments', {
      gateways,
      onCaptured: (purpose: PaymentRow['purpose'], handler: CaptureHandler) => {
        handlers.set(purpose, handler);
      },
      start: (input: Omit<StartInput, 'returnUrl' | 'now'>) =>
        startPayment(app.database.db, gateways, { ...input, returnUrl, now: now() }),
      settle,
    });
    const webOrigin = app.config.webOrigins[0];
    await app.register(payRoutes, {
      prefix: '/api/v3',
      settle,
      demo,
      landing: (payment) =>
        payment?.tripId
          ? `${webOrigin}/trip/my-trips/${payment.tripId}?payment=${payment.status}`
          : payment?.purpose === 'subscription'
            ? `${webOrigin}/driver/subscription?payment=${payment.status}`
            : `${webOrigin}/`,
    });
    if (gateways.size === 0) return;
    const everyMs = app.config.payments.jobsIntervalMs;
    app.jobs.add({
      name: 'payment-refunds',
      everyMs,
      round: async (at) => {
        await sendDueRefunds(app.database.db, gateways, at);
      },
    });
    app.jobs.add({
      name: 'payment-reconciliation',
      everyMs: everyMs * 2,
      round: async (at) => {
        await reconcilePayments(app.database.db, gateways, onCaptured, at);
      },
    });
  },
  { name: 'payments', dependencies: ['auth'] },
);
