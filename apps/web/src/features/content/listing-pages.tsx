import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';
import { localizeDigits } from '@/lib/format';

// Content lists (blogs, news, campaigns, the Ramadan timetable) come from the CMS in a later release;
// until then each page says plainly that there is nothing to show.

export async function BlogsPage() {
  const t = await getTranslations('blogs');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    </>
  );
}

export async function NewsroomsPage() {
  const t = await getTranslations('newsrooms');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody', { brand: copy.brand })} />
      </div>
    </>
  );
}

export async function CampaignsPage() {
  const t = await getTranslations('campaign');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    </>
  );
}

export async function CampaignDetailPage() {
  const t = await getTranslations('campaignDetail');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <EmptyState
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link href="/campaign" className="btn-outline">
              {t('allCampaigns')}
            </Link>
          }
        />
      </div>
    </>
  );
}

export async function RamadanCalendarPage() {
  const t = await getTranslations('ramadan');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading', { year: localizeDigits(2025, copy.lang) })} />
      <div className="container-page py-10">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    </>
  );
}
