import type { MetadataRoute } from 'next';
import { robotsRules } from '@/features/content';

// SITE_URL is runtime configuration, so the file is made per request rather than at build.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
