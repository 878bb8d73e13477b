import 'server-only';
import type { MetadataRoute } from 'next';
import { earnWithPath } from '@/config/brand';
import { getBlogs, getOffers } from '../api/content-queries';
import type { ContentResult } from '../api/fetch-content';
import { blogPostPath } from '../blogs/blog-paths';
import { campaignPath } from '../campaigns/campaign-status';
import { absoluteUrl } from './site-url';

// SPEC.md §2's public pages (the logged-in ones and /survey, /request-car-requisition are not for
// search engines) and the site's FAQ, then every published blog post and campaign.
function publicPaths(): string[] {
  return [
    '/',
    '/about-us',
    '/business',
    '/club',
    earnWithPath(),
    '/blogs',
    '/newsrooms',
    '/campaign',
    '/terms-and-conditions',
    '/privacy-policy',
    '/ramadan-calendar-2025',
    '/tutorial',
    '/faq',
  ];
}

// The API's largest page (DESIGN.md §4); the cap keeps a runaway total from looping for ever.
const PER_PAGE = 50;
const MAX_PAGES = 200;

type Paged<T> = { items: T[]; page: number; per_page: number; total: number };

/** Every item of a paged content list, page by page; what was read so far if a page fails. */
async function allItems<T>(fetchPage: (page: number) => Promise<ContentResult<Paged<T>>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page);
    if (!result.ok) break;
    items.push(...result.data.items);
    if (result.data.items.length === 0 || items.length >= result.data.total) break;
  }
  return items;
}

export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [posts, offers] = await Promise.all([
    allItems((page) => getBlogs({ page, perPage: PER_PAGE })),
    allItems((page) => getOffers({ page, perPage: PER_PAGE })),
  ]);
  return [
    ...publicPaths().map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(blogPostPath(post.slug)),
      lastModified: post.published_at,
    })),
    ...offers.map((offer) => ({ url: absoluteUrl(campaignPath(offer)) })),
  ];
}

/** What crawlers may visit: not the logged-in pages or the survey; where the sitemap is. */
export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/trip', '/profile', '/survey'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
