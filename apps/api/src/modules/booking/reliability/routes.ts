import {
  driverCancelTripSchema,
  idParamsSchema,
  messageCatalogue,
  noShowReportStatuses,
  reliabilityViewSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth';
import { currentDriver } from '../../drivers';
import { refusalSchema } from '../trips/schemas';
import { publishTripEvents } from '../trips/trip-events';
import { tripSmsSettingsOf } from '../trips/trip-sms';
import { cancelTripAsDriver } from './driver-cancel';
import { reportNoShow } from './no-show';
import { reliabilityOfDriver } from './reliability-warning';

const givenBackSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ trip_id: z.number().int(), status: z.string(), bids_live_again: z.number().int() }),
});

const driverReliabilitySchema = z.object({
  data: reliabilityViewSchema.extend({
    verdict: z.enum(['ok', 'warn', 'pause']),
    warned_at: z.string().nullable().describe('set while the driver stands warned'),
  }),
});

const noShowReportSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    id: z.number().int(),
    trip_id: z.number().int(),
    status: z.enum(noShowReportStatuses),
    reported_at: z.string(),
  }),
});

/** The driver's side of DESIGN.md §17; mounted at /api/v3/driver. */
export async function driverReliabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireUser('driver');
  const base = { tags: ['driver'], security: [{ bearer: [] }] };

  r.post(
    '/trips/:id/cancel',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Give a booked trip back with a reason: it returns to bidding with its other bids, the passenger is told, and it counts against the driver',
        params: idParamsSchema,
        body: driverCancelTripSchema,
        response: { 200: givenBackSchema, 400: refusalSchema, 403: refusalSchema, 404: refusalSchema },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      const done = await cancelTripAsDriver(app.database.db, {
        driverId: driver.id,
        tripId: request.params.id,
        body: request.body,
        now: app.clock.now(),
        bidTtlMin: app.config.booking.bidTtlMin,
        sms: tripSmsSettingsOf(app.config),
      });
      await publishTripEvents(app, done.events);
      return {
        message: messageCatalogue.driverTripCancelled.en,
        code: 'driverTripCancelled',
        data: { trip_id: done.trip.id, status: done.trip.status, bids_live_again: done.revived.length },
      };
    },
  );

  r.get(
    '/reliability',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The driver's own reliability over 90 days, its verdict, and whether they stand warned",
        response: { 200: driverReliabilitySchema, 403: refusalSchema },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      return { data: await reliabilityOfDriver(app.database.db, driver.id, app.clock.now()) };
    },
  );
}

/** The passenger's side: "the driver did not come"; mounted at /api/v3/user. */
export async function passengerReliabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trips/:id/no-show',
    {
      onRequest: app.requireUser('passenger'),
      schema: {
        tags: ['trips'],
        security: [{ bearer: [] }],
        summary:
          'Report that the booked driver did not come (from 15 minutes after the pickup time, before check-in); staff decide',
        params: idParamsSchema,
        response: { 200: noShowReportSchema, 400: refusalSchema, 404: refusalSchema },
      },
    },
    async (request) => {
      const report = await reportNoShow(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        now: app.clock.now(),
      });
      return {
        message: messageCatalogue.noShowReported.en,
        code: 'noShowReported',
        data: {
          id: report.id,
          trip_id: report.tripId,
          status: report.status,
          reported_at: report.reportedAt.toISOString(),
        },
      };
    },
  );
}
