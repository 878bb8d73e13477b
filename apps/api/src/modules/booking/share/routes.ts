import {
  idParamsSchema,
  messageCatalogue,
  sharedTripSchema,
  shareLinkCreatedSchema,
  shareLinkListSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth';
import { refusalSchema } from '../trips/schemas';
import { tripSmsSettingsOf } from '../trips/trip-sms';
import { createShareLink, listShareLinks, openSharedTrip, revokeShareLink } from './share-links';
import { textShareLink } from './share-sms';

const linkParamsSchema = idParamsSchema.extend({
  linkId: z.coerce.number().int().positive().max(2_147_483_647),
});
// In a header, not the path: the API's access logs and the proxies' never hold a token that shows a trip.
const tokenHeadersSchema = z.object({ 'x-share-token': z.string().max(64) });
const textedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    contacts: z.number().int().describe('the trusted contacts the link is for'),
    sent: z
      .number()
      .int()
      .describe('texts newly queued: a contact already sent this link is not sent it again'),
  }),
});
const changedSchema = z.object({ message: z.string(), code: z.string(), data: shareLinkCreatedSchema });
const revokedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ link: shareLinkListSchema.shape.items.element }),
});

// Per IP and per API process: a family refreshing the page is far below it; guessing tokens is not.
const sharedTripRateLimit = { max: 60, timeWindow: '1 minute' } as const;

/** The passenger's share links of a trip; mounted at /api/v3/user. */
export async function shareLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['share links'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('passenger');
  const now = () => app.clock.now();

  r.post(
    '/trips/:id/share-links',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Make a link others can follow the trip with (confirmed until a day after check-out)',
        params: idParamsSchema,
        response: { 201: changedSchema, 404: refusalSchema, 409: refusalSchema },
      },
    },
    async (request, reply) => {
      const data = await createShareLink(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        now: now(),
      });
      reply.code(201);
      return { message: messageCatalogue.shareLinkCreated.en, code: 'shareLinkCreated', data };
    },
  );

  r.get(
    '/trips/:id/share-links',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "List the trip's share links, whether each was opened and is alive",
        params: idParamsSchema,
        response: { 200: z.object({ data: shareLinkListSchema }), 404: refusalSchema },
      },
    },
    async (request) => ({
      data: await listShareLinks(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        now: now(),
      }),
    }),
  );

  r.delete(
    '/trips/:id/share-links/:linkId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Revoke a share link: it stops showing the trip at once',
        params: linkParamsSchema,
        response: { 200: revokedSchema, 404: refusalSchema },
      },
    },
    async (request) => ({
      message: messageCatalogue.shareLinkRevoked.en,
      code: 'shareLinkRevoked',
      data: await revokeShareLink(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        linkId: request.params.linkId,
        now: now(),
      }),
    }),
  );
  shareLinkSmsRoute(app);
}

/** The passenger texts a link to their trusted contacts; registered by shareLinkRoutes. */
function shareLinkSmsRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireUser('passenger');
  const tags = ['share links'];
  const security = [{ bearer: [] }];
  const now = () => app.clock.now();
  r.post(
    '/trips/:id/share-links/:linkId/sms',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Text a share link to the passenger's trusted contacts (once per contact and link)",
        params: linkParamsSchema,
        body: z.object({ token: z.string().max(64).describe('the link’s token, as shown when it was made') }),
        response: { 200: textedSchema, 404: refusalSchema, 409: refusalSchema },
      },
    },
    async (request) => ({
      message: messageCatalogue.shareLinkTexted.en,
      code: 'shareLinkTexted',
      data: await textShareLink(app.database.db, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        linkId: request.params.linkId,
        token: request.body.token,
        now: now(),
        settings: tripSmsSettingsOf(app.config),
      }),
    }),
  );
}

/** The trip a share link shows, for anyone holding its token (the x-share-token header); mounted at /api/v3. */
export async function sharedTripRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/shared-trip',
    {
      config: { rateLimit: sharedTripRateLimit },
      schema: {
        tags: ['share links'],
        security: [],
        summary:
          'The trip a share link shows: car, driver’s first name, places and status; no fare, no phone',
        headers: tokenHeadersSchema,
        response: { 200: z.object({ data: sharedTripSchema }), 404: refusalSchema, 429: refusalSchema },
      },
    },
    async (request, reply) => {
      const data = await openSharedTrip(app.database.db, {
        token: request.headers['x-share-token'],
        now: app.clock.now(),
      });
      // The token is a secret and the trip moves: no shared cache keeps it, and no search engine.
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
      return { data };
    },
  );
}
