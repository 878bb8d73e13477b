import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runExpiryRound } from './expiry-job';
import { runHousekeeping } from './housekeeping-job';

/**
 * The trip expiry job, every EXPIRY_INTERVAL_SEC, and the housekeeping, every HOUSEKEEPING_INTERVAL_SEC
 * (0: never; tests call the rounds themselves), run by the app's job runner (src/plugins/jobs.ts).
 */
export default fp(
  async function scheduler(app: FastifyInstance) {
    app.jobs.add({
      name: 'trip-expiry',
      everyMs: app.config.expiryIntervalSec * 1000,
      round: async (now) => {
        await runExpiryRound(app, now);
      },
    });
    app.jobs.add({
      name: 'housekeeping',
      everyMs: app.config.housekeepingIntervalSec * 1000,
      round: (now) => runHousekeeping(app.database.db, now),
    });
  },
  { name: 'scheduler', dependencies: ['auth', 'booking', 'idempotency', 'leads', 'notifications'] },
);
