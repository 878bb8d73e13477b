import { blogFeed, feedLangOf, feedResponse } from '@/features/content';

// The blog as Atom (`?lang=bn` for Bangla). Runs per request: the content comes from the API at run time.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return feedResponse(await blogFeed(feedLangOf(request)), 'atom');
}
