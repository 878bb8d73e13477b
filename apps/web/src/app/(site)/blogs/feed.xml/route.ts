import { blogFeed, feedLangOf, feedResponse } from '@/features/content';

// The blog as RSS 2.0 (`?lang=bn` for Bangla). Runs per request: the content comes from the API at run time.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return feedResponse(await blogFeed(feedLangOf(request)), 'rss');
}
