import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChannelSenders, standardChannels } from './channels';
import { createOutboxWorker } from './deliver';
import preferenceRoutes from './preference-routes';
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
 * the work: each row is leased by one of them at a time. A round only starts deliveries: a slow one
 * keeps its place until its deadline while the next rounds send the rest. Passengers and drivers choose
 * their text messages at the preference routes.
 */
export default fp(
  async function notificationOutbox(app: FastifyInstance) {
    await app.register(preferenceRoutes, { prefix: '/api/v3/user', role: 'passenger' });
    await app.register(preferenceRoutes, { prefix: '/api/v3/driver', role: 'driver' });
    const channels = standardChannels({
      mailer: app.mailer,
      sms: app.sms,
      db: app.database.db,
      sendTimeoutMs: app.config.outbox.sendTimeoutMs,
    });
    app.decorate('notificationChannels', channels);
    app.metrics.registerOutbox('notifications', () => notificationBacklog(app.database.db, app.clock.now()));
    const intervalMs = app.config.leads.outboxIntervalSec * 1000;
    if (intervalMs === 0) return;
    const worker = createOutboxWorker({ db: app.database.db, channels, log: app.log });
    app.jobs.add({ name: 'notification-outbox', everyMs: intervalMs, round: (now) => worker.fill(now) });
    // After the runner's own preClose (no round starts any more): what is in flight ends now.
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'notifications', dependencies: ['auth'] },
);
