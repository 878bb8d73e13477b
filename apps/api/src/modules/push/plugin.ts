import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebPushSender, type PushSender } from '../../adapters/push/index';
import { forgetDevicesOfLogin } from './forget-devices';
import { pushChannel } from './push-channel';
import pushRoutes from './routes';
import type { TripPushFacts } from './trip-facts';
import { resolveVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking gives the push channel what a digest of bids counts when it is sent (trip-facts.ts). */
    providePushTripFacts: (facts: TripPushFacts) => void;
    /** Web Push, or null when it is off (production without VAPID keys, or PUSH_PROVIDER=off). */
    pushSender: PushSender | null;
  }
}

/** The sender, when push is on, and the outbox's push channel through it. */
async function pushSender(
  app: FastifyInstance,
  agent: Agent | undefined,
  tripFacts: () => TripPushFacts,
): Promise<PushSender | null> {
  const config = app.config.push;
  if (!config.enabled) return null;
  const vapid = await resolveVapidKeys(app.database.db, config, app.clock.now());
  const sender = createWebPushSender(vapid, { agent });
  app.notificationChannels.register(
    pushChannel({
      db: app.database.db,
      sender,
      now: () => app.clock.now(),
      services: app.config.pushServices,
      tripFacts,
    }),
  );
  return sender;
}

/**
 * Web Push: the sender (`agent`: how it reaches the push services), the devices' routes, and a logout
 * that also ends what the login's device hears by push.
 */
export default fp(
  async function push(app: FastifyInstance, opts: { agent?: Agent }) {
    let tripFacts: TripPushFacts | undefined;
    app.decorate('providePushTripFacts', (facts: TripPushFacts) => {
      tripFacts = facts;
    });
    const factsGiven = () => {
      if (!tripFacts) throw new Error('no module gave the push channel its trip facts');
      return tripFacts;
    };
    app.decorate('pushSender', await pushSender(app, opts.agent, factsGiven));
    app.loginHooks.onLogout(forgetDevicesOfLogin);
    await app.register(pushRoutes, { prefix: '/api/v3/user', role: 'passenger' });
    await app.register(pushRoutes, { prefix: '/api/v3/driver', role: 'driver' });
  },
  { name: 'push', dependencies: ['auth', 'notifications', 'settings'] },
);
