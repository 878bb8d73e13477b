import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getLang } from '@/i18n/get-lang';
import { getOfferCategories, getOffers } from '../api/content-queries';
import { ContentError } from '../ui/content-error';
import { ContentPager } from '../ui/content-pager';
import { CampaignCard } from './campaign-card';
import { CampaignCategoryNav } from './campaign-category-nav';
import { campaignDateLine, statusLabel } from './campaign-dates';
import { campaignListHref, campaignStatus } from './campaign-status';

const CAMPAIGNS_PER_PAGE = 12;

export type CampaignListFilters = { category?: string; page?: number };

/** /campaign: the campaigns, live ones with time left, filtered by type (`?category=`). */
export async function CampaignListPage({ filters }: { filters: CampaignListFilters }) {
  const t = await getTranslations('content.campaigns');
  const lang = await getLang();
  const { category } = filters;
  const page = filters.page ?? 1;
  const [offers, categories] = await Promise.all([
    getOffers({ category, page, perPage: CAMPAIGNS_PER_PAGE }),
    getOfferCategories(),
  ]);
  const now = Date.now();

  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <div className="container-page space-y-6 py-8 md:py-10">
        {categories.ok && (
          <CampaignCategoryNav
            categories={categories.data}
            current={category}
            lang={lang}
            labels={{ nav: t('filter'), all: t('all') }}
          />
        )}
        {!offers.ok ? (
          <ContentError retryHref={campaignListHref(filters)} />
        ) : offers.data.items.length === 0 ? (
          <EmptyState
            title={t('emptyTitle')}
            body={category ? t('emptyCategoryBody') : t('emptyBody')}
            action={
              category ? (
                <a href={campaignListHref()} className="btn-outline">
                  {t('all')}
                </a>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {offers.data.items.map((offer, index) => {
                const status = campaignStatus(offer, now);
                return (
                  <li key={offer.id}>
                    <CampaignCard
                      offer={offer}
                      isAboveFold={index === 0}
                      lang={lang}
                      status={status}
                      statusText={statusLabel(status, t)}
                      dateLine={campaignDateLine(offer, status, lang, t)}
                    />
                  </li>
                );
              })}
            </ul>
            <ContentPager
              page={offers.data.page}
              perPage={offers.data.per_page}
              total={offers.data.total}
              hrefFor={(next) => campaignListHref({ category, page: next })}
            />
          </>
        )}
      </div>
    </>
  );
}
