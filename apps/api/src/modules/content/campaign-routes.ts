import {
  campaignPopupSchema,
  faqItemSchema,
  offerCategorySchema,
  offerSchema,
  pagedSchema,
  paginationQuerySchema,
  rowIdSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContentRouteParts, envelope } from './content-route-parts';
import * as repo from './repo';
import * as view from './views';

const offerListQuerySchema = paginationQuerySchema.extend({ category: z.string().trim().max(80).optional() });
const faqParamsSchema = z.object({ id: z.union([z.literal('general'), rowIdSchema]) });
const offerParamsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });

/** GET /get/offers, /get/offer/:idOrSlug and /get/offer_category. */
export function registerCampaignRoutes(
  app: FastifyInstance,
  { tags, db, send, orNotFound }: ContentRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/get/offers',
    {
      schema: {
        tags,
        summary: 'Campaigns: running first, then scheduled, then ended',
        querystring: offerListQuerySchema,
        response: { 200: envelope(pagedSchema(offerSchema)) },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage, category } = request.query;
      return send(request, reply, async (at) => {
        const { rows, total } = await repo.listOffers(db(), at, { page, perPage, category });
        return { items: rows.map(view.offerView), page, per_page: perPage, total };
      });
    },
  );

  r.get(
    '/get/offer/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'A campaign by id or slug',
        params: offerParamsSchema,
        response: { 200: envelope(offerSchema) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) =>
        view.offerView(
          await orNotFound(repo.findOffer(db(), at, request.params.idOrSlug), 'campaignNotFound'),
        ),
      ),
  );

  r.get(
    '/get/offer_category',
    {
      schema: {
        tags,
        summary: 'Campaign categories',
        response: { 200: envelope(z.array(offerCategorySchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async () => (await repo.listOfferCategories(db())).map(view.offerCategoryView)),
  );
}

/** GET /get/faq/:id (a campaign's FAQ or the site's) and /get/web-campaign-popup. */
export function registerCampaignExtraRoutes(
  app: FastifyInstance,
  { tags, db, send, orNotFound }: ContentRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/get/faq/:id',
    {
      schema: {
        tags,
        summary: "A campaign's FAQ, or the site's (general)",
        params: faqParamsSchema,
        response: { 200: envelope(z.array(faqItemSchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) => {
        const { id } = request.params;
        if (id !== 'general') await orNotFound(repo.findOffer(db(), at, String(id)), 'campaignNotFound');
        return (await repo.listFaqs(db(), id === 'general' ? null : id)).map(view.faqView);
      }),
  );

  r.get(
    '/get/web-campaign-popup',
    {
      schema: {
        tags,
        summary: 'The campaign popup on show, or null',
        response: { 200: envelope(campaignPopupSchema.nullable()) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) => {
        const popup = await repo.findActivePopup(db(), at);
        return popup ? view.popupView(popup) : null;
      }),
  );
}
