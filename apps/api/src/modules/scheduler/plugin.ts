import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../idempotency/idempotency';
import { deleteKeysBefore } from '../idempotency/repo';
import { publishTripUpdated } from '../trips/trip-events';
import { runExpiryOnce } from './expiry-job';

/**
 * Runs the trip expiry job every EXPIRY_INTERVAL_SEC in this API process (0: never; tests call
 * `runExpiryOnce` themselves). Starts when the app is ready and stops, waiting for a round in
 * progress, before the database closes.
 */
export default fp(
  async function scheduler(app: FastifyInstance) {
    const intervalMs = app.config.expiryIntervalSec * 1000;
    if (intervalMs === 0) return;
    runPeriodically(app, intervalMs, async () => {
      const now = app.clock.now();
      try {
        const { expiredTripIds } = await runExpiryOnce(app.database.db, now);
        if (expiredTripIds.length > 0) app.log.info({ count: expiredTripIds.length }, 'trips expired');
        await publishTripUpdated(app, expiredTripIds);
        await deleteKeysBefore(
          app.database.db,
          new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000),
        );
      } catch (err) {
        app.log.error({ err }, 'trip expiry round failed');
      }
    });
  },
  { name: 'scheduler' },
);
