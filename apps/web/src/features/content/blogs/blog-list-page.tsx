import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getLang } from '@/i18n/get-lang';
import { localizeDigits } from '@/lib/format';
import { getBlogCategories, getBlogSlider, getBlogs } from '../api/content-queries';
import { ContentError } from '../ui/content-error';
import { contentImageUrl } from '../ui/content-image';
import { ContentPager } from '../ui/content-pager';
import { localized } from '../ui/localized';
import { BlogCard } from './blog-card';
import { BlogCategoryNav } from './blog-category-nav';
import { blogMetaLine } from './blog-meta';
import { type BlogListFilters, blogListHref, blogPostPath } from './blog-paths';
import { BlogSearchForm } from './blog-search-form';
import { BlogSlider } from './blog-slider';

const BLOGS_PER_PAGE = 12;

/** /blogs: the featured slider, categories, search and the paged list of posts. */
export async function BlogListPage({ filters }: { filters: BlogListFilters }) {
  const t = await getTranslations('content');
  const lang = await getLang();
  const { category, q } = filters;
  const page = filters.page ?? 1;
  const isNarrowed = Boolean(category || q);
  const isFiltered = isNarrowed || page > 1;
  const [blogs, categories, slider] = await Promise.all([
    getBlogs({ category, q, page, perPage: BLOGS_PER_PAGE }),
    getBlogCategories(),
    // The featured posts lead the unfiltered first page only.
    isFiltered ? null : getBlogSlider(),
  ]);

  return (
    <>
      <PageHeading title={t('blogs.heading')} lead={t('blogs.lead')} />
      <div className="container-page space-y-8 py-8 md:py-10">
        {slider?.ok && slider.data.length > 0 && (
          <BlogSlider
            slides={slider.data.map((post) => ({
              key: String(post.id),
              href: blogPostPath(post.slug),
              title: localized(post, 'title', lang),
              excerpt: localized(post, 'excerpt', lang),
              image: post.cover ? contentImageUrl(post.cover) : null,
              meta: blogMetaLine(post, lang, t),
            }))}
          />
        )}
        <div className="space-y-4">
          <BlogSearchForm key={`${category ?? ''}|${q ?? ''}`} category={category} q={q} />
          {categories.ok && (
            <BlogCategoryNav
              categories={categories.data}
              current={category}
              lang={lang}
              labels={{
                nav: t('blogs.categories'),
                all: t('blogs.allCategories'),
                count: (name, count) => t('blogs.categoryCount', { name, count }),
              }}
            />
          )}
        </div>
        {!blogs.ok ? (
          <ContentError retryHref={blogListHref(filters)} />
        ) : (
          <section aria-labelledby="blog-list-title">
            <h2 id="blog-list-title" className={q ? 'font-bold text-xl' : 'sr-only'}>
              {q ? t('blogs.resultsFor', { q }) : t('blogs.heading')}
            </h2>
            {q && (
              <p className="mt-1 text-gray-700">
                {t('blogs.resultCount', {
                  count: blogs.data.total,
                  value: localizeDigits(blogs.data.total, lang),
                })}
              </p>
            )}
            {blogs.data.items.length === 0 ? (
              <div className="mt-4">
                {isFiltered ? (
                  // A search or category with no posts, or a page past the last one.
                  <EmptyState
                    title={isNarrowed ? t('blogs.noMatchTitle') : t('blogs.emptyTitle')}
                    body={isNarrowed ? t('blogs.noMatchBody') : undefined}
                    action={
                      <a href={blogListHref()} className="btn-outline">
                        {t('blogs.showAll')}
                      </a>
                    }
                  />
                ) : (
                  <EmptyState title={t('blogs.emptyTitle')} body={t('blogs.emptyBody')} />
                )}
              </div>
            ) : (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {blogs.data.items.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} lang={lang} meta={blogMetaLine(post, lang, t)} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            )}
            <ContentPager
              page={blogs.data.page}
              perPage={blogs.data.per_page}
              total={blogs.data.total}
              hrefFor={(next) => blogListHref({ category, q, page: next })}
            />
          </section>
        )}
      </div>
    </>
  );
}
