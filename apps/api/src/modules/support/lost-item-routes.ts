import {
  idParamsSchema,
  lostItemAnswerSchema,
  lostItemQueryViewSchema,
  messageCatalogue,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, refusalSchema } from '../auth';
import { staffAlertSettingsOf } from '../booking';
import { currentDriver } from '../drivers';
import { findTicket, listLostItemsOfDriver } from './repo';
import { answerLostItem, ticketNotFound } from './tickets';
import { lostItemView } from './views';

// Lost items (issue 46): a passenger's lost-item ticket on a completed trip reaches that trip's driver,
// who answers found or not found. Mounted at /api/v3/driver. The driver never sees the passenger's number.

export default async function lostItemRoutes(app: FastifyInstance) {
  registerReadRoutes(app);
  registerAnswerRoute(app);
}

function partsOf(app: FastifyInstance) {
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    onRequest: app.requireUser('driver'),
    tags: ['support'],
    security: [{ bearer: [] }],
    /** The signed-in driver's account, once their profile is known to be in good standing. */
    driverUserId: async (request: Parameters<typeof currentUser>[0]) => {
      await currentDriver(app.database.db, request);
      return currentUser(request).id;
    },
  };
}

function registerReadRoutes(app: FastifyInstance) {
  const { r, onRequest, tags, security, driverUserId } = partsOf(app);

  r.get(
    '/lost-items',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Lost-item tickets on the driver's completed trips, newest first",
        response: {
          200: z.object({ data: z.array(lostItemQueryViewSchema) }),
          401: refusalSchema,
          403: refusalSchema,
        },
      },
    },
    async (request) => {
      const rows = await listLostItemsOfDriver(app.database.db, await driverUserId(request));
      return { data: await Promise.all(rows.map((t) => lostItemView(app.database.db, t))) };
    },
  );

  r.get(
    '/lost-items/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One lost-item ticket on one of the driver’s trips',
        params: idParamsSchema,
        response: {
          200: z.object({ data: lostItemQueryViewSchema }),
          401: refusalSchema,
          403: refusalSchema,
          404: refusalSchema,
        },
      },
    },
    async (request) => {
      const ticket = await findTicket(app.database.db, request.params.id);
      if (!ticket || ticket.lostItemDriverUserId !== (await driverUserId(request))) throw ticketNotFound();
      return { data: await lostItemView(app.database.db, ticket) };
    },
  );
}

function registerAnswerRoute(app: FastifyInstance) {
  const { r, onRequest, tags, security, driverUserId } = partsOf(app);
  r.post(
    '/lost-items/:id/answer',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The driver answers whether they found the item (the passenger is told)',
        params: idParamsSchema,
        body: lostItemAnswerSchema,
        response: {
          200: z.object({ message: z.string(), code: z.string(), data: lostItemQueryViewSchema }),
          400: refusalSchema,
          401: refusalSchema,
          403: refusalSchema,
          404: refusalSchema,
          422: refusalSchema,
        },
      },
    },
    async (request) => {
      const { brand, siteUrl } = staffAlertSettingsOf(app.config);
      const ticket = await answerLostItem(app.database.db, {
        id: request.params.id,
        driverUserId: await driverUserId(request),
        answer: request.body.answer,
        text: request.body.text,
        settings: { brand, siteUrl },
        now: app.clock.now(),
      });
      return {
        message: messageCatalogue.lostItemAnswered.en,
        code: 'lostItemAnswered',
        data: await lostItemView(app.database.db, ticket),
      };
    },
  );
}
