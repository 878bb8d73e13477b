import type { BlogDetail, Lang } from '@pothik/domain';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLang } from '@/i18n/get-lang';
import { getBlog, getBlogPlaces } from '../api/content-queries';
import { JsonLd } from '../seo/json-ld';
import { plainSummary } from '../seo/page-metadata';
import { blogPostingLd, breadcrumbLd } from '../seo/structured-data';
import { ContentError } from '../ui/content-error';
import { ContentImage } from '../ui/content-image';
import { EntryHeader } from '../ui/entry-header';
import { localized } from '../ui/localized';
import { RichText } from '../ui/rich-text';
import { BlogCard } from './blog-card';
import { blogMetaLine } from './blog-meta';
import { blogPostPath, blogsPath } from './blog-paths';
import { PlaceCard } from './place-card';

/** /blogs/{slug}: the post, the places it features (each bookable as a drop-off) and related posts. */
export async function BlogPostPage({ slug }: { slug: string }) {
  const result = await getBlog(slug);
  if (!result.ok && result.status === 404) notFound();
  const t = await getTranslations('content');
  if (!result.ok) {
    return (
      <div className="container-page py-10">
        <h1 className="sr-only">{t('blogs.heading')}</h1>
        <ContentError retryHref={blogPostPath(slug)} />
      </div>
    );
  }
  const post = result.data;
  const lang = await getLang();
  const places = await getBlogPlaces(post.id);
  const title = localized(post, 'title', lang);
  const path = blogPostPath(post.slug);
  const crumbs = [
    { name: t('homeLink'), href: '/' },
    { name: t('blogs.heading'), href: blogsPath },
    { name: title, href: path },
  ];

  return (
    <article>
      <JsonLd data={structuredData(post, lang, crumbs)} />
      <EntryHeader
        breadcrumbLabel={t('breadcrumb')}
        crumbs={crumbs}
        kicker={
          post.category && (
            <p className="font-semibold text-primary-dark">{localized(post.category, 'name', lang)}</p>
          )
        }
        title={title}
      >
        <p className="text-gray-800">
          {post.author && <span>{t('byAuthor', { author: post.author.name })} · </span>}
          {blogMetaLine(post, lang, t)}
        </p>
      </EntryHeader>
      <div className="container-page max-w-4xl space-y-10 py-8">
        <ContentImage
          src={post.cover}
          width={960}
          height={540}
          isAboveFold
          sizes="column"
          className="aspect-video h-auto w-full rounded-xl"
        />
        <RichText html={localized(post, 'body', lang)} />

        {places.ok && places.data.length > 0 && (
          <section aria-labelledby="blog-places-title">
            <h2 id="blog-places-title" className="font-bold text-2xl text-primary-darker">
              {t('blogPost.places')}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2">
              {places.data.map((place) => (
                <li key={place.id}>
                  <PlaceCard place={place} lang={lang} bookLabel={t('blogPost.bookThere')} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {post.related.length > 0 && (
          <section aria-labelledby="blog-related-title">
            <h2 id="blog-related-title" className="font-bold text-2xl text-primary-darker">
              {t('blogPost.related')}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.related.map((related) => (
                <li key={related.id}>
                  <BlogCard
                    post={related}
                    lang={lang}
                    meta={blogMetaLine(related, lang, t)}
                    headingLevel="h3"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <Link href={blogsPath} className="btn-outline">
            {t('blogPost.allPosts')}
          </Link>
        </p>
      </div>
    </article>
  );
}

function structuredData(post: BlogDetail, lang: Lang, crumbs: { name: string; href: string }[]) {
  return [
    blogPostingLd({
      lang,
      path: blogPostPath(post.slug),
      headline: localized(post, 'title', lang),
      description: plainSummary(localized(post, 'excerpt', lang)),
      image: post.cover,
      publishedAt: post.published_at,
      author: post.author?.name ?? null,
      section: post.category ? localized(post.category, 'name', lang) : undefined,
    }),
    breadcrumbLd(crumbs.map((crumb) => ({ name: crumb.name, path: crumb.href }))),
  ];
}
