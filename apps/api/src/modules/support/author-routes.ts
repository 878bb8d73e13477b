import multipart from '@fastify/multipart';
import {
  idParamsSchema,
  type Lang,
  MAX_TICKET_PICTURES,
  messageCatalogue,
  openTicketSchema,
  ticketRatingSchema,
  ticketReplySchema,
  ticketViewSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { MAX_PICTURE_BYTES } from '../../lib/picture';
import { readUploadedPicture } from '../../lib/picture-upload';
import { activeAccountOf, currentUser, refusalSchema } from '../auth';
import { staffAlertSettingsOf, ticketTripOf } from '../booking';
import { currentDriver } from '../drivers';
import { consumeUploadAllowance } from '../pictures';
import { getSupportSettings } from '../settings';
import {
  countPictures,
  findTicket,
  firstMessagesOf,
  insertPicture,
  listTicketsOfAuthor,
  lockTicket,
} from './repo';
import {
  isAuthor,
  openTicket,
  rateTicket,
  replyAsAuthor,
  type TicketAuthorRef,
  ticketNotFound,
} from './tickets';
import { authorView, ticketSummary } from './views';

// A passenger's tickets at /api/v3/user/tickets and a driver's at /api/v3/driver/tickets: open one (with
// one of their own trips), list theirs, read one with its thread, reply, add up to 3 pictures, and rate
// the answer once it is resolved. Another person's ticket reads as unknown (404).

const ticketAnswer = z.object({ message: z.string(), code: z.string(), data: ticketViewSchema });
const summarySchema = ticketViewSchema
  .omit({ messages: true, pictures: true })
  .extend({ excerpt: z.string() });

/** The language the person wrote in: Bangla when the web says so. */
export const requestLang = (request: FastifyRequest): Lang =>
  /^bn\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'bn' : 'en';

type Role = 'passenger' | 'driver';
type Who = { role: Role; userId: number };

export default async function authorTicketRoutes(app: FastifyInstance, { role }: { role: Role }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const who = async (request: FastifyRequest): Promise<Who> => {
    if (role === 'driver') await currentDriver(app.database.db, request);
    return { role, userId: currentUser(request).id };
  };
  registerOpenRoute(app, role);
  registerReadRoutes(app, role, who);
  registerReplyRoutes(app, role, who);
  registerPictureRoute(app, role, who);
}

const parts = (app: FastifyInstance, role: Role) => ({
  r: app.withTypeProvider<ZodTypeProvider>(),
  onRequest: app.requireUser(role),
  tags: ['support'],
  security: [{ bearer: [] }],
  whose: role === 'driver' ? "the driver's" : "the passenger's",
});

function registerOpenRoute(app: FastifyInstance, role: Role) {
  const { r, onRequest, tags, security, whose } = parts(app, role);
  r.post(
    '/tickets',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `Open a support ticket, on one of ${whose} trips or none`,
        body: openTicketSchema,
        response: {
          201: ticketAnswer,
          400: refusalSchema,
          401: refusalSchema,
          403: refusalSchema,
          404: refusalSchema,
          422: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const account = await activeAccountOf(db, currentUser(request).id);
      const driver = role === 'driver' ? await currentDriver(db, request) : null;
      const tripId = request.body.trip_id;
      const trip =
        tripId === undefined
          ? null
          : ((await ticketTripOf(
              db,
              tripId,
              driver ? { role: 'driver', driverId: driver.id } : { role: 'passenger', userId: account.id },
            )) ?? null);
      if (tripId !== undefined && !trip) throw refuse('tripNotFound', 404);
      if (request.body.category === 'lost_item' && role === 'passenger' && !trip)
        throw refuse('ticketTripNeeded');
      const author: TicketAuthorRef = {
        role,
        userId: account.id,
        mobile: account.mobile,
        lang: requestLang(request),
      };
      const ticket = await openTicket(db, {
        author,
        category: request.body.category,
        text: request.body.text,
        trip,
        settings: await getSupportSettings(db),
        alerts: staffAlertSettingsOf(app.config),
        now: app.clock.now(),
      });
      reply.code(201);
      return {
        message: messageCatalogue.ticketOpened.en,
        code: 'ticketOpened',
        data: await authorView(db, ticket),
      };
    },
  );
}

function registerReadRoutes(app: FastifyInstance, role: Role, who: (r: FastifyRequest) => Promise<Who>) {
  const { r, onRequest, tags, security, whose } = parts(app, role);
  r.get(
    '/tickets',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `${whose[0]!.toUpperCase()}${whose.slice(1)} support tickets, newest first`,
        response: { 200: z.object({ data: z.array(summarySchema) }), 401: refusalSchema, 403: refusalSchema },
      },
    },
    async (request) => {
      const me = await who(request);
      const rows = await listTicketsOfAuthor(app.database.db, me.role, me.userId);
      const first = await firstMessagesOf(
        app.database.db,
        rows.map((t) => t.id),
      );
      return {
        data: rows.map((t) => ({ ...ticketSummary(t), excerpt: (first.get(t.id) ?? '').slice(0, 140) })),
      };
    },
  );
  r.get(
    '/tickets/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `One of ${whose} tickets with its whole thread (never staff's internal notes)`,
        params: idParamsSchema,
        response: {
          200: z.object({ data: ticketViewSchema }),
          401: refusalSchema,
          403: refusalSchema,
          404: refusalSchema,
        },
      },
    },
    async (request) => {
      const ticket = await findTicket(app.database.db, request.params.id);
      if (!ticket || !isAuthor(ticket, await who(request))) throw ticketNotFound();
      return { data: await authorView(app.database.db, ticket) };
    },
  );
}

function registerReplyRoutes(app: FastifyInstance, role: Role, who: (r: FastifyRequest) => Promise<Who>) {
  const { r, onRequest, tags, security, whose } = parts(app, role);
  const errors = {
    400: refusalSchema,
    401: refusalSchema,
    403: refusalSchema,
    404: refusalSchema,
    409: refusalSchema,
    422: refusalSchema,
  };
  r.post(
    '/tickets/:id/replies',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `Reply on ${whose} ticket`,
        params: idParamsSchema,
        body: ticketReplySchema,
        response: { 200: ticketAnswer, ...errors },
      },
    },
    async (request) => {
      const ticket = await replyAsAuthor(app.database.db, {
        id: request.params.id,
        who: await who(request),
        text: request.body.text,
        now: app.clock.now(),
      });
      return {
        message: messageCatalogue.ticketReplySent.en,
        code: 'ticketReplySent',
        data: await authorView(app.database.db, ticket),
      };
    },
  );
  r.post(
    '/tickets/:id/rating',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `Rate the answer to ${whose} resolved ticket (1–5 and a comment)`,
        params: idParamsSchema,
        body: ticketRatingSchema,
        response: { 200: ticketAnswer, ...errors },
      },
    },
    async (request) => {
      const ticket = await rateTicket(app.database.db, {
        id: request.params.id,
        who: await who(request),
        rating: request.body.rating,
        comment: request.body.comment,
        now: app.clock.now(),
      });
      return {
        message: messageCatalogue.ticketRated.en,
        code: 'ticketRated',
        data: await authorView(app.database.db, ticket),
      };
    },
  );
}

function registerPictureRoute(app: FastifyInstance, role: Role, who: (r: FastifyRequest) => Promise<Who>) {
  const { r, onRequest, tags, security, whose } = parts(app, role);
  r.post(
    '/tickets/:id/pictures',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `Add a picture (field image) to ${whose} ticket, at most ${MAX_TICKET_PICTURES}`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: ticketAnswer,
          400: refusalSchema,
          401: refusalSchema,
          403: refusalSchema,
          404: refusalSchema,
          422: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const me = await who(request);
      const db = app.database.db;
      const seen = await findTicket(db, request.params.id);
      if (!seen || !isAuthor(seen, me)) throw ticketNotFound();
      if ((await countPictures(db, seen.id)) >= MAX_TICKET_PICTURES) throw refuse('ticketTooManyPictures');
      await consumeUploadAllowance(app, reply, `user:${me.userId}`, app.config.uploadLimits.userPerHour);
      const sizes = await readUploadedPicture(request, 'tickets');
      const urls = await Promise.all(sizes.map((s) => app.storage.put(s.key, s.body, 'image/webp')));
      const now = app.clock.now();
      const ticket = await db.transaction(async (tx) => {
        const locked = await lockTicket(tx, seen.id);
        // Counted again under the lock: two uploads at once cannot make a fourth picture.
        if (!locked || (await countPictures(tx, locked.id)) >= MAX_TICKET_PICTURES)
          throw refuse('ticketTooManyPictures');
        await insertPicture(tx, locked.id, urls[0]!, now);
        return locked;
      });
      return {
        message: messageCatalogue.ticketPictureAdded.en,
        code: 'ticketPictureAdded',
        data: await authorView(db, ticket),
      };
    },
  );
}
