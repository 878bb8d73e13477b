// Where each seeded item's picture lives: raster WebP files under apps/api/public/images/content, made
// by scripts/make-content-images.ts and committed (the API never serves uploaded SVG).
export const contentImages = {
  blogCover: (slug: string) => `/images/content/blog-${slug}.webp`,
  campaignBanner: (slug: string) => `/images/content/campaign-${slug}.webp`,
  news: (id: number) => `/images/content/news-${id}.webp`,
  /** The `n`th place (from 1) a post features. */
  place: (blogSlug: string, n: number) => `/images/content/place-${blogSlug}-${n}.webp`,
  testimonial: (id: number) => `/images/content/passenger-${id}.webp`,
  boardMember: (id: number) => `/images/content/board-${id}.webp`,
  popup: (slug: string) => `/images/content/popup-${slug}.webp`,
};
