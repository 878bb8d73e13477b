import {
  blogCategorySchema,
  blogDetailSchema,
  blogPlaceSchema,
  blogSummarySchema,
  idParamsSchema,
  pagedSchema,
  paginationQuerySchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContentRouteParts, contentNotFound, envelope } from './content-route-parts';
import * as repo from './repo';
import * as view from './views';

const blogListQuerySchema = paginationQuerySchema.extend({
  category: z.string().trim().max(80).optional(),
  q: z.string().trim().max(100).optional(),
});
const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** GET /get/blog/slider, /get/blog_cat/categories and /get/blogs. */
export function registerBlogListRoutes(app: FastifyInstance, { tags, db, send }: ContentRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}

/** GET /get/blog/slug/:slug (a post with related posts) and /get/places/:id (its places). */
export function registerBlogPostRoutes(
  app: FastifyInstance,
  { tags, db, send, orNotFound }: ContentRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
