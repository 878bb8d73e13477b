import 'server-only';
import type { Lang } from '@pothik/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { getBlog } from '../api/content-queries';
import { type FeedLink, notFoundMetadata, pageMetadata, plainSummary } from '../seo/page-metadata';
import { localized } from '../ui/localized';
import { type BlogListFilters, blogListHref, blogPostPath } from './blog-paths';

/** The blog's feeds, in the reader's language (feed readers have no cookie: `?lang=` says which). */
async function blogFeeds(lang: Lang): Promise<{ rss: FeedLink[]; atom: FeedLink[] }> {
  const t = await getTranslations('content.blogs');
  const brand = brandNameIn(lang);
  const query = lang === 'bn' ? '?lang=bn' : '';
  return {
    rss: [{ url: `/blogs/feed.xml${query}`, title: t('feedRss', { brand }) }],
    atom: [{ url: `/blogs/atom.xml${query}`, title: t('feedAtom', { brand }) }],
  };
}

export async function blogListMetadata(filters: BlogListFilters): Promise<Metadata> {
  const t = await getTranslations('content.blogs');
  const lang = await getLang();
  return pageMetadata({
    lang,
    title: t('title'),
    description: t('description', { brand: brandNameIn(lang) }),
    // A category and its pages are lists of their own; a search result page is not for the index.
    path: blogListHref({ category: filters.category, page: filters.page }),
    noIndex: Boolean(filters.q),
    ...(await blogFeeds(lang)),
  });
}

export async function blogPostMetadata(slug: string): Promise<Metadata> {
  const lang = await getLang();
  const result = await getBlog(slug);
  if (!result.ok) return notFoundMetadata('content.blogPost');
  const post = result.data;
  return pageMetadata({
    lang,
    title: localized(post, 'title', lang),
    description: plainSummary(localized(post, 'excerpt', lang)),
    path: blogPostPath(post.slug),
    image: post.cover,
    article: {
      publishedTime: post.published_at,
      section: post.category ? localized(post.category, 'name', lang) : undefined,
      authors: post.author ? [post.author.name] : undefined,
    },
    ...(await blogFeeds(lang)),
  });
}
