import 'server-only';
import type { Lang } from '@pothik/domain';
import { Feed } from 'feed';
import { createTranslator } from 'next-intl';
import { brand, brandNameIn } from '@/config/brand';
import { messagesByLang } from '@/i18n/messages';
import { getBlogs, getNewsrooms } from '../api/content-queries';
import { blogPostPath, blogsPath } from '../blogs/blog-paths';
import { newsAnchor, newsroomsPath } from '../news/news-paths';
import { contentImageUrl } from '../ui/content-image';
import { localized } from '../ui/localized';
import { absoluteUrl } from './site-url';

// RSS 2.0 and Atom feeds of the blog and the newsroom (DESIGN.md §3: the `feed` package), newest 20
// items. Feed readers send no cookie, so `?lang=bn` asks for the Bangla texts; English otherwise (the
// texts come straight from the catalogue: the request's own language is the cookie's).

const FEED_ITEMS = 20;

type FeedKind = 'blogs' | 'news';
export type FeedFormat = 'rss' | 'atom';

const feedPaths: Record<FeedKind, Record<FeedFormat, string>> = {
  blogs: { rss: `${blogsPath}/feed.xml`, atom: `${blogsPath}/atom.xml` },
  news: { rss: `${newsroomsPath}/feed.xml`, atom: `${newsroomsPath}/atom.xml` },
};

export function feedLangOf(request: Request): Lang {
  return new URL(request.url).searchParams.get('lang') === 'bn' ? 'bn' : 'en';
}

type FeedEntry = {
  link: string;
  title: string;
  description: string;
  date: string;
  image: string | null;
  category?: string;
};

/** A feed of `entries` (newest first), its own links, and its date the newest entry's. */
function buildFeed(
  kind: FeedKind,
  lang: Lang,
  text: { title: string; description: string },
  entries: FeedEntry[],
) {
  const query = lang === 'bn' ? '?lang=bn' : '';
  const page = kind === 'blogs' ? blogsPath : newsroomsPath;
  const updated = latest(entries.map((entry) => entry.date));
  const feed = new Feed({
    id: absoluteUrl(page),
    link: absoluteUrl(page),
    title: text.title,
    description: text.description,
    language: lang,
    updated,
    generator: false,
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${updated.getUTCFullYear()} ${brandNameIn(lang)}`,
    feedLinks: {
      rss: absoluteUrl(`${feedPaths[kind].rss}${query}`),
      atom: absoluteUrl(`${feedPaths[kind].atom}${query}`),
    },
    author: { name: brandNameIn(lang), email: brand.supportEmail, link: absoluteUrl('/') },
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.link,
      link: entry.link,
      title: entry.title,
      description: entry.description,
      date: new Date(entry.date),
      ...(entry.image ? { image: contentImageUrl(entry.image) } : {}),
      ...(entry.category ? { category: [{ name: entry.category }] } : {}),
    });
  }
  return feed;
}

/** The blog's feed; null when the content API did not answer (the route says so with a 503). */
export async function blogFeed(lang: Lang): Promise<Feed | null> {
  const result = await getBlogs({ perPage: FEED_ITEMS });
  if (!result.ok) return null;
  const t = createTranslator({ locale: lang, messages: messagesByLang[lang], namespace: 'content.blogs' });
  const name = brandNameIn(lang);
  return buildFeed(
    'blogs',
    lang,
    { title: t('feedTitle', { brand: name }), description: t('feedDescription', { brand: name }) },
    result.data.items.map((post) => ({
      link: absoluteUrl(blogPostPath(post.slug)),
      title: localized(post, 'title', lang),
      description: localized(post, 'excerpt', lang),
      date: post.published_at,
      image: post.cover,
      category: post.category ? localized(post.category, 'name', lang) : undefined,
    })),
  );
}

/** The newsroom's feed; null when the content API did not answer. */
export async function newsFeed(lang: Lang): Promise<Feed | null> {
  const result = await getNewsrooms({ perPage: FEED_ITEMS });
  if (!result.ok) return null;
  const t = createTranslator({
    locale: lang,
    messages: messagesByLang[lang],
    namespace: 'content.newsrooms',
  });
  const name = brandNameIn(lang);
  return buildFeed(
    'news',
    lang,
    { title: t('feedTitle', { brand: name }), description: t('description', { brand: name }) },
    result.data.items.map((item) => ({
      link: item.url ?? absoluteUrl(`${newsroomsPath}#${newsAnchor(item.id)}`),
      title: localized(item, 'title', lang),
      description: item.outlet,
      date: item.published_at,
      image: item.image,
    })),
  );
}

function latest(dates: string[]): Date {
  const times = dates.map((date) => Date.parse(date)).filter(Number.isFinite);
  return times.length > 0 ? new Date(Math.max(...times)) : new Date();
}

/** A feed as an HTTP answer: the XML, or 503 while the content API is away (readers retry later). */
export function feedResponse(feed: Feed | null, format: FeedFormat): Response {
  if (!feed) {
    return new Response('The feed is not available just now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
  return new Response(format === 'rss' ? feed.rss2() : feed.atom1(), {
    headers: {
      'Content-Type': `${format === 'rss' ? 'application/rss+xml' : 'application/atom+xml'}; charset=utf-8`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
