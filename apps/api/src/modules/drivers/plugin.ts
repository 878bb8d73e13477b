import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { driverLoginStanding } from './driver-standing';

/** Drivers: a suspended or not yet approved driver's login is refused (auth asks at each login). */
export default fp(
  async function drivers(app: FastifyInstance) {
    app.loginHooks.setStanding('driver', driverLoginStanding);
  },
  { name: 'drivers', dependencies: ['auth'] },
);
