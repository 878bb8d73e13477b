import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AdjustableClock } from '../../lib/clock';
import devClockRoutes from './clock-routes';
import devDriverRoutes from './driver-routes';
import devRoutes from './routes';
import { isDevToolsEnabled } from './service';

/** The dev tools outside production (the SMS outbox; with DEV_CLOCK, the clock and the demo drivers). */
export default fp(
  async function dev(app: FastifyInstance, { adjustableClock }: { adjustableClock?: AdjustableClock }) {
    if (isDevToolsEnabled(app.config)) await app.register(devRoutes, { prefix: '/api/v3/dev' });
    if (adjustableClock) {
      await app.register(devClockRoutes, { prefix: '/api/v3/dev', clock: adjustableClock });
      await app.register(devDriverRoutes, { prefix: '/api/v3/dev' });
    }
  },
  { name: 'dev', dependencies: ['auth', 'drivers'] },
);
