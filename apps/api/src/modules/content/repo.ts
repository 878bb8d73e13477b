import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  blogCategories,
  blogPlaces,
  blogs,
  boardMembers,
  campaignPopups,
  campaignTrackCounts,
  contentPages,
  faqs,
  newsrooms,
  offerCategories,
  offers,
  testimonials,
  tutorials,
} from '../../db/schema';
import { isPublic } from './published';

export type Paging = { page: number; perPage: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const blogSummaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  titleEn: blogs.titleEn,
  titleBn: blogs.titleBn,
  excerptEn: blogs.excerptEn,
  excerptBn: blogs.excerptBn,
  cover: blogs.cover,
  publishedAt: blogs.publishedAt,
  readingMinutes: blogs.readingMinutes,
  categoryId: blogCategories.id,
  categorySlug: blogCategories.slug,
  categoryNameEn: blogCategories.nameEn,
  categoryNameBn: blogCategories.nameBn,
};
export type BlogSummaryRow = Awaited<ReturnType<typeof listBlogs>>['rows'][number];

function blogSummaries(db: DbOrTx) {
  return db
    .select(blogSummaryColumns)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogs.categoryId, blogCategories.id));
}

export async function listBlogs(
  db: DbOrTx,
  now: Date,
  { category, q, featured, page, perPage }: Paging & { category?: string; q?: string; featured?: boolean },
) {
  const filters: SQL[] = [isPublic(blogs, now)];
  if (category) filters.push(eq(blogCategories.slug, category));
  if (featured) filters.push(eq(blogs.featured, true));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(
      or(
        ilike(blogs.titleEn, pattern),
        ilike(blogs.titleBn, pattern),
        ilike(blogs.excerptEn, pattern),
        ilike(blogs.excerptBn, pattern),
      ) as SQL,
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    blogSummaries(db)
      .where(where)
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(blogs)
      .leftJoin(blogCategories, eq(blogs.categoryId, blogCategories.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBlogBySlug(db: DbOrTx, now: Date, slug: string) {
  const [row] = await db
    .select({ ...blogSummaryColumns, bodyEn: blogs.bodyEn, bodyBn: blogs.bodyBn, author: blogs.author })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogs.categoryId, blogCategories.id))
    .where(and(isPublic(blogs, now), eq(blogs.slug, slug)));
  return row;
}

/** Up to `limit` other posts, those of the same category first, newest first. */
export function listRelatedBlogs(
  db: DbOrTx,
  now: Date,
  blog: { id: number; categoryId: number | null },
  limit = 3,
) {
  // An uncategorised post has no "same category": newest first only (a constant ORDER BY 0 would be
  // read as a column position and refused).
  const order =
    blog.categoryId === null
      ? [desc(blogs.publishedAt)]
      : [desc(sql`(${blogs.categoryId} = ${blog.categoryId})::int`), desc(blogs.publishedAt)];
  return blogSummaries(db)
    .where(and(isPublic(blogs, now), ne(blogs.id, blog.id)))
    .orderBy(...order)
    .limit(limit);
}

export function listBlogCategories(db: DbOrTx, now: Date) {
  return db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      nameEn: blogCategories.nameEn,
      nameBn: blogCategories.nameBn,
      count: sql<number>`count(${blogs.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogs, and(eq(blogs.categoryId, blogCategories.id), isPublic(blogs, now)))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
}

/** The places of a published post; none for a draft or unknown one. */
export async function listBlogPlaces(db: DbOrTx, now: Date, blogId: number) {
  return db
    .select({ place: blogPlaces })
    .from(blogPlaces)
    .innerJoin(blogs, eq(blogs.id, blogPlaces.blogId))
    .where(and(eq(blogPlaces.blogId, blogId), isPublic(blogs, now)))
    .orderBy(asc(blogPlaces.sort), asc(blogPlaces.id))
    .then((rows) => rows.map((r) => r.place));
}

export async function isPublicBlog(db: DbOrTx, now: Date, blogId: number) {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.id, blogId), isPublic(blogs, now)));
  return !!row;
}

export async function listNewsrooms(db: DbOrTx, now: Date, { page, perPage }: Paging) {
  const where = isPublic(newsrooms, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsrooms)
      .where(where)
      .orderBy(desc(newsrooms.publishedAt), desc(newsrooms.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(newsrooms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listOffers(
  db: DbOrTx,
  now: Date,
  { category, page, perPage }: Paging & { category?: string },
) {
  const filters: SQL[] = [isPublic(offers, now)];
  if (category) filters.push(eq(offerCategories.slug, category));
  const where = and(...filters);
  // Running campaigns first (ending soonest), then scheduled ones, then the ended, newest first.
  const order = sql`case when ${offers.startsAt} <= ${now} and ${offers.endsAt} > ${now} then 0 when ${offers.startsAt} > ${now} then 1 else 2 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: offers })
      .from(offers)
      .leftJoin(offerCategories, eq(offers.categoryId, offerCategories.id))
      .where(where)
      .orderBy(
        order,
        sql`case when ${offers.endsAt} > ${now} then ${offers.endsAt} end asc`,
        desc(offers.endsAt),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(offers)
      .leftJoin(offerCategories, eq(offers.categoryId, offerCategories.id))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.offer), total: total?.n ?? 0 };
}

