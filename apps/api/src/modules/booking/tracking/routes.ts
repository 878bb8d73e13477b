import {
  idParamsSchema,
  messageCatalogue,
  positionBatchBodySchema,
  positionRefusalField,
  positionRefusalFields,
  positionViewSchema,
  toPositionView,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../../lib/errors';
import { currentUser } from '../../auth';
import { currentDriver } from '../../drivers';
import { refusalSchema } from '../trips/schemas';
import { latestPositionForPassenger } from './latest-position';
import { acceptDriverPositions } from './publish-positions';

const positionsAcceptedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    accepted: z.number().int().describe('points stored as the trip’s latest (viewers were sent the newest)'),
    kept: z.number().int().describe('of them, the points kept in the thinned track'),
    refused: z
      .array(
        z.object({
          index: z.number().int(),
          field: z.string(),
          code: z.string(),
          message: z.string(),
        }),
      )
      .describe('points of the batch that were refused and not stored, by their index'),
  }),
});

const latestPositionSchema = z.object({
  data: z.object({
    tracking: z.boolean().describe('whether the trip takes positions now (from "on my way" to check-out)'),
    position: positionViewSchema.nullable().describe('the newest accepted point, if any'),
  }),
});

/** POST /driver/trips/{id}/positions; mounted at /api/v3/driver. */
export async function driverPositionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trips/:id/positions',
    {
      onRequest: app.requireUser('driver'),
      schema: {
        tags: ['driver'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: positionBatchBodySchema,
        response: {
          200: positionsAcceptedSchema,
          400: refusalSchema,
          403: refusalSchema,
          404: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request) => {
      await currentDriver(app.database.db, request);
      const result = await acceptDriverPositions(app, {
        driverUserId: currentUser(request).id,
        tripId: request.params.id,
        points: request.body.points,
        durable: true,
      });
      const refused = result.refused.map(({ index, reason }) => {
        const key = positionRefusalFields[reason].message;
        return { index, field: positionRefusalField(reason), code: key, message: messageCatalogue[key].en };
      });
      if (result.accepted.length === 0) {
        // Nothing stored: the batch is refused, each point's fault under its field.
        const errors: Record<string, string[]> = {};
        for (const r of refused) {
          const field = `points.${r.index}.${r.field}`;
          errors[field] = [...(errors[field] ?? []), r.message];
        }
        throw refuse('validationError', 422, errors);
      }
      return {
        message: messageCatalogue.positionsAccepted.en,
        code: 'positionsAccepted',
        data: { accepted: result.accepted.length, kept: result.kept.length, refused },
      };
    },
  );
}

/** GET /user/trips/{id}/position; mounted at /api/v3/user. */
export async function passengerPositionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/trips/:id/position',
    {
      onRequest: app.requireUser('passenger'),
      schema: {
        tags: ['trips'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: latestPositionSchema, 404: refusalSchema },
      },
    },
    async (request) => {
      const latest = await latestPositionForPassenger(app.database.db, {
        tripId: request.params.id,
        passengerId: currentUser(request).id,
      });
      return {
        data: {
          tracking: latest.tracking,
          position: latest.position ? toPositionView(latest.position) : null,
        },
      };
    },
  );
}
