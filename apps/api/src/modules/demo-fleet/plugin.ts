import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { runPeriodically } from '../../lib/periodic-job';
import { isDemoFleetOn, runDemoFleetOnce } from './fleet-round';

/**
 * Demo mode (never production): gives the demo drivers a past of booked trips on popular routes, and
 * lets them bid on new trips, a round every DEMO_FLEET_INTERVAL_MS in this API process (0: never;
 * tests call `runDemoFleetOnce` themselves).
 * Starts when the app is ready and stops, waiting for a round in progress, before the database closes.
 */
export default fp(
  async function demoFleet(app: FastifyInstance) {
    if (!isDemoFleetOn(app.config)) return;
    // Before the first round: the fleet's past, so fare guidance has bids to go by from the first visit.
    await seedDemoHistory(app.database.db, app.clock.now());
    const intervalMs = app.config.demoFleetIntervalMs;
    if (intervalMs === 0) return;
    runPeriodically(app, intervalMs, async () => {
      try {
        const { placed } = await runDemoFleetOnce(app, app.clock.now());
        if (placed.length > 0) app.log.info({ count: placed.length }, 'demo drivers bid');
      } catch (err) {
        app.log.error({ err }, 'demo fleet round failed');
      }
    });
  },
  { name: 'demo-fleet', dependencies: ['booking', 'drivers', 'settings'] },
);
