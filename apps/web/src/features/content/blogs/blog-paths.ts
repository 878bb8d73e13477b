import { pageNumberOf, queryText } from '../ui/page-number';

// The blog's addresses: the list with its filters in the query (so every view is a plain, shareable
// GET), and a post by its slug.

export type BlogListFilters = { category?: string; q?: string; page?: number };

export const blogsPath = '/blogs';

export function blogListHref({ category, q, page }: BlogListFilters = {}): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  const text = q?.trim();
  if (text) query.set('q', text);
  if (page && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${blogsPath}?${search}` : blogsPath;
}

export function blogPostPath(slug: string): string {
  return `${blogsPath}/${encodeURIComponent(slug)}`;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The list's filters from its query; anything malformed is dropped rather than refused. */
export function blogListFiltersOf(params: SearchParams): BlogListFilters {
  return {
    category: queryText(params.category, 80),
    q: queryText(params.q),
    page: pageNumberOf(params.page),
  };
}
