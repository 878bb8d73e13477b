import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLang } from '@/i18n/get-lang';
import { getFaq, getOffer } from '../api/content-queries';
import { JsonLd } from '../seo/json-ld';
import { breadcrumbLd, faqPageLd } from '../seo/structured-data';
import { formatContentDate } from '../ui/content-date';
import { ContentError } from '../ui/content-error';
import { ContentImage } from '../ui/content-image';
import { EntryHeader } from '../ui/entry-header';
import { FaqList, faqEntriesOf } from '../ui/faq-list';
import { localized } from '../ui/localized';
import { RichText } from '../ui/rich-text';
import { CampaignBadge } from './campaign-badge';
import { CampaignCountdown } from './campaign-countdown';
import { statusLabel } from './campaign-dates';
import { campaignPath, campaignStatus, campaignsPath } from './campaign-status';
import { GpLoyaltyCheck } from './gp-loyalty-check';
import { PromoCodeBox } from './promo-code-box';

/** /campaign/{id or slug}: banner, offer, promo code, GP loyalty check, terms and FAQ. */
export async function CampaignDetailPage({ idOrSlug }: { idOrSlug: string }) {
  const result = await getOffer(idOrSlug);
  if (!result.ok && result.status === 404) notFound();
  const t = await getTranslations('content');
  if (!result.ok) {
    return (
      <div className="container-page py-10">
        <h1 className="sr-only">{t('campaigns.heading')}</h1>
        <ContentError retryHref={`${campaignsPath}/${encodeURIComponent(idOrSlug)}`} />
      </div>
    );
  }
  const offer = result.data;
  const lang = await getLang();
  const faq = await getFaq(offer.id);
  const status = campaignStatus(offer, Date.now());
  const title = localized(offer, 'title', lang);
  const tc = await getTranslations('content.campaigns');
  const crumbs = [
    { name: t('homeLink'), href: '/' },
    { name: t('campaigns.heading'), href: campaignsPath },
    { name: title, href: campaignPath(offer) },
  ];
  const faqItems = faq.ok ? faqEntriesOf(faq.data, lang) : [];
  const terms = localized(offer, 'terms', lang);

  return (
    <article>
      <JsonLd
        data={[
          breadcrumbLd(crumbs.map((crumb) => ({ name: crumb.name, path: crumb.href }))),
          ...(faqItems.length > 0 ? [faqPageLd(faqItems)] : []),
        ]}
      />
      <EntryHeader
        breadcrumbLabel={t('breadcrumb')}
        crumbs={crumbs}
        kicker={<CampaignBadge status={status} label={statusLabel(status, tc)} />}
        title={title}
      >
        <p className="text-gray-800">
          {t('campaign.period', {
            start: formatContentDate(offer.starts_at, lang),
            end: formatContentDate(offer.ends_at, lang),
          })}
        </p>
        {status === 'live' && <CampaignCountdown endsAt={offer.ends_at} className="text-primary-dark" />}
      </EntryHeader>
      <div className="container-page max-w-4xl space-y-8 py-8">
        <ContentImage
          src={offer.banner}
          width={960}
          height={480}
          isAboveFold
          sizes="column"
          className="aspect-[2/1] h-auto w-full rounded-xl"
        />
        <p className="text-xl">{localized(offer, 'summary', lang)}</p>
        {offer.promo_code && status !== 'ended' && <PromoCodeBox code={offer.promo_code} />}
        <RichText html={localized(offer, 'body', lang)} />
        {offer.gp_loyalty && status !== 'ended' && <GpLoyaltyCheck campaignId={offer.id} />}
        {terms.trim() && (
          <section aria-labelledby="campaign-terms-title">
            <h2 id="campaign-terms-title" className="font-bold text-2xl text-primary-darker">
              {t('campaign.terms')}
            </h2>
            <RichText html={terms} className="mt-3" />
          </section>
        )}
        {faqItems.length > 0 && (
          <section aria-labelledby="campaign-faq-title">
            <h2 id="campaign-faq-title" className="mb-3 font-bold text-2xl text-primary-darker">
              {t('campaign.faq')}
            </h2>
            <FaqList items={faqItems} />
          </section>
        )}
        <p>
          <Link href={campaignsPath} className="btn-outline">
            {t('campaign.allCampaigns')}
          </Link>
        </p>
      </div>
    </article>
  );
}
