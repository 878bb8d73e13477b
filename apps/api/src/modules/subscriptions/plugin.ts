import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { subscriptionCaptured } from './capture';
import subscriptionDriverRoutes from './driver-routes';
import { issueInvoicesRound, pauseOverdueRound } from './subscription-jobs';

/**
 * The Smart Driver subscription (issue 45 §5): the driver's invoices and their payment through the
 * gateways (captured once, in the payment's settling transaction), the jobs that issue each month's
 * invoices and pause a driver whose invoice is unpaid past its grace.
 */
export default fp(
  async function subscriptions(app: FastifyInstance) {
    const brand = app.config.brand.name;
    app.payments.onCaptured('subscription', subscriptionCaptured(brand));
    await app.register(subscriptionDriverRoutes, { prefix: '/api/v3/driver' });
    const db = app.database.db;
    app.jobs.add({
      name: 'subscription-invoices',
      everyMs: 10 * 60_000,
      round: async (now) => {
        await issueInvoicesRound(db, now);
      },
    });
    app.jobs.add({
      name: 'subscription-overdue',
      everyMs: 10 * 60_000,
      round: async (now) => {
        await pauseOverdueRound({ db, brand }, now);
      },
    });
  },
  {
    name: 'subscriptions',
    dependencies: ['auth', 'drivers', 'notifications', 'payments', 'push', 'settings'],
  },
);
