import {
  driverEarningsSchema,
  driverSummaryQuerySchema,
  idParamsSchema,
  messageCatalogue,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentDriver } from '../../drivers';
import { driverTripsQuerySchema } from '../bids/schemas';
import { refusalSchema } from '../trips/schemas';
import { publishTripUpdated } from '../trips/trip-events';
import { tripSmsSettingsOf } from '../trips/trip-sms';
import { summariseDriver } from './driver-summary';
import { listTripsOfDriver } from './driver-trips';
import { driverEarnings } from './earnings';
import { markArrived } from './mark-arrived';
import { markOnMyWay } from './mark-on-my-way';
import { listOpenTripsForDriver } from './open-trips';
import {
  arrivedSchema,
  driverSummaryResponseSchema,
  driverTripListSchema,
  openTripListSchema,
  openTripsQuerySchema,
} from './trip-schemas';

/** The driver's trips; mounted at /api/v3/driver (bids are in ../bids/driver-routes.ts). */
export default async function driverRoutes(app: FastifyInstance) {
  registerTripListRoutes(app);
  registerTripRoutes(app);
  registerEarningsRoute(app);
  registerTripStepRoutes(app);
}

/** GET /earnings: per Dhaka month, the gross, the advances Pothik collected for the driver, and cash. */
function registerEarningsRoute(app: FastifyInstance) {
  const { r, tags, security, onRequest, errors } = routeParts(app);
  r.get(
    '/earnings',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Your earnings per month: no commission; gross, advances Pothik collected for you, and cash',
        querystring: z.object({ months: z.coerce.number().int().min(1).max(24).default(6) }),
        response: { 200: z.object({ data: driverEarningsSchema }), ...errors },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      return {
        data: await driverEarnings(app.database.db, driver.id, {
          months: request.query.months,
          now: app.clock.now(),
        }),
      };
    },
  );
}

/** What each of these routes declares: the document's tags and security, the driver guard, the 403. */
function routeParts(app: FastifyInstance) {
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    tags: ['driver'],
    security: [{ bearer: [] }],
    onRequest: app.requireUser('driver'),
    errors: { 403: refusalSchema },
  };
}

/** GET /open-trips and GET /trips. */
function registerTripListRoutes(app: FastifyInstance) {
  const { r, tags, security, onRequest, errors } = routeParts(app);

  // GET /driver/open-trips: requested trips of the driver's car type still ahead, with the driver's own bid;
  // ?sort=newest lists the newest requests first (a new one is never past the first page).
  r.get(
    '/open-trips',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: openTripsQuerySchema,
        response: { 200: openTripListSchema, ...errors },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      return {
        data: await listOpenTripsForDriver(
          app.database.db,
          driver,
          request.query,
          app.clock.now(),
          app.config.booking.cancelWindowMin,
        ),
      };
    },
  );

  // GET /driver/trips: the driver's bids with their trips, newest first; ?status=accepted lists the bookings.
  r.get(
    '/trips',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: driverTripsQuerySchema,
        response: { 200: driverTripListSchema, ...errors },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      return { data: await listTripsOfDriver(app.database.db, driver, request.query, app.clock.now()) };
    },
  );
}

/** GET /summary. */
function registerTripRoutes(app: FastifyInstance) {
  const { r, tags, security, onRequest, errors } = routeParts(app);

  // GET /driver/summary: rating, newest reviews, and a Dhaka month's completed trips and earnings.
  r.get(
    '/summary',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: driverSummaryQuerySchema,
        response: { 200: driverSummaryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      return {
        data: await summariseDriver(app.database.db, driver, {
          month: request.query.month,
          now: app.clock.now(),
        }),
      };
    },
  );
}

/** POST /trips/{id}/on-my-way and POST /trips/{id}/arrived: the steps of a booked trip before check-in. */
function registerTripStepRoutes(app: FastifyInstance) {
  const { r, tags, security, onRequest, errors } = routeParts(app);
  const stepSchema = {
    tags,
    security,
    params: idParamsSchema,
    response: { 200: arrivedSchema, 400: refusalSchema, 404: refusalSchema, ...errors },
  };

  // POST /driver/trips/{id}/on-my-way: the booked driver set off; the passenger can follow the car from now.
  r.post('/trips/:id/on-my-way', { onRequest, schema: stepSchema }, async (request) => {
    const driver = await currentDriver(app.database.db, request);
    const trip = await markOnMyWay(app.database.db, {
      driverId: driver.id,
      tripId: request.params.id,
      now: app.clock.now(),
      sms: tripSmsSettingsOf(app.config),
    });
    await publishTripUpdated(app, [trip.id]);
    return { message: messageCatalogue.driverOnMyWay.en, code: 'driverOnMyWay', data: { trip } };
  });

  // POST /driver/trips/{id}/arrived: the booked driver is at the pickup; the passenger sees it in the timeline.
  r.post('/trips/:id/arrived', { onRequest, schema: stepSchema }, async (request) => {
    const driver = await currentDriver(app.database.db, request);
    const trip = await markArrived(app.database.db, {
      driverId: driver.id,
      tripId: request.params.id,
      now: app.clock.now(),
      sms: tripSmsSettingsOf(app.config),
    });
    await publishTripUpdated(app, [trip.id]);
    return { message: messageCatalogue.driverArrived.en, code: 'driverArrived', data: { trip } };
  });
}
