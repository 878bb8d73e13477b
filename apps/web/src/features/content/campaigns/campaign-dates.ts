import type { Lang, Offer } from '@pothik/domain';
import type { getTranslations } from 'next-intl/server';
import { formatContentDate } from '../ui/content-date';
import type { CampaignStatus } from './campaign-status';

type CampaignsT = Awaited<ReturnType<typeof getTranslations<'content.campaigns'>>>;

/** The one date a reader needs at a glance: when it starts, ends or ended. */
export function campaignDateLine(offer: Offer, status: CampaignStatus, lang: Lang, t: CampaignsT): string {
  if (status === 'upcoming') return t('startsOn', { date: formatContentDate(offer.starts_at, lang) });
  if (status === 'ended') return t('endedOn', { date: formatContentDate(offer.ends_at, lang) });
  return t('endsOn', { date: formatContentDate(offer.ends_at, lang) });
}

export function statusLabel(status: CampaignStatus, t: CampaignsT): string {
  return status === 'live' ? t('live') : status === 'upcoming' ? t('upcoming') : t('ended');
}
