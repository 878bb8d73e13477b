import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { advanceCaptured } from './advance/capture';
import { addAdvanceHoldJob } from './advance/lapse-job';
import { advanceRoutes } from './advance/routes';
import driverBidRoutes from './bids/driver-routes';
import passengerBidRoutes from './bids/passenger-routes';
import driverRoutes from './driver/routes';
import fareGuidanceCache from './fare-guidance/guidance-cache';
import fareGuidanceRoutes from './fare-guidance/routes';
import receiptRoutes from './receipts/routes';
import { driverReliabilityRoutes, passengerReliabilityRoutes } from './reliability/routes';
import reviewRoutes from './reviews/routes';
import { addGuardianJob, passengerGuardianRoutes } from './safety/guardian-routes';
import { realertOpenIncidents } from './safety/incidents';
import { driverSafetyRoutes, passengerSafetyRoutes, staffAlertSettingsOf } from './safety/routes';
import { sharedTripRoutes, shareLinkRoutes } from './share/routes';
import positionIngest from './tracking/position-ingest';
import { driverPositionRoutes, passengerPositionRoutes } from './tracking/routes';
import { addTrackingJobs } from './tracking/tracking-jobs';
import tripRoutes from './trips/routes';
import tripEvents from './trips/trip-events';
import tripListCache from './trips/trip-list-cache';
import { bookingPushFacts } from './trips/trip-pushes';
import { tripSmsSettingsOf } from './trips/trip-sms';

/**
 * Booking: trips, bids, reviews, the driver's trips, fare guidance, the trip events it sends, and the
 * trip in progress (tracking/: the driver's positions, their fan-out, the track and its jobs).
 */
export default fp(
  async function booking(app: FastifyInstance) {
    app.providePushTripFacts(bookingPushFacts);
    await app.register(tripEvents);
    await app.register(fareGuidanceCache);
    await app.register(tripListCache);
    await app.register(fareGuidanceRoutes, { prefix: '/api/v3' });
    await app.register(tripRoutes, { prefix: '/api/v3/user' });
    await app.register(passengerBidRoutes, { prefix: '/api/v3/user' });
    // An accepted bid that needs an advance holds its driver until paid or lapsed (advance/).
    await app.register(advanceRoutes, { prefix: '/api/v3/user' });
    app.payments.onCaptured('advance', advanceCaptured(tripSmsSettingsOf(app.config)));
    addAdvanceHoldJob(app);
    await app.register(reviewRoutes, { prefix: '/api/v3/user' });
    await app.register(receiptRoutes, { prefix: '/api/v3/user' });
    await app.register(shareLinkRoutes, { prefix: '/api/v3/user' });
    await app.register(sharedTripRoutes, { prefix: '/api/v3' });
    await app.register(driverRoutes, { prefix: '/api/v3/driver' });
    await app.register(driverBidRoutes, { prefix: '/api/v3/driver' });
    // Cancellations that cost and reliability (DESIGN.md §17, reliability/).
    await app.register(driverReliabilityRoutes, { prefix: '/api/v3/driver' });
    await app.register(passengerReliabilityRoutes, { prefix: '/api/v3/user' });
    await app.register(positionIngest);
    await app.register(driverPositionRoutes, { prefix: '/api/v3/driver' });
    await app.register(passengerPositionRoutes, { prefix: '/api/v3/user' });
    addTrackingJobs(app);
    await app.register(passengerSafetyRoutes, { prefix: '/api/v3/user' });
    await app.register(driverSafetyRoutes, { prefix: '/api/v3/driver' });
    // "Is everything all right?" during a trip, and staff alerted if it goes unanswered (safety/guardian-*.ts).
    await app.register(passengerGuardianRoutes, { prefix: '/api/v3/user' });
    addGuardianJob(app);
    // An open SOS nobody acknowledged alerts staff again every 2 minutes (safety/incidents.ts).
    const alerts = staffAlertSettingsOf(app.config);
    app.jobs.add({
      name: 'incident-realert',
      everyMs: app.config.incidentAlertCheckSec * 1000,
      round: async (now) => {
        await realertOpenIncidents(app.database.db, { now, alerts });
      },
    });
  },
  {
    name: 'booking',
    dependencies: [
      'auth',
      'cars',
      'drivers',
      'fares',
      'geo',
      'idempotency',
      'notifications',
      'payments',
      'promos',
      'push',
      'settings',
      'subscriptions',
    ],
  },
);
