import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';
import { getFaq } from '../api/content-queries';
import { JsonLd } from '../seo/json-ld';
import { faqPageLd } from '../seo/structured-data';
import { ContentError } from '../ui/content-error';
import { type FaqEntry, FaqList, faqEntriesOf } from '../ui/faq-list';

export type FaqTexts = {
  heading: string;
  lead: string;
  emptyTitle: string;
  emptyBody: string;
  /** How to ask support meanwhile; absent when no support contact is configured. */
  emptyContact?: string;
};

/** /faq: the site's own questions (get/faq/general, kept in the console), with FAQPage structured data. */
export async function FaqPage() {
  const t = await getTranslations('content.faq');
  const copy = await getBrandCopy();
  const faq = await getFaq('general');
  const items = faq.ok ? faqEntriesOf(faq.data, copy.lang) : null;
  return (
    <>
      {items && items.length > 0 && <JsonLd data={faqPageLd(items)} />}
      <FaqContent
        items={items}
        texts={{
          heading: t('heading'),
          lead: t('lead', { brand: copy.brand }),
          emptyTitle: t('emptyTitle'),
          emptyBody: t('emptyBody'),
          emptyContact: copy.reach === 'none' ? undefined : t('emptyContact', copy),
        }}
        error={<ContentError retryHref="/faq" />}
      />
    </>
  );
}

/** The page's heading and questions; `error` stands in for them when the content service failed. */
export function FaqContent({
  items,
  texts,
  error,
}: {
  items: FaqEntry[] | null;
  texts: FaqTexts;
  error: ReactNode;
}) {
  return (
    <>
      <PageHeading title={texts.heading} lead={texts.lead} />
      <div className="container-page max-w-4xl py-10">
        {!items ? (
          error
        ) : items.length === 0 ? (
          <EmptyState
            title={texts.emptyTitle}
            body={texts.emptyContact ? `${texts.emptyBody} ${texts.emptyContact}` : texts.emptyBody}
          />
        ) : (
          <FaqList items={items} />
        )}
      </div>
    </>
  );
}