export async function findOffer(db: DbOrTx, now: Date, idOrSlug: string) {
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(offers.id, Number(idOrSlug)) : eq(offers.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(offers)
    .where(and(isPublic(offers, now), key));
  return row;
}

export function listOfferCategories(db: DbOrTx) {
  return db.select().from(offerCategories).orderBy(asc(offerCategories.sort), asc(offerCategories.id));
}

export function listFaqs(db: DbOrTx, offerId: number | null) {
  return db
    .select()
    .from(faqs)
    .where(offerId === null ? sql`${faqs.offerId} is null` : eq(faqs.offerId, offerId))
    .orderBy(asc(faqs.sort), asc(faqs.id));
}

/** The newest published popup whose campaign is published and running now. */
export async function findActivePopup(db: DbOrTx, now: Date) {
  const [row] = await db
    .select({ popup: campaignPopups })
    .from(campaignPopups)
    .innerJoin(offers, eq(offers.id, campaignPopups.offerId))
    .where(
      and(
        isPublic(campaignPopups, now),
        isPublic(offers, now),
        sql`${offers.startsAt} <= ${now}`,
        gt(offers.endsAt, now),
      ),
    )
    .orderBy(desc(campaignPopups.publishedAt))
    .limit(1);
  return row?.popup;
}

export function listTestimonials(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(testimonials)
    .where(isPublic(testimonials, now))
    .orderBy(asc(testimonials.sort), asc(testimonials.id));
}

export function listBoardMembers(db: DbOrTx) {
  return db.select().from(boardMembers).orderBy(asc(boardMembers.sort), asc(boardMembers.id));
}

export function listTutorials(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(tutorials)
    .where(isPublic(tutorials, now))
    .orderBy(asc(tutorials.audience), asc(tutorials.sort), asc(tutorials.id));
}

/** A page readers can see: one staff have not written yet (production starts so) is not found. */
export async function findContentPage(db: DbOrTx, key: string) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), or(ne(contentPages.bodyEn, ''), ne(contentPages.bodyBn, ''))));
  return row;
}

/** The ids among `ids` that are campaigns readers can see now. */
export async function listPublicOfferIds(db: DbOrTx, now: Date, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, ids), isPublic(offers, now)));
  return new Set(rows.map((r) => r.id));
}

/** Adds to the day's counts in one statement: a batch counts whole or not at all. */
export async function addTrackCounts(
  db: DbOrTx,
  counts: { offerId: number; day: string; event: 'view' | 'click' | 'close'; count: number }[],
) {
  if (counts.length === 0) return;
  await db
    .insert(campaignTrackCounts)
    .values(counts)
    .onConflictDoUpdate({
      target: [campaignTrackCounts.offerId, campaignTrackCounts.day, campaignTrackCounts.event],
      set: { count: sql`${campaignTrackCounts.count} + excluded.count` },
    });
}

/**
 * The next moment something scheduled becomes public or a campaign starts or ends: a cached answer
 * must not outlive it, or a post due at 9:00 would wait for the cache.
 */
export async function findNextChange(db: DbOrTx, now: Date): Promise<Date | null> {
  const result = (await db.execute(sql`
    select min(t) as next from (
      select min(published_at) as t from ${blogs} where status = 'published' and published_at > ${now}
      union all select min(published_at) from ${newsrooms} where status = 'published' and published_at > ${now}
      union all select min(published_at) from ${offers} where status = 'published' and published_at > ${now}
      union all select min(starts_at) from ${offers} where status = 'published' and starts_at > ${now}
      union all select min(ends_at) from ${offers} where status = 'published' and ends_at > ${now}
      union all select min(published_at) from ${campaignPopups} where status = 'published' and published_at > ${now}
      union all select min(published_at) from ${testimonials} where status = 'published' and published_at > ${now}
      union all select min(published_at) from ${tutorials} where status = 'published' and published_at > ${now}
    ) as upcoming`)) as unknown as { rows: { next: string | Date | null }[] };
  const next = result.rows[0]?.next;
  return next ? new Date(next) : null;
}
