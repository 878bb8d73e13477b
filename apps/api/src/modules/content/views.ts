import type {
  BlogCategory,
  BlogDetail,
  BlogPlace,
  BlogSummary,
  BoardMember,
  CampaignPopup,
  ContentPage,
  FaqItem,
  Newsroom,
  Offer,
  OfferCategory,
  Testimonial,
  Tutorial,
} from '@pothik/domain';
import type {
  blogPlaces,
  boardMembers,
  campaignPopups,
  contentPages,
  faqs,
  newsrooms,
  offerCategories,
  offers,
  testimonials,
  tutorials,
} from '../../db/schema';
import type { BlogSummaryRow, findBlogBySlug } from './repo';
import { sanitizeRichText, toPlainText as text, toSafeUrl } from './sanitize';

// Rows as the content contract (packages/domain/src/contract/content.ts) names them. Everything is
// cleaned again on the way out (DESIGN.md §12), as it was on the way in: a row written around
// saveContent still reaches a reader as allow-listed HTML, markup-free text and safe URLs. This runs
// once per cached answer, not per request.

const iso = (d: Date) => d.toISOString();
const image = (url: string | null) => toSafeUrl(url, { isImage: true });
const link = (url: string | null) => toSafeUrl(url);

export const blogSummaryView = (r: BlogSummaryRow): BlogSummary => ({
  id: r.id,
  slug: r.slug,
  title_en: text(r.titleEn),
  title_bn: text(r.titleBn),
  excerpt_en: text(r.excerptEn),
  excerpt_bn: text(r.excerptBn),
  cover: image(r.cover),
  category:
    r.categoryId === null || r.categorySlug === null
      ? null
      : {
          id: r.categoryId,
          slug: r.categorySlug,
          name_en: text(r.categoryNameEn ?? ''),
          name_bn: text(r.categoryNameBn ?? ''),
        },
  published_at: iso(r.publishedAt),
  reading_minutes: r.readingMinutes,
});

export const blogDetailView = (
  r: NonNullable<Awaited<ReturnType<typeof findBlogBySlug>>>,
  related: BlogSummaryRow[],
): BlogDetail => ({
  ...blogSummaryView(r),
  body_en: sanitizeRichText(r.bodyEn),
  body_bn: sanitizeRichText(r.bodyBn),
  author: r.author ? { name: text(r.author) } : null,
  related: related.map(blogSummaryView),
});

export const blogCategoryView = (r: {
  id: number;
  slug: string;
  nameEn: string;
  nameBn: string;
  count: number;
}): BlogCategory => ({
  id: r.id,
  slug: r.slug,
  name_en: text(r.nameEn),
  name_bn: text(r.nameBn),
  count: r.count,
});

export const blogPlaceView = (r: typeof blogPlaces.$inferSelect): BlogPlace => ({
  id: r.id,
  name_en: text(r.nameEn),
  name_bn: text(r.nameBn),
  district: text(r.district),
  lat: r.lat,
  lng: r.lng,
  image: image(r.image),
  summary_en: text(r.summaryEn),
  summary_bn: text(r.summaryBn),
});

export const newsroomView = (r: typeof newsrooms.$inferSelect): Newsroom => ({
  id: r.id,
  title_en: text(r.titleEn),
  title_bn: text(r.titleBn),
  outlet: text(r.outlet),
  url: link(r.url),
  body_en: r.bodyEn === null ? null : sanitizeRichText(r.bodyEn),
  body_bn: r.bodyBn === null ? null : sanitizeRichText(r.bodyBn),
  image: image(r.image),
  published_at: iso(r.publishedAt),
});

export const offerView = (r: typeof offers.$inferSelect): Offer => ({
  id: r.id,
  slug: r.slug,
  title_en: text(r.titleEn),
  title_bn: text(r.titleBn),
  summary_en: text(r.summaryEn),
  summary_bn: text(r.summaryBn),
  body_en: sanitizeRichText(r.bodyEn),
  body_bn: sanitizeRichText(r.bodyBn),
  banner: image(r.banner),
  promo_code: r.promoCode === null ? null : text(r.promoCode),
  starts_at: iso(r.startsAt),
  ends_at: iso(r.endsAt),
  terms_en: sanitizeRichText(r.termsEn),
  terms_bn: sanitizeRichText(r.termsBn),
  gp_loyalty: r.gpLoyalty,
});

export const offerCategoryView = (r: typeof offerCategories.$inferSelect): OfferCategory => ({
  id: r.id,
  slug: r.slug,
  name_en: text(r.nameEn),
  name_bn: text(r.nameBn),
});

export const faqView = (r: typeof faqs.$inferSelect): FaqItem => ({
  question_en: text(r.questionEn),
  question_bn: text(r.questionBn),
  // Plain text: the web prints answers as text.
  answer_en: text(r.answerEn),
  answer_bn: text(r.answerBn),
});

/** A popup is its picture: without a safe one there is nothing to show. */
export const popupView = (r: typeof campaignPopups.$inferSelect): CampaignPopup | null => {
  const picture = image(r.image);
  if (!picture) return null;
  return {
    campaign_id: r.offerId,
    image: picture,
    link: `/campaign/${r.offerId}`,
    title_en: text(r.titleEn),
    title_bn: text(r.titleBn),
  };
};

export const testimonialView = (r: typeof testimonials.$inferSelect): Testimonial => ({
  id: r.id,
  name: text(r.name),
  quote_en: text(r.quoteEn),
  quote_bn: text(r.quoteBn),
  photo: image(r.photo),
  rating: r.rating,
});

export const boardMemberView = (r: typeof boardMembers.$inferSelect): BoardMember => ({
  id: r.id,
  name_en: text(r.nameEn),
  name_bn: text(r.nameBn),
  role_en: text(r.roleEn),
  role_bn: text(r.roleBn),
  photo: image(r.photo),
});

export const tutorialView = (r: typeof tutorials.$inferSelect): Tutorial => ({
  id: r.id,
  title_en: text(r.titleEn),
  title_bn: text(r.titleBn),
  audience: r.audience,
  video_url: link(r.videoUrl),
  steps_en: r.stepsEn.map(text),
  steps_bn: r.stepsBn.map(text),
});

export const contentPageView = (r: typeof contentPages.$inferSelect): ContentPage => ({
  key: r.key,
  title_en: text(r.titleEn),
  title_bn: text(r.titleBn),
  body_en: sanitizeRichText(r.bodyEn),
  body_bn: sanitizeRichText(r.bodyBn),
});
