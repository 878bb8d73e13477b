import { idParamsSchema, incidentViewSchema, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalSchema } from '../trips/schemas';
import { type StaffAlertSettings, toIncidentView } from './incidents';
import { markSafe, type Raiser, raiseSos } from './sos';

const incidentAnswerSchema = z.object({ message: z.string(), code: z.string(), data: incidentViewSchema });

type SosRouteParts = {
  onRequest: ReturnType<FastifyInstance['requireUser']>;
  who: (request: FastifyRequest) => Raiser | Promise<Raiser>;
  alerts: StaffAlertSettings;
  raiseSummary: string;
  safeSummary: string;
  errors: Record<number, typeof refusalSchema>;
};

/** POST /trips/{id}/sos and /trips/{id}/sos/safe for the passenger or the driver of a trip. */
export function registerSosRoutes(
  app: FastifyInstance,
  { onRequest, who, alerts, raiseSummary, safeSummary, errors }: SosRouteParts,
) {
  const tags = ['safety'];
  const security = [{ bearer: [] }];
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/trips/:id/sos',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: raiseSummary,
        params: idParamsSchema,
        response: { 200: incidentAnswerSchema, 201: incidentAnswerSchema, 400: refusalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { incident, isNew } = await raiseSos(app.database.db, {
        tripId: request.params.id,
        who: await who(request),
        now: app.clock.now(),
        alerts,
      });
      reply.code(isNew ? 201 : 200);
      return { message: messageCatalogue.sosRaised.en, code: 'sosRaised', data: toIncidentView(incident) };
    },
  );
  typed.post(
    '/trips/:id/sos/safe',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: safeSummary,
        params: idParamsSchema,
        response: { 200: incidentAnswerSchema, 400: refusalSchema, ...errors },
      },
    },
    async (request) => {
      const incident = await markSafe(app.database.db, {
        tripId: request.params.id,
        who: await who(request),
        now: app.clock.now(),
      });
      return {
        message: messageCatalogue.sosMarkedSafe.en,
        code: 'sosMarkedSafe',
        data: toIncidentView(incident),
      };
    },
  );
}
