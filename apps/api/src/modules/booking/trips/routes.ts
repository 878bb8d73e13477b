import {
  type CancelTrip,
  cancelTripSchema,
  checkInOutSchema,
  idParamsSchema,
  makeAirportRequestSchema,
  makeTripRequestSchema,
  messageCatalogue,
  tripCodeRefusalSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAnswer } from '../../../lib/answer-cache';
import { currentUser } from '../../auth';
import { idempotencyHeadersSchema } from '../../idempotency';
import { paymentGatewaysOf } from '../advance/advance-view';
import { staffAlertSettingsOf } from '../safety/routes';
import { listActiveReasons } from './cancel-reasons-repo';
import { type CancelMode, cancelTrip } from './cancel-trip';
import { checkInOut } from './check-in-out';
import { getTripDetail, listOngoing, listTrips } from './read-trips';
import { type PlannedTrip, planAirportTrip, planCarRentalTrip, requestTrip } from './request-trip';
import {
  cancelReasonsSchema,
  ongoingTripsSchema,
  refusalSchema,
  tripChangedSchema,
  tripDetailSchema,
  tripListRequestSchema,
  tripListSchema,
  tripRequestedSchema,
} from './schemas';
import { publishTripEvents, publishTripUpdated } from './trip-events';
import { toFullTripView } from './trip-extras';
import { tripSmsSettingsOf } from './trip-sms';

type TripRouteParts = {
  tags: string[];
  security: { bearer: never[] }[];
  onRequest: ReturnType<FastifyInstance['requireUser']>;
  now: () => Date;
  windowMinutes: number;
};

/** The passenger's trips; mounted at /api/v3/user. */
export default async function tripRoutes(app: FastifyInstance) {
  const tags = ['trips'];
  const security = [{ bearer: [] }];
  // onRequest, not preHandler: a missing token is 401 before the body is judged, and the
  // idempotency replay (preValidation) needs to know whose key it is.
  const onRequest = app.requireUser('passenger');
  // "Pickup in the future" is judged by the app's clock, which tests control.
  const now = () => app.clock.now();
  const windowMinutes = app.config.booking.cancelWindowMin;
  const parts = { tags, security, onRequest, now, windowMinutes };
  registerTripRequestRoutes(app, parts);
  registerTripReadRoutes(app, parts);
  registerTripChangeRoutes(app, parts);
  registerCheckInOutRoute(app, parts);
}

/** POST /trips and POST /airport-rental-request: a new trip, priced and saved as requested. */
function registerTripRequestRoutes(app: FastifyInstance, { tags, security, onRequest, now }: TripRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function createTrip(request: FastifyRequest, plan: PlannedTrip) {
    const passengerId = currentUser(request).id;
    const result = await app.idempotency.run(request, async (tx) => ({
      statusCode: 201,
      body: {
        message: messageCatalogue.tripRequested.en,
        code: 'tripRequested',
        data: await requestTrip(tx, { passengerId, plan, now: now() }),
      },
    }));
    if (!result.isReplay) await publishTripUpdated(app, [result.body.data.trip.id]);
    return result;
  }

  const createOptions = {
    onRequest,
    preValidation: app.idempotency.replay,
  };
  const createResponses = { 201: tripRequestedSchema, 400: refusalSchema };

  // POST /user/trips: a car-rental trip request (one way, round way, hourly), priced and saved as requested.
  r.post(
    '/trips',
    {
      ...createOptions,
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: makeTripRequestSchema({ now }),
        response: createResponses,
      },
    },
    async (request, reply) =>
      app.idempotency.send(reply, await createTrip(request, planCarRentalTrip(request.body))),
  );

  // POST /user/airport-rental-request: to or from one of the airports; `location` is the home end.
  r.post(
    '/airport-rental-request',
    {
      ...createOptions,
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: makeAirportRequestSchema({ now }),
        response: createResponses,
      },
    },
    async (request, reply) =>
      app.idempotency.send(reply, await createTrip(request, planAirportTrip(request.body))),
  );
}

