import {
  type contentPageKeys,
  MAX_ISO_DATETIME_LENGTH,
  rowIdSchema,
  validationMessage,
} from '@pothik/domain';
import { z } from 'zod';
import type { ContentKind } from '../content';
import { toSafeUrl } from '../content';

// What editors send for each kind of content (DESIGN.md §12's field names). Rich text is cleaned on
// save by the content module; these schemas refuse what cleaning could not make right: missing text,
// a bad address, a campaign that ends before it starts.

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const richText = z.string().trim().min(1).max(200_000);
const optionalRichText = z
  .string()
  .trim()
  .max(200_000)
  .nullish()
  .transform((v) => v || null);
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: validationMessage('slugFormat') });
const image = optionalText(500).refine((v) => v === null || toSafeUrl(v, { isImage: true }) !== null, {
  error: validationMessage('imageAddressInvalid'),
});
const link = optionalText(500).refine((v) => v === null || toSafeUrl(v) !== null, {
  error: validationMessage('linkInvalid'),
});
const id = rowIdSchema;
const sort = z.number().int().min(0).max(10_000).default(0);
const when = z.iso.datetime({ offset: true, abort: true }).max(MAX_ISO_DATETIME_LENGTH);
const publication = {
  status: z.enum(['draft', 'published']).default('draft'),
  // A published entry whose time is still to come is scheduled: the site shows it from then on.
  published_at: when.nullish(),
};
const steps = z.array(text(500)).min(1).max(30);

const blog = z.object({
  slug,
  category_id: id.nullish(),
  title_en: text(200),
  title_bn: text(200),
  excerpt_en: text(500),
  excerpt_bn: text(500),
  body_en: richText,
  body_bn: richText,
  cover: image,
  author: optionalText(120),
  reading_minutes: z.number().int().min(1).max(120).default(3),
  featured: z.boolean().default(false),
  ...publication,
});

const category = z.object({ slug, name_en: text(80), name_bn: text(80), sort });

const blogPlace = z.object({
  blog_id: id,
  name_en: text(120),
  name_bn: text(120),
  district: text(60),
  // Bangladesh's bounding box: a place outside it is a typo.
  lat: z.number().min(20.5).max(26.7),
  lng: z.number().min(88).max(92.8),
  image,
  summary_en: text(1000),
  summary_bn: text(1000),
  sort,
});

const newsroom = z.object({
  title_en: text(200),
  title_bn: text(200),
  outlet: text(120),
  url: link,
  body_en: optionalRichText,
  body_bn: optionalRichText,
  image,
  ...publication,
});

const offer = z
  .object({
    slug,
    category_id: id.nullish(),
    title_en: text(200),
    title_bn: text(200),
    summary_en: text(500),
    summary_bn: text(500),
    body_en: richText,
    body_bn: richText,
    terms_en: richText,
    terms_bn: richText,
    banner: image,
    promo_code: z
      .string()
      .trim()
      .toUpperCase()
      .max(20)
      .nullish()
      .transform((v) => v || null),
    starts_at: when,
    ends_at: when,
    gp_loyalty: z.boolean().default(false),
    ...publication,
  })
  .refine((o) => Date.parse(o.ends_at) > Date.parse(o.starts_at), {
    path: ['ends_at'],
    error: validationMessage('campaignEndsBeforeStart'),
  });

const faq = z.object({
  offer_id: id.nullish(),
  question_en: text(300),
  question_bn: text(300),
  answer_en: text(3000),
  answer_bn: text(3000),
  sort,
});

const popup = z.object({
  offer_id: id,
  image: image.refine((v) => v !== null, { error: validationMessage('imageAddressInvalid') }),
  title_en: text(200),
  title_bn: text(200),
  ...publication,
});

const testimonial = z.object({
  name: text(120),
  quote_en: text(1000),
  quote_bn: text(1000),
  photo: image,
  rating: z.number().int().min(1).max(5).nullish(),
  sort,
  ...publication,
});

const boardMember = z.object({
  name_en: text(120),
  name_bn: text(120),
  role_en: text(120),
  role_bn: text(120),
  photo: image,
  sort,
});

const tutorial = z.object({
  title_en: text(200),
  title_bn: text(200),
  audience: z.enum(['passenger', 'driver']),
  video_url: link,
  steps_en: steps,
  steps_bn: steps,
  sort,
  ...publication,
});

const page = z.object({ title_en: text(200), title_bn: text(200), body_en: richText, body_bn: richText });

export type ContentResource = {
  kind: ContentKind;
  body: z.ZodType<Record<string, unknown>>;
  /** The about/terms/privacy pages exist once each: edited, never added or deleted. */
  isFixed?: boolean;
  /** The field naming the blog or campaign a row belongs to, for the console's filter. */
  parentField?: 'blog_id' | 'offer_id';
  /** The site's address of a row, for "view on site". */
  sitePath?: (row: Record<string, unknown>) => string | null;
};

const pagePaths: Record<(typeof contentPageKeys)[number], string> = {
  about: '/about-us',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
};

/** The console's content resources by their URL name under /admin/api/content. */
export const contentResources: Record<string, ContentResource> = {
  blogs: { kind: 'blog', body: blog, sitePath: (r) => `/blogs/${r.slug}` },
  'blog-categories': { kind: 'blogCategory', body: category, sitePath: (r) => `/blogs?category=${r.slug}` },
  'blog-places': { kind: 'blogPlace', body: blogPlace, parentField: 'blog_id' },
  news: { kind: 'newsroom', body: newsroom, sitePath: () => '/newsrooms' },
  campaigns: { kind: 'offer', body: offer, sitePath: (r) => `/campaign/${r.id}` },
  'campaign-categories': {
    kind: 'offerCategory',
    body: category,
    sitePath: (r) => `/campaign?category=${r.slug}`,
  },
  faqs: {
    kind: 'faq',
    body: faq,
    parentField: 'offer_id',
    sitePath: (r) => (r.offer_id ? `/campaign/${r.offer_id}` : '/faq'),
  },
  popups: { kind: 'popup', body: popup, parentField: 'offer_id', sitePath: () => '/' },
  testimonials: { kind: 'testimonial', body: testimonial, sitePath: () => '/' },
  board: { kind: 'boardMember', body: boardMember, sitePath: () => '/about-us' },
  tutorials: { kind: 'tutorial', body: tutorial, sitePath: () => '/tutorial' },
  pages: {
    kind: 'page',
    body: page,
    isFixed: true,
    sitePath: (r) => pagePaths[r.id as keyof typeof pagePaths] ?? null,
  },
};

export const contentResourceNames = Object.keys(contentResources) as [string, ...string[]];
