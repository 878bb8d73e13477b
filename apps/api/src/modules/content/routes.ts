import {
  blogCategorySchema,
  blogDetailSchema,
  blogPlaceSchema,
  blogSummarySchema,
  boardMemberSchema,
  campaignPopupSchema,
  campaignTrackBodySchema,
  contentPageKeys,
  contentPageSchema,
  faqItemSchema,
  idParamsSchema,
  newsroomSchema,
  offerCategorySchema,
  offerSchema,
  pagedSchema,
  paginationQuerySchema,
  rowIdSchema,
  testimonialSchema,
  translateMessage,
  tutorialSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAnswer } from '../../lib/answer-cache';
import { refuse } from '../../lib/errors';
import * as repo from './repo';
import { recordCampaignTracks } from './track';
import * as view from './views';

// DESIGN.md §12: public content, the same for every reader, so one answer per URL is cached and sent
// with an ETag; a browser or CDN may keep it a minute and serve it stale for ten while it revalidates.
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
// Beacons from one browser are a handful a day; this only stops a script from inflating the counts.
const trackRateLimit = { max: 60, timeWindow: '1 minute' } as const;

const contentNotFound = (key: 'postNotFound' | 'campaignNotFound' | 'pageNotFound') => refuse(key, 404);

const blogListQuerySchema = paginationQuerySchema.extend({
  category: z.string().trim().max(80).optional(),
  q: z.string().trim().max(100).optional(),
});
const offerListQuerySchema = paginationQuerySchema.extend({ category: z.string().trim().max(80).optional() });
const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
const offerParamsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });
const faqParamsSchema = z.object({ id: z.union([z.literal('general'), rowIdSchema]) });
const pageParamsSchema = z.object({ key: z.enum(contentPageKeys) });
const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export default async function contentRoutes(app: FastifyInstance) {
  const cache = app.contentCache;

  const db = () => app.database.db;
  const now = () => app.clock.now();

  /** Answers from the cache (building on a miss), with ETag and 304 for a browser that has it. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    load: (at: Date) => Promise<unknown>,
  ): Promise<void> {
    const at = now();
    const answer = await cache.get(request.url, at.getTime(), async () => {
      const [data, nextChange] = await Promise.all([load(at), repo.findNextChange(db(), at)]);
      return { data, nextChange };
    });
    await sendAnswer(request, reply, answer, CACHE_CONTROL);
  }

  const orNotFound = async <T>(value: Promise<T | undefined>, key: Parameters<typeof contentNotFound>[0]) => {
    const found = await value;
    if (found === undefined) throw contentNotFound(key);
    return found;
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get(
    '/get/blog/slider',
    {
      schema: {
        tags,
        summary: 'Featured blog posts',
        response: { 200: envelope(z.array(blogSummarySchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) =>
        (await repo.listBlogs(db(), at, { featured: true, page: 1, perPage: 6 })).rows.map(
          view.blogSummaryView,
        ),
      ),
  );

  r.get(
    '/get/blog_cat/categories',
    {
      schema: {
        tags,
        summary: 'Blog categories with their post counts',
        response: { 200: envelope(z.array(blogCategorySchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) =>
        (await repo.listBlogCategories(db(), at)).map(view.blogCategoryView),
      ),
  );

  r.get(
    '/get/blogs',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first, by category or search',
        querystring: blogListQuerySchema,
        response: { 200: envelope(pagedSchema(blogSummarySchema)) },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage, category, q } = request.query;
      return send(request, reply, async (at) => {
        const { rows, total } = await repo.listBlogs(db(), at, {
          page,
          perPage,
          category,
          q: q || undefined,
        });
        return { items: rows.map(view.blogSummaryView), page, per_page: perPage, total };
      });
    },
  );

  r.get(
    '/get/blog/slug/:slug',
    {
      schema: {
        tags,
        summary: 'A blog post with related posts',
        params: slugParamsSchema,
        response: { 200: envelope(blogDetailSchema) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) => {
        const blog = await orNotFound(repo.findBlogBySlug(db(), at, request.params.slug), 'postNotFound');
        const related = await repo.listRelatedBlogs(db(), at, { id: blog.id, categoryId: blog.categoryId });
        return view.blogDetailView(blog, related);
      }),
  );

  r.get(
    '/get/places/:id',
    {
      schema: {
        tags,
        summary: 'The places a blog post features',
        params: idParamsSchema,
        response: { 200: envelope(z.array(blogPlaceSchema)) },
      },
    },
    (request, reply) =>
      send(request, reply, async (at) => {
        if (!(await repo.isPublicBlog(db(), at, request.params.id))) throw contentNotFound('postNotFound');
        return (await repo.listBlogPlaces(db(), at, request.params.id)).map(view.blogPlaceView);
      }),
  );

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

  // sendBeacon posts its JSON as text/plain (a cross-origin beacon cannot ask for a preflight).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(refuse('validationError'));
    }
  });

  r.post(
    '/store/web-campaign-track',
    {
      config: { rateLimit: trackRateLimit },
      schema: {
        tags,
        summary: 'Counts campaign popup views, clicks and closes (one event or a batch)',
        body: campaignTrackBodySchema,
        response: { 200: z.object({ message: z.string(), data: z.object({ counted: z.number() }) }) },
      },
    },
    async (request, reply) => {
      // A beacon is a no-cors request from the web's origin, another site in development (localhost vs
      // 127.0.0.1); helmet's same-site policy would have the browser report the answer as blocked.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const counted = await recordCampaignTracks(db(), now(), request.body.events);
      return { message: translateMessage('success', 'en'), data: { counted } };
    },
  );
}
