import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The brand's content (DESIGN.md §12). Bilingual fields are `*_en`/`*_bn`; rich text is stored already
// sanitised. A row is public once `status` is published and `published_at` has come, so a post
// scheduled for tomorrow appears on its own.

const at = (name: string) => timestamp(name, { withTimezone: true });
const statuses = sql.raw(`'draft', 'published'`);
const publication = {
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  publishedAt: at('published_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
const bilingual = (name: string) => ({ en: text(`${name}_en`).notNull(), bn: text(`${name}_bn`).notNull() });

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: bilingual('name').en,
  nameBn: bilingual('name').bn,
  sort: integer('sort').notNull().default(0),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    titleEn: bilingual('title').en,
    titleBn: bilingual('title').bn,
    excerptEn: bilingual('excerpt').en,
    excerptBn: bilingual('excerpt').bn,
    bodyEn: bilingual('body').en,
    bodyBn: bilingual('body').bn,
    cover: text('cover'),
    author: text('author'),
    readingMinutes: integer('reading_minutes').notNull().default(3),
    featured: boolean('featured').notNull().default(false),
    ...publication,
  },
  (t) => [
    check('blogs_status_check', sql`${t.status} in (${statuses})`),
    index('blogs_published_idx').on(t.status, t.publishedAt),
  ],
);

export const blogPlaces = pgTable('blog_places', {
  id: serial('id').primaryKey(),
  blogId: integer('blog_id')
    .notNull()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  nameEn: bilingual('name').en,
  nameBn: bilingual('name').bn,
  district: text('district').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  image: text('image'),
  summaryEn: bilingual('summary').en,
  summaryBn: bilingual('summary').bn,
  sort: integer('sort').notNull().default(0),
});

export const newsrooms = pgTable(
  'newsrooms',
  {
    id: serial('id').primaryKey(),
    titleEn: bilingual('title').en,
    titleBn: bilingual('title').bn,
    outlet: text('outlet').notNull(),
    url: text('url'),
    bodyEn: text('body_en'),
    bodyBn: text('body_bn'),
    image: text('image'),
    ...publication,
  },
  (t) => [check('newsrooms_status_check', sql`${t.status} in (${statuses})`)],
);

export const offerCategories = pgTable('offer_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: bilingual('name').en,
  nameBn: bilingual('name').bn,
  sort: integer('sort').notNull().default(0),
});

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').references(() => offerCategories.id, { onDelete: 'set null' }),
    titleEn: bilingual('title').en,
    titleBn: bilingual('title').bn,
    summaryEn: bilingual('summary').en,
    summaryBn: bilingual('summary').bn,
    bodyEn: bilingual('body').en,
    bodyBn: bilingual('body').bn,
    termsEn: bilingual('terms').en,
    termsBn: bilingual('terms').bn,
    banner: text('banner'),
    promoCode: text('promo_code'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    gpLoyalty: boolean('gp_loyalty').notNull().default(false),
    ...publication,
  },
  (t) => [
    check('offers_status_check', sql`${t.status} in (${statuses})`),
    check('offers_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A campaign's questions, or the site's own when `offer_id` is null. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
  questionEn: bilingual('question').en,
  questionBn: bilingual('question').bn,
  answerEn: bilingual('answer').en,
  answerBn: bilingual('answer').bn,
  sort: integer('sort').notNull().default(0),
});

/** Shown while published and its campaign runs. */
export const campaignPopups = pgTable(
  'campaign_popups',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    titleEn: bilingual('title').en,
    titleBn: bilingual('title').bn,
    ...publication,
  },
  (t) => [check('campaign_popups_status_check', sql`${t.status} in (${statuses})`)],
);

export const campaignTrackCounts = pgTable(
  'campaign_track_counts',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    event: text('event', { enum: ['view', 'click', 'close'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.day, t.event] }),
    check('campaign_track_counts_event_check', sql`${t.event} in ('view', 'click', 'close')`),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    quoteEn: bilingual('quote').en,
    quoteBn: bilingual('quote').bn,
    photo: text('photo'),
    rating: integer('rating'),
    sort: integer('sort').notNull().default(0),
    ...publication,
  },
  (t) => [
    check('testimonials_status_check', sql`${t.status} in (${statuses})`),
    check('testimonials_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const boardMembers = pgTable('board_members', {
  id: serial('id').primaryKey(),
  nameEn: bilingual('name').en,
  nameBn: bilingual('name').bn,
  roleEn: bilingual('role').en,
  roleBn: bilingual('role').bn,
  photo: text('photo'),
  sort: integer('sort').notNull().default(0),
});

export const tutorials = pgTable(
  'tutorials',
  {
    id: serial('id').primaryKey(),
    titleEn: bilingual('title').en,
    titleBn: bilingual('title').bn,
    audience: text('audience', { enum: ['passenger', 'driver'] }).notNull(),
    videoUrl: text('video_url'),
    stepsEn: jsonb('steps_en').$type<string[]>().notNull(),
    stepsBn: jsonb('steps_bn').$type<string[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    ...publication,
  },
  (t) => [
    check('tutorials_status_check', sql`${t.status} in (${statuses})`),
    check('tutorials_audience_check', sql`${t.audience} in ('passenger', 'driver')`),
  ],
);

export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  titleEn: bilingual('title').en,
  titleBn: bilingual('title').bn,
  bodyEn: bilingual('body').en,
  bodyBn: bilingual('body').bn,
  updatedAt: at('updated_at').notNull().defaultNow(),
});
