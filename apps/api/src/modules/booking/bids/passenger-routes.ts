import { acceptBidSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth';
import { idempotencyHeadersSchema } from '../../idempotency';
import { refusalSchema } from '../trips/schemas';
import { acceptBid } from './accept-bid';
import { listBidsForPassenger } from './bid-list';
import { bidAcceptedSchema, bidListSchema, tripIdParamsSchema } from './schemas';

/** The passenger's side of bidding; mounted at /api/v3/user. */
export default async function passengerBidRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bids'];
  const security = [{ bearer: [] }];
  // onRequest: 401 before the body is judged, and the idempotency replay needs the user.
  const onRequest = app.requireUser('passenger');

  // GET /user/bid-list/{tripId}: the live bids on the passenger's trip (the web polls it when the socket is down).
  r.get(
    '/bid-list/:tripId',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: tripIdParamsSchema,
        response: { 200: bidListSchema, 404: refusalSchema },
      },
    },
    async (request) => ({
      data: await listBidsForPassenger(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.tripId,
        now: app.clock.now(),
      }),
    }),
  );

  // POST /user/accept-bid: books the driver and stores the fare; of concurrent accepts on a trip one wins.
  r.post(
    '/accept-bid',
    {
      onRequest,
      preValidation: app.idempotency.replay,
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: acceptBidSchema,
        response: { 200: bidAcceptedSchema, 400: refusalSchema, 404: refusalSchema },
      },
    },
    async (request, reply) => app.idempotency.send(reply, await acceptBid(app, request, request.body)),
  );
}
