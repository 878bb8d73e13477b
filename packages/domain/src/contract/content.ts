import { z } from 'zod';

// The content API's response shapes (DESIGN.md §12): the API serialises with them and the web parses with
// them, so a changed response fails the typecheck of both.

const bilingual = <K extends string>(key: K) =>
  ({ [`${key}_en`]: z.string(), [`${key}_bn`]: z.string() }) as Record<`${K}_en` | `${K}_bn`, z.ZodString>;

export const blogCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  ...bilingual('name'),
  count: z.number(),
});

export const blogSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  ...bilingual('title'),
  ...bilingual('excerpt'),
  cover: z.string().nullable(),
  category: z.object({ id: z.number(), slug: z.string(), ...bilingual('name') }).nullable(),
  published_at: z.string(),
  reading_minutes: z.number(),
});

export const blogDetailSchema = blogSummarySchema.extend({
  ...bilingual('body'),
  author: z.object({ name: z.string() }).nullable(),
  related: z.array(blogSummarySchema),
});

export const blogPlaceSchema = z.object({
  id: z.number(),
  ...bilingual('name'),
  district: z.string(),
  lat: z.number(),
  lng: z.number(),
  image: z.string().nullable(),
  ...bilingual('summary'),
});

export const newsroomSchema = z.object({
  id: z.number(),
  ...bilingual('title'),
  outlet: z.string(),
  url: z.string().nullable().optional(),
  body_en: z.string().nullable().optional(),
  body_bn: z.string().nullable().optional(),
  image: z.string().nullable(),
  published_at: z.string(),
});

export const offerCategorySchema = z.object({ id: z.number(), slug: z.string(), ...bilingual('name') });

export const offerSchema = z.object({
  id: z.number(),
  slug: z.string(),
  ...bilingual('title'),
  ...bilingual('summary'),
  ...bilingual('body'),
  banner: z.string().nullable(),
  promo_code: z.string().nullable().optional(),
  starts_at: z.string(),
  ends_at: z.string(),
  ...bilingual('terms'),
  gp_loyalty: z.boolean(),
});

export const faqItemSchema = z.object({ ...bilingual('question'), ...bilingual('answer') });

/** The popup on show; the endpoint answers `null` when there is none. */
export const campaignPopupSchema = z.object({
  campaign_id: z.number(),
  image: z.string(),
  link: z.string(),
  ...bilingual('title'),
});

export const testimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...bilingual('quote'),
  photo: z.string().nullable(),
  rating: z.number().nullable().optional(),
});

export const boardMemberSchema = z.object({
  id: z.number(),
  ...bilingual('name'),
  ...bilingual('role'),
  photo: z.string().nullable(),
});

export const tutorialSchema = z.object({
  id: z.number(),
  ...bilingual('title'),
  audience: z.enum(['passenger', 'driver']),
  video_url: z.string().nullable().optional(),
  steps_en: z.array(z.string()),
  steps_bn: z.array(z.string()),
});

export const contentPageSchema = z.object({ key: z.string(), ...bilingual('title'), ...bilingual('body') });

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });

export const contentPageKeys = ['about', 'terms', 'privacy'] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];

export const campaignTrackEvents = ['view', 'click', 'close'] as const;

export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type BlogSummary = z.infer<typeof blogSummarySchema>;
export type BlogDetail = z.infer<typeof blogDetailSchema>;
export type BlogPlace = z.infer<typeof blogPlaceSchema>;
export type Newsroom = z.infer<typeof newsroomSchema>;
export type OfferCategory = z.infer<typeof offerCategorySchema>;
export type Offer = z.infer<typeof offerSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type CampaignPopup = z.infer<typeof campaignPopupSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type BoardMember = z.infer<typeof boardMemberSchema>;
export type Tutorial = z.infer<typeof tutorialSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;
