/**
 * The web's cache tags of public content answers (DESIGN.md §12): every answer is cached under `all` and
 * its kind's tag, a blog post's also under its own (`blogPostCacheTag`). When content changes, the API
 * tells every web process which tags to drop; the web's revalidate endpoint drops exactly those.
 */
export const contentCacheTags = {
  all: 'content',
  blogs: 'content:blogs',
  news: 'content:news',
  offers: 'content:offers',
  faq: 'content:faq',
  testimonials: 'content:testimonials',
  board: 'content:board',
  tutorials: 'content:tutorials',
  pages: 'content:pages',
} as const;

const BLOG_POST_TAG_PREFIX = 'content:blog:';
// A slug is at most 200 characters (the API's slug parameter).
const SLUG_MAX_LENGTH = 200;

/** The tag of one blog post's answer, by its slug. */
export const blogPostCacheTag = (slug: string) => `${BLOG_POST_TAG_PREFIX}${slug}`;

const kindTags = new Set<string>(Object.values(contentCacheTags));

/** Whether `tag` is a content cache tag: one of `contentCacheTags` or a blog post's. */
export function isContentCacheTag(tag: unknown): tag is string {
  if (typeof tag !== 'string') return false;
  if (kindTags.has(tag)) return true;
  const slug = tag.startsWith(BLOG_POST_TAG_PREFIX) ? tag.slice(BLOG_POST_TAG_PREFIX.length) : '';
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && !/\s/.test(slug);
}
