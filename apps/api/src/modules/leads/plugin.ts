import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { deliverDueNotifications } from './deliver-notifications';
import { notificationBacklog } from './repo';

/**
 * Delivers the lead notifications waiting in the outbox every OUTBOX_INTERVAL_SEC in this API process
 * (0: never; tests call deliverDueNotifications themselves). Several processes share the work: each
 * row is leased by one of them at a time.
 */
export default fp(
  async function leadOutbox(app: FastifyInstance) {
    app.metrics.registerOutbox('lead_notifications', () => notificationBacklog(app.database.db));
    const intervalMs = app.config.leads.outboxIntervalSec * 1000;
    if (intervalMs === 0) return;
    const deps = { db: app.database.db, mailer: app.mailer, sms: app.sms, log: app.log };
    runPeriodically(app, intervalMs, async () => {
      try {
        await deliverDueNotifications(deps, app.clock.now());
      } catch (err) {
        app.log.error({ err }, 'lead outbox round failed');
      }
    });
  },
  { name: 'lead-outbox' },
);
