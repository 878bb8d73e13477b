import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getDriverPaperSettings } from '../settings';
import { signUpDriver } from './driver-accounts';
import { driverLoginStanding } from './driver-standing';
import { paperExpiryRound, paperRetentionRound } from './papers-jobs';
import paperRoutes, { paperPictureRoutes } from './papers-routes';

const HOUR_MS = 3_600_000;

/**
 * Drivers: a suspended or not yet approved driver's login is refused (auth asks at each login), and a
 * new driver signs up with their first code (an applicant until their papers are approved); a
 * driver's papers, their private pictures, and the jobs that remind of expiries, pause on one, and
 * delete a departed driver's papers after the retention setting (DESIGN.md §17).
 */
export default fp(
  async function drivers(app: FastifyInstance) {
    app.loginHooks.setStanding('driver', driverLoginStanding);
    app.loginHooks.setSignUp('driver', signUpDriver);
    await app.register(paperRoutes, { prefix: '/api/v3/driver' });
    await app.register(paperPictureRoutes, { prefix: '/api/v3' });
    const deps = { db: app.database.db, brand: app.config.brand.name };
    app.jobs.add({
      name: 'paper-expiry',
      everyMs: 10 * 60_000,
      round: async (now) => {
        await paperExpiryRound(deps, now);
      },
    });
    app.jobs.add({
      name: 'paper-retention',
      everyMs: 6 * HOUR_MS,
      round: async (now) => {
        const { retention_days } = await getDriverPaperSettings(app.database.db);
        await paperRetentionRound(app.database.db, retention_days, now);
      },
    });
  },
  { name: 'drivers', dependencies: ['auth', 'notifications', 'push', 'settings'] },
);
