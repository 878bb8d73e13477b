import {
  boardMemberSchema,
  contentPageKeys,
  contentPageSchema,
  newsroomSchema,
  pagedSchema,
  paginationQuerySchema,
  testimonialSchema,
  tutorialSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContentRouteParts, envelope } from './content-route-parts';
import * as repo from './repo';
import * as view from './views';

const pageParamsSchema = z.object({ key: z.enum(contentPageKeys) });

/** GET /get/newsrooms. */
export function registerNewsroomRoutes(app: FastifyInstance, { tags, db, send }: ContentRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/get/newsrooms',
    {
      schema: {
        tags,
        summary: 'News about us',
        querystring: paginationQuerySchema,
        response: { 200: envelope(pagedSchema(newsroomSchema)) },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage } = request.query;
      return send(request, reply, async (at) => {
        const { rows, total } = await repo.listNewsrooms(db(), at, { page, perPage });
        return { items: rows.map(view.newsroomView), page, per_page: perPage, total };
      });
    },
  );
}

/** GET /get/passenger-speaks, /get/board-of-management, /get/tutorials and /get/pages/:key. */
export function registerPageRoutes(app: FastifyInstance, { tags, db, send, orNotFound }: ContentRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/get/passenger-speaks',
    { schema: { tags, summary: 'Testimonials', response: { 200: envelope(z.array(testimonialSchema)) } } },
    (request, reply) =>
      send(request, reply, async (at) => (await repo.listTestimonials(db(), at)).map(view.testimonialView)),
  );

  r.get(
    '/get/board-of-management',
    {
      schema: {
        tags,
        summary: 'Board of management',
        response: { 200: envelope(z.array(boardMemberSchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async () => (await repo.listBoardMembers(db())).map(view.boardMemberView)),
  );

  r.get(
    '/get/tutorials',
    {
      schema: {
        tags,
        summary: 'How-to guides for passengers and drivers',
        response: { 200: envelope(z.array(tutorialSchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) => (await repo.listTutorials(db(), at)).map(view.tutorialView)),
  );

  r.get(
    '/get/pages/:key',
    {
      schema: {
        tags,
        summary: 'About, terms or privacy',
        params: pageParamsSchema,
        response: { 200: envelope(contentPageSchema) },
      },
    },
    (request, reply) =>
      send(request, reply, async () =>
        view.contentPageView(
          await orNotFound(repo.findContentPage(db(), request.params.key), 'pageNotFound'),
        ),
      ),
  );
}
