import { driverBidSchema, idParamsSchema, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentDriver } from '../../drivers';
import { refusalSchema } from '../trips/schemas';
import { publishTripEvents } from '../trips/trip-events';
import { toBidView } from './bid-view';
import { placeBid } from './place-bid';
import { bidChangedSchema, bidPlacedSchema } from './schemas';
import { withdrawBid } from './withdraw-bid';

/** A driver's bids; mounted at /api/v3/driver. */
export default async function driverBidRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['driver'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('driver');

  // POST /driver/bids: a fare for a requested trip, or agreement to the passenger's offer; replaces
  // the driver's earlier bid on the trip.
  r.post(
    '/bids',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: driverBidSchema,
        response: { 201: bidPlacedSchema, 400: refusalSchema, 403: refusalSchema, 404: refusalSchema },
      },
    },
    async (request, reply) => {
      const driver = await currentDriver(app.database.db, request);
      const body = request.body;
      const placed = await placeBid(app, {
        driverId: driver.id,
        tripId: body.trip_id,
        ...('accept_offer' in body ? { acceptOffer: true } : { driverFare: body.driver_fare }),
        now: app.clock.now(),
      });
      return reply
        .code(201)
        .send({ message: messageCatalogue.bidPlaced.en, code: 'bidPlaced', data: placed });
    },
  );

  // DELETE /driver/bids/{id}: withdraws the driver's own live bid.
  r.delete(
    '/bids/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: bidChangedSchema, 400: refusalSchema, 403: refusalSchema, 404: refusalSchema },
      },
    },
    async (request) => {
      const driver = await currentDriver(app.database.db, request);
      const now = app.clock.now();
      const { bid, events } = await withdrawBid(app.database.db, {
        driverId: driver.id,
        bidId: request.params.id,
        now,
      });
      await publishTripEvents(app, events);
      return {
        message: messageCatalogue.bidWithdrawn.en,
        code: 'bidWithdrawn',
        data: { bid: toBidView(bid, now) },
      };
    },
  );
}
