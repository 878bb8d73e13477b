import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/content';

// Per request, not at build: the posts and campaigns come from the API at run time (their answers are
// cached for a minute), and SITE_URL is runtime configuration.
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
