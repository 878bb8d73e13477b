import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { getNewsrooms } from '../api/content-queries';
import { JsonLd } from '../seo/json-ld';
import { absoluteUrl } from '../seo/site-url';
import { newsArticleLd } from '../seo/structured-data';
import { ContentError } from '../ui/content-error';
import { ContentPager } from '../ui/content-pager';
import { localized } from '../ui/localized';
import { NewsCard } from './news-card';
import { newsAnchor, newsListHref, newsroomsPath } from './news-paths';

const NEWS_PER_PAGE = 12;

/** /newsrooms: news about the brand and press coverage, newest first. */
export async function NewsroomPage({ page }: { page: number }) {
  const t = await getTranslations('content.newsrooms');
  const tAll = await getTranslations('content');
  const lang = await getLang();
  const brand = brandNameIn(lang);
  const news = await getNewsrooms({ page, perPage: NEWS_PER_PAGE });

  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead', { brand })} />
      <div className="container-page py-8 md:py-10">
        {!news.ok ? (
          <ContentError retryHref={newsListHref(page)} />
        ) : news.data.items.length === 0 ? (
          <EmptyState title={t('emptyTitle')} body={t('emptyBody', { brand })} />
        ) : (
          <>
            <JsonLd
              data={news.data.items.map((item) =>
                newsArticleLd({
                  lang,
                  headline: localized(item, 'title', lang),
                  url: item.url ?? absoluteUrl(`${newsroomsPath}#${newsAnchor(item.id)}`),
                  image: item.image,
                  publishedAt: item.published_at,
                  outlet: item.outlet,
                }),
              )}
            />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {news.data.items.map((item) => (
                <li key={item.id}>
                  <NewsCard
                    item={item}
                    lang={lang}
                    labels={{ readAt: (outlet) => t('readAt', { outlet }), newTab: tAll('opensInNewTab') }}
                  />
                </li>
              ))}
            </ul>
            <ContentPager
              page={news.data.page}
              perPage={news.data.per_page}
              total={news.data.total}
              hrefFor={newsListHref}
            />
          </>
        )}
      </div>
    </>
  );
}
