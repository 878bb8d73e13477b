import { driverReviewQuerySchema, idParamsSchema, messageCatalogue, tripReviewSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth';
import { refusalSchema } from '../trips/schemas';
import { publishTripUpdated } from '../trips/trip-events';
import { getDriverReviews } from './driver-reviews';
import { reviewTrip } from './review-trip';
import { driverReviewsSchema, reviewSavedSchema } from './schemas';

/** Reviews of drivers; mounted at /api/v3/user. */
export default async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('passenger');

  // POST /user/get-driver-review: a driver's rating summary and newest reviews (before accepting a bid).
  r.post(
    '/get-driver-review',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: driverReviewQuerySchema,
        response: { 200: driverReviewsSchema, 404: refusalSchema },
      },
    },
    async (request) => ({ data: await getDriverReviews(app.database.db, request.body.driver_id) }),
  );

  // POST /user/trips/{id}/review: rates the driver of a completed trip, once.
  r.post(
    '/trips/:id/review',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: tripReviewSchema,
        response: { 201: reviewSavedSchema, 400: refusalSchema, 404: refusalSchema },
      },
    },
    async (request, reply) => {
      const data = await reviewTrip(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        body: request.body,
        now: app.clock.now(),
      });
      await publishTripUpdated(app, [data.review.trip_id]);
      return reply.code(201).send({ message: messageCatalogue.reviewSaved.en, code: 'reviewSaved', data });
    },
  );
}
