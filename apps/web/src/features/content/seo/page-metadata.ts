import 'server-only';
import type { Lang } from '@pothik/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { contentImageUrl } from '../ui/content-image';
import { absoluteUrl } from './site-url';

export type FeedLink = { url: string; title: string };

type PageMetadataInput = {
  lang: Lang;
  title: string;
  description: string;
  /** The page's own path, query included when it names a different list (a category). */
  path: string;
  /** A content image path (/images/…) for the sharing cards. */
  image?: string | null;
  article?: { publishedTime: string; section?: string; authors?: string[] };
  rss?: FeedLink[];
  atom?: FeedLink[];
  noIndex?: boolean;
};

// The language is a cookie, not a URL, so each page has one canonical address for both languages; the
// card's locale is the language it was rendered in.
const ogLocale: Record<Lang, string> = { en: 'en_US', bn: 'bn_BD' };

/** Title, description, canonical URL, OpenGraph and Twitter cards, and feed links of a content page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const images = input.image ? [{ url: contentImageUrl(input.image), alt: input.title }] : undefined;
  const types: Record<string, { url: string; title: string }[]> = {};
  if (input.rss?.length) types['application/rss+xml'] = input.rss.map(toAbsoluteFeed);
  if (input.atom?.length) types['application/atom+xml'] = input.atom.map(toAbsoluteFeed);
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: url, ...(Object.keys(types).length ? { types } : {}) },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName: brandNameIn(input.lang),
      locale: ogLocale[input.lang],
      ...(input.article
        ? {
            type: 'article',
            publishedTime: input.article.publishedTime,
            section: input.article.section,
            authors: input.article.authors,
          }
        : { type: 'website' }),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

function toAbsoluteFeed(feed: FeedLink) {
  return { url: absoluteUrl(feed.url), title: feed.title };
}

/** Plain text of an HTML snippet, cut at a word near `max` characters (meta descriptions). */
export function plainSummary(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The metadata of an entry's page when the entry is not there: its "not found" title, out of the index. */
export async function notFoundMetadata(
  namespace: 'content.blogPost' | 'content.campaign',
): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t('notFoundTitle'), robots: { index: false } };
}
