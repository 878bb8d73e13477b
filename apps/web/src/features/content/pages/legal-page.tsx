import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';
import { getContentPage } from '../api/content-queries';
import { ContentPageBody } from './content-page-body';

/** /terms-and-conditions and /privacy-policy: the text the staff keep in get/pages/{terms|privacy}. */
export async function LegalPage({ which }: { which: 'terms' | 'privacy' }) {
  const t = await getTranslations(which);
  const tp = await getTranslations('content.pages');
  const copy = await getBrandCopy();
  const page = await getContentPage(which);
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page py-10">
        <ContentPageBody
          page={page}
          lang={copy.lang}
          notWritten={tp('beingWritten')}
          retryHref={which === 'terms' ? '/terms-and-conditions' : '/privacy-policy'}
        />
      </div>
    </>
  );
}
