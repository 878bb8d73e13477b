import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { runExpiryRound } from './expiry-job';

/**
 * Runs the trip expiry job every EXPIRY_INTERVAL_SEC in this API process (0: never; tests call
 * `runExpiryOnce` or `runExpiryRound` themselves). Starts when the app is ready and stops, waiting
 * for a round in progress, before the database closes.
 */
export default fp(
  async function scheduler(app: FastifyInstance) {
    const intervalMs = app.config.expiryIntervalSec * 1000;
    if (intervalMs === 0) return;
    runPeriodically(app, intervalMs, async () => {
      try {
        await runExpiryRound(app, app.clock.now());
      } catch (err) {
        app.log.error({ err }, 'trip expiry round failed');
      }
    });
  },
  { name: 'scheduler' },
);
