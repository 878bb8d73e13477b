import 'server-only';
import { serverEnv } from '@/config/env';

/** A path on this site as an absolute URL under SITE_URL (canonical links, sitemap, feeds, cards). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${serverEnv.siteUrl}/`).toString();
}
