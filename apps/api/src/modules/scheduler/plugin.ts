import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { runExpiryRound } from './expiry-job';
import { runHousekeeping } from './housekeeping-job';

/**
 * Runs the trip expiry job every EXPIRY_INTERVAL_SEC and the housekeeping every
 * HOUSEKEEPING_INTERVAL_SEC in this API process (0: never; tests call the jobs themselves). Each starts
 * when the app is ready and stops, waiting for a round in progress, before the database closes.
 */
export default fp(
  async function scheduler(app: FastifyInstance) {
    const expiryMs = app.config.expiryIntervalSec * 1000;
    if (expiryMs > 0) {
      runPeriodically(app, expiryMs, async () => {
        try {
          await runExpiryRound(app, app.clock.now());
        } catch (err) {
          app.log.error({ err }, 'trip expiry round failed');
        }
      });
    }
    const housekeepingMs = app.config.housekeepingIntervalSec * 1000;
    if (housekeepingMs > 0) {
      runPeriodically(app, housekeepingMs, async () => {
        try {
          await runHousekeeping(app.database.db, app.clock.now());
        } catch (err) {
          app.log.error({ err }, 'housekeeping round failed');
        }
      });
    }
  },
  { name: 'scheduler', dependencies: ['auth', 'booking', 'idempotency', 'leads', 'notifications'] },
);