/** GET /trips, /trips/:id, /ongoing-trips and /cancelled-reasons. */
function registerTripReadRoutes(
  app: FastifyInstance,
  { tags, security, onRequest, now, windowMinutes }: TripRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /user/trips: the passenger's trips, newest first, by ?status= and/or ?tab=upcoming|past|cancelled.
  r.get(
    '/trips',
    {
      onRequest,
      schema: { tags, security, querystring: tripListRequestSchema, response: { 200: tripListSchema } },
    },
    async (request, reply) => {
      const passengerId = currentUser(request).id;
      const { query } = request;
      const key = `${query.status ?? ''}|${query.tab ?? ''}|${query.page}|${query.per_page}`;
      const answer = await app.tripListCache.get(passengerId, key, app.clock.now().getTime(), async () =>
        // Encoded by the schema as the serialiser would (unknown keys dropped), once per load.
        tripListSchema.encode({ data: await listTrips(app.database.db, passengerId, query) }),
      );
      // Another passenger's list has the same address: a shared cache must not keep it, a phone may,
      // asking again each time (304 while unchanged).
      reply.header('vary', 'Authorization');
      await sendAnswer(request, reply, answer, 'private, no-cache');
    },
  );

  // GET /user/trips/{id}: one trip with its timeline and what cancelling may do now.
  r.get(
    '/trips/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: tripDetailSchema, 404: refusalSchema },
      },
    },
    async (request) => ({
      data: await getTripDetail(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        now: now(),
        windowMinutes,
        gateways: paymentGatewaysOf(app),
      }),
    }),
  );

  // GET /user/ongoing-trips: the home page's started trips and confirmed ones picking up within 24 h.
  r.get(
    '/ongoing-trips',
    { onRequest, schema: { tags, security, response: { 200: ongoingTripsSchema } } },
    async (request) => ({ data: await listOngoing(app.database.db, currentUser(request).id, now()) }),
  );

  // GET /user/cancelled-reasons: the reasons a passenger picks from when cancelling.
  r.get(
    '/cancelled-reasons',
    { onRequest, schema: { tags, security, response: { 200: cancelReasonsSchema } } },
    async () => ({ data: await listActiveReasons(app.database.db) }),
  );
}

/** Cancelling and asking to cancel. */
function registerTripChangeRoutes(
  app: FastifyInstance,
  { tags, security, onRequest, now, windowMinutes }: TripRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function cancel(mode: CancelMode, passengerId: number, body: CancelTrip) {
    const { trip, events } = await cancelTrip(app.database.db, {
      passengerId,
      body,
      mode,
      now: now(),
      windowMinutes,
    });
    await publishTripEvents(app, events);
    const done = mode === 'cancel' ? 'tripCancelled' : 'cancelRequested';
    return {
      message: messageCatalogue[done].en,
      code: done,
      data: { trip: await toFullTripView(app.database.db, trip) },
    };
  }
  const cancelSchema = {
    tags,
    security,
    body: cancelTripSchema,
    response: { 200: tripChangedSchema, 400: refusalSchema, 404: refusalSchema },
  };

  // POST /user/trips/cancelled: cancels a requested trip, or a confirmed one before the cancel window.
  r.post('/trips/cancelled', { onRequest, schema: cancelSchema }, async (request) =>
    cancel('cancel', currentUser(request).id, request.body),
  );

  // POST /user/trip-cancel-request: asks to cancel a confirmed trip inside the window; an admin decides.
  r.post('/trip-cancel-request', { onRequest, schema: cancelSchema }, async (request) =>
    cancel('request', currentUser(request).id, request.body),
  );
}

/** POST /user/check-in-out: check_in starts a confirmed trip (with the driver's trip code), check_out completes a started one. */
function registerCheckInOutRoute(app: FastifyInstance, { tags, security, onRequest, now }: TripRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/check-in-out',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: checkInOutSchema,
        response: {
          200: tripChangedSchema,
          400: z.union([tripCodeRefusalSchema, refusalSchema]),
          404: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await checkInOut(app.database.db, {
        passengerId: currentUser(request).id,
        body: request.body,
        now: now(),
        sms: tripSmsSettingsOf(app.config),
        alerts: staffAlertSettingsOf(app.config),
      });
      if (result.refused) {
        const { reason, attemptsLeft, locked } = result.refused;
        const key =
          reason === 'missing'
            ? 'tripCodeRequired'
            : reason === 'locked'
              ? 'tripCodeLocked'
              : 'tripCodeWrong';
        return reply.code(400).send({
          message: messageCatalogue[key].en,
          code: key,
          data: { attempts_left: attemptsLeft, locked },
        });
      }
      const trip = result.trip!;
      await publishTripUpdated(app, [trip.id]);
      const done = request.body.action === 'check_in' ? 'checkedIn' : 'checkedOut';
      return {
        message: messageCatalogue[done].en,
        code: done,
        data: { trip: await toFullTripView(app.database.db, trip) },
      };
    },
  );
}
