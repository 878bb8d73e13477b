import 'server-only';
import {
  blogCategorySchema,
  blogDetailSchema,
  blogPlaceSchema,
  blogPostCacheTag,
  blogSummarySchema,
  boardMemberSchema,
  type ContentPageKey,
  contentCacheTags,
  contentPageSchema,
  faqItemSchema,
  newsroomSchema,
  offerCategorySchema,
  offerSchema,
  pagedSchema,
  testimonialSchema,
  tutorialSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { fetchContent } from './fetch-content';

// One function per content GET of DESIGN.md §12, each with the cache tags a change to it would drop.

export type BlogQuery = { category?: string; q?: string; page?: number; perPage?: number };

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const getBlogSlider = () =>
  fetchContent('get/blog/slider', z.array(blogSummarySchema), [contentCacheTags.blogs]);

export const getBlogCategories = () =>
  fetchContent('get/blog_cat/categories', z.array(blogCategorySchema), [contentCacheTags.blogs]);

export const getBlogs = ({ category, q, page, perPage }: BlogQuery = {}) =>
  fetchContent(
    `get/blogs${query({ category, q, page, per_page: perPage })}`,
    pagedSchema(blogSummarySchema),
    [contentCacheTags.blogs],
  );

export const getBlog = (slug: string) =>
  fetchContent(`get/blog/slug/${segment(slug)}`, blogDetailSchema, [
    contentCacheTags.blogs,
    blogPostCacheTag(slug),
  ]);

export const getBlogPlaces = (blogId: number) =>
  fetchContent(`get/places/${segment(blogId)}`, z.array(blogPlaceSchema), [contentCacheTags.blogs]);

export const getNewsrooms = ({ page, perPage }: { page?: number; perPage?: number } = {}) =>
  fetchContent(`get/newsrooms${query({ page, per_page: perPage })}`, pagedSchema(newsroomSchema), [
    contentCacheTags.news,
  ]);

export const getOffers = ({
  category,
  page,
  perPage,
}: {
  category?: string;
  page?: number;
  perPage?: number;
} = {}) =>
  fetchContent(`get/offers${query({ category, page, per_page: perPage })}`, pagedSchema(offerSchema), [
    contentCacheTags.offers,
  ]);

export const getOffer = (idOrSlug: string) =>
  fetchContent(`get/offer/${segment(idOrSlug)}`, offerSchema, [contentCacheTags.offers]);

export const getOfferCategories = () =>
  fetchContent('get/offer_category', z.array(offerCategorySchema), [contentCacheTags.offers]);

/** A campaign's FAQ by its id, or the site's own (`general`). */
export const getFaq = (id: number | 'general') =>
  fetchContent(`get/faq/${segment(id)}`, z.array(faqItemSchema), [contentCacheTags.faq]);

export const getPassengerSpeaks = () =>
  fetchContent('get/passenger-speaks', z.array(testimonialSchema), [contentCacheTags.testimonials]);

export const getBoardOfManagement = () =>
  fetchContent('get/board-of-management', z.array(boardMemberSchema), [contentCacheTags.board]);

export const getTutorials = () =>
  fetchContent('get/tutorials', z.array(tutorialSchema), [contentCacheTags.tutorials]);

export const getContentPage = (key: ContentPageKey) =>
  fetchContent(`get/pages/${key}`, contentPageSchema, [contentCacheTags.pages]);
