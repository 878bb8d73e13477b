import { sql } from 'drizzle-orm';
import { cleanContentRow as clean } from '../../../modules/content';
import type { DbOrTx } from '../../client';
import {
  blogCategories,
  blogPlaces,
  blogs,
  boardMembers,
  campaignPopups,
  contentPages,
  faqs,
  newsrooms,
  offerCategories,
  offers,
  promos,
  testimonials,
  tutorials,
} from '../../schema/index';
import type { DemoRowKeys } from '../demo-rows';
import { blogs as seedBlogs, blogCategories as seedCategories } from './blogs';
import { generalFaqs, offerCategories as seedOfferCategories, offers as seedOffers } from './campaigns';
import {
  news,
  boardMembers as seedBoard,
  testimonials as seedTestimonials,
  tutorials as seedTutorials,
} from './company';
import { contentImages } from './images';
import { pages } from './pages';

/** The campaign whose popup greets visitors while it runs. */
export const POPUP_CAMPAIGN_SLUG = 'winter-getaways';

const at = (iso: string) => new Date(iso);

// Rows that keep their ids (campaign 9 is the Eid 2025 link SPEC.md names): after inserting them the
// sequences move past the highest id, so rows staff add later never collide.
const tablesWithIds = [
  'blog_categories',
  'blogs',
  'blog_places',
  'newsrooms',
  'offer_categories',
  'offers',
  'faqs',
  'campaign_popups',
  'testimonials',
  'board_members',
  'tutorials',
] as const;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/**
 * The demo's content (outside production only): inserted where missing, never overwritten. Rich text
 * goes through the same sanitiser as any other write. Returns the keys of the rows it inserted.
 */
export async function seedContent(db: DbOrTx): Promise<DemoRowKeys> {
  return db.transaction(async (tx) => {
    const newCategories = await tx
      .insert(blogCategories)
      .values(seedCategories.map(clean))
      .onConflictDoNothing()
      .returning({ id: blogCategories.id });
    const newBlogs = await tx
      .insert(blogs)
      .values(
        seedBlogs.map(({ places: _places, status = 'published', publishedAt, ...blog }) =>
          clean({ ...blog, cover: contentImages.blogCover(blog.slug), status, publishedAt: at(publishedAt) }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: blogs.id });
    const added = new Set(newBlogs.map((b) => b.id));
    const places = seedBlogs
      .filter((b) => added.has(b.id))
      .flatMap((b) =>
        b.places.map((p, sort) =>
          clean({ ...p, blogId: b.id, image: contentImages.place(b.slug, sort + 1), sort }),
        ),
      );
    if (places.length > 0) await tx.insert(blogPlaces).values(places);

    const newNews = await tx
      .insert(newsrooms)
      .values(
        news.map(({ publishedAt, status = 'published', ...item }) =>
          clean({ ...item, image: contentImages.news(item.id), status, publishedAt: at(publishedAt) }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: newsrooms.id });

    const newOfferCategories = await tx
      .insert(offerCategories)
      .values(seedOfferCategories.map(clean))
      .onConflictDoNothing()
      .returning({ id: offerCategories.id });
    const newOffers = await tx
      .insert(offers)
      .values(
        seedOffers.map(
          ({
            faqs: _faqs,
            promo,
            publishedAt,
            status = 'published',
            startsAt,
            endsAt,
            gpLoyalty,
            ...offer
          }) =>
            clean({
              ...offer,
              banner: contentImages.campaignBanner(offer.slug),
              promoCode: promo?.code ?? null,
              gpLoyalty: gpLoyalty ?? false,
              startsAt: at(startsAt),
              endsAt: at(endsAt),
              status,
              publishedAt: at(publishedAt),
            }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: offers.id });
    const addedOffers = new Set(newOffers.map((o) => o.id));
    const campaignFaqs = seedOffers
      .filter((o) => addedOffers.has(o.id))
      .flatMap((o) => o.faqs.map((f, sort) => ({ ...f, offerId: o.id, sort })));
    const [{ n: generalCount } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(faqs)
      .where(sql`${faqs.offerId} is null`);
    const siteFaqs = generalCount === 0 ? generalFaqs.map((f, sort) => ({ ...f, offerId: null, sort })) : [];
    const newFaqs =
      campaignFaqs.length + siteFaqs.length > 0
        ? await tx
            .insert(faqs)
            .values([...campaignFaqs, ...siteFaqs].map(clean))
            .returning({ id: faqs.id })
        : [];

    // A campaign's code is a real promo (a flat amount off, for its dates), so "Use it" works at accept.
    const codes = seedOffers.flatMap((o) =>
      o.promo
        ? [
            {
              code: o.promo.code,
              titleEn: o.titleEn,
              titleBn: o.titleBn,
              category: 'other' as const,
              codeType: 'fixed' as const,
              promoCodeAmount: o.promo.amountOff,
              upToAmount: o.promo.amountOff,
              startsAt: at(o.startsAt),
              endsAt: at(o.endsAt),
            },
          ]
        : [],
    );
    const newPromos =
      codes.length > 0
        ? await tx.insert(promos).values(codes).onConflictDoNothing().returning({ id: promos.id })
        : [];

    const popupOffer = seedOffers.find((o) => o.slug === POPUP_CAMPAIGN_SLUG);
    let newPopups: { id: number }[] = [];
    if (popupOffer && addedOffers.has(popupOffer.id)) {
      newPopups = await tx
        .insert(campaignPopups)
        .values(
          clean({
            offerId: popupOffer.id,
            image: contentImages.popup(popupOffer.slug),
            titleEn: popupOffer.titleEn,
            titleBn: popupOffer.titleBn,
            status: 'published' as const,
            publishedAt: at(popupOffer.publishedAt),
          }),
        )
        .returning({ id: campaignPopups.id });
    }

    const newTestimonials = await tx
      .insert(testimonials)
      .values(
        seedTestimonials.map((t, sort) =>
          clean({
            ...t,
            photo: contentImages.testimonial(t.id),
            sort,
            status: 'published' as const,
            publishedAt: at('2025-01-01T00:00:00Z'),
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: testimonials.id });
    const newBoard = await tx
      .insert(boardMembers)
      .values(seedBoard.map((m, sort) => clean({ ...m, photo: contentImages.boardMember(m.id), sort })))
      .onConflictDoNothing()
      .returning({ id: boardMembers.id });
    const newTutorials = await tx
      .insert(tutorials)
      .values(
        seedTutorials.map((t, sort) =>
          clean({
            ...t,
            sort,
            status: 'published' as const,
            publishedAt: at('2025-01-01T00:00:00Z'),
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: tutorials.id });
    const newPages = await tx
      .insert(contentPages)
      .values(pages.map(clean))
      .onConflictDoNothing()
      .returning({ key: contentPages.key });

    for (const table of tablesWithIds) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
        ),
      );
    }
    return {
      blog_categories: ids(newCategories),
      blogs: ids(newBlogs),
      newsrooms: ids(newNews),
      offer_categories: ids(newOfferCategories),
      offers: ids(newOffers),
      faqs: ids(newFaqs),
      campaign_popups: ids(newPopups),
      promos: ids(newPromos),
      testimonials: ids(newTestimonials),
      board_members: ids(newBoard),
      tutorials: ids(newTutorials),
      content_pages: newPages.map((p) => p.key),
    };
  });
}
