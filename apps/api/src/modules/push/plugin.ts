import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebPushSender, type PushSender } from '../../adapters/push/index';
import { pushChannel } from './push-channel';
import { resolveVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push, or null when it is off (production without VAPID keys, or PUSH_PROVIDER=off). */
    pushSender: PushSender | null;
  }
}

export default fp(
  async function push(app: FastifyInstance, opts: { agent?: Agent }) {
    const config = app.config.push;
    if (!config.enabled) {
      app.decorate('pushSender', null);
      return;
    }
    const vapid = await resolveVapidKeys(app.database.db, config, app.clock.now());
    const sender = createWebPushSender(vapid, { agent: opts.agent });
    app.decorate('pushSender', sender);
    app.notificationChannels.register(
      pushChannel({
        db: app.database.db,
        sender,
        now: () => app.clock.now(),
        services: app.config.pushServices,
      }),
    );
  },
  { name: 'push', dependencies: ['notification-outbox'] },
);
