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
  testimonials,
  tutorials,
} from '../../db/schema';

/** Every table of the brand's content, by the name the seed and the staff console use for it. */
export const contentTables = {
  blogCategory: blogCategories,
  blog: blogs,
  blogPlace: blogPlaces,
  newsroom: newsrooms,
  offerCategory: offerCategories,
  offer: offers,
  faq: faqs,
  popup: campaignPopups,
  testimonial: testimonials,
  boardMember: boardMembers,
  tutorial: tutorials,
  page: contentPages,
} as const;

export type ContentKind = keyof typeof contentTables;
export type ContentRow<K extends ContentKind> = (typeof contentTables)[K]['$inferInsert'];
export type SavedContentRow<K extends ContentKind> = (typeof contentTables)[K]['$inferSelect'];

/** Rows are found by `id`, the about/terms/privacy pages by `key`. */
export const keyFieldOf = (kind: ContentKind) => (kind === 'page' ? 'key' : 'id');
