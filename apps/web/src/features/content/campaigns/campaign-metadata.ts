import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { getOffer } from '../api/content-queries';
import { notFoundMetadata, pageMetadata, plainSummary } from '../seo/page-metadata';
import { localized } from '../ui/localized';
import type { CampaignListFilters } from './campaign-list-page';
import { campaignListHref, campaignPath } from './campaign-status';

export async function campaignListMetadata(filters: CampaignListFilters): Promise<Metadata> {
  const t = await getTranslations('content.campaigns');
  const lang = await getLang();
  return pageMetadata({
    lang,
    title: t('title'),
    description: t('description', { brand: brandNameIn(lang) }),
    path: campaignListHref(filters),
  });
}

export async function campaignMetadata(idOrSlug: string): Promise<Metadata> {
  const lang = await getLang();
  const result = await getOffer(idOrSlug);
  if (!result.ok) return notFoundMetadata('content.campaign');
  const offer = result.data;
  return pageMetadata({
    lang,
    title: localized(offer, 'title', lang),
    description: plainSummary(localized(offer, 'summary', lang)),
    // One address per campaign, whether it was reached by id or by slug.
    path: campaignPath(offer),
    image: offer.banner,
  });
}
