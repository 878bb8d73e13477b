import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { type ChannelSenders, standardChannels } from './channels';
import { deliverDueNotifications } from './deliver';
import { notificationBacklog } from './repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's channel senders: email and SMS here; another module registers push. */
    notificationChannels: ChannelSenders;
  }
}

/**
 * The notifications outbox of this API process: its channel senders, and delivery every
 * OUTBOX_INTERVAL_SEC (0: never; tests call deliverDueNotifications themselves). Several processes share
 * the work: each row is leased by one of them at a time.
 */
export default fp(
  async function notificationOutbox(app: FastifyInstance) {
    const channels = standardChannels({ mailer: app.mailer, sms: app.sms, db: app.database.db });
    app.decorate('notificationChannels', channels);
    app.metrics.registerOutbox('notifications', () => notificationBacklog(app.database.db, app.clock.now()));
    const intervalMs = app.config.leads.outboxIntervalSec * 1000;
    if (intervalMs === 0) return;
    const deps = { db: app.database.db, channels, log: app.log };
    runPeriodically(app, intervalMs, async () => {
      try {
        await deliverDueNotifications(deps, app.clock.now());
      } catch (err) {
        app.log.error({ err }, 'notification outbox round failed');
      }
    });
  },
  { name: 'notification-outbox' },
);
