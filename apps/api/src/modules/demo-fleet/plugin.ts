import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { runDemoDriveOnce } from './drive-round';
import { isDemoFleetOn, runDemoFleetOnce } from './fleet-round';

/**
 * Demo mode (never production): gives the demo drivers a past of booked trips on popular routes, lets
 * them bid on new trips and drive the ones they are booked on, a round every DEMO_FLEET_INTERVAL_MS in this API process (0: never;
 * tests call `runDemoFleetOnce` themselves), run by the app's job runner (src/plugins/jobs.ts).
 */
export default fp(
  async function demoFleet(app: FastifyInstance) {
    if (!isDemoFleetOn(app.config)) return;
    // Before the first round: the fleet's past, so fare guidance has bids to go by from the first visit.
    await seedDemoHistory(app.database.db, app.clock.now());
    app.jobs.add({
      name: 'demo-fleet',
      everyMs: app.config.demoFleetIntervalMs,
      round: async (now) => {
        const { placed } = await runDemoFleetOnce(app, now);
        if (placed.length > 0) app.log.info({ count: placed.length }, 'demo drivers bid');
      },
    });
    // Booked demo drivers set off, drive to the pickup and on to the drop-off (issue 43).
    app.jobs.add({
      name: 'demo-drive',
      everyMs: app.config.demoFleetIntervalMs,
      round: async (now) => {
        await runDemoDriveOnce(app, now);
      },
    });
  },
  { name: 'demo-fleet', dependencies: ['booking', 'drivers', 'settings'] },
);
