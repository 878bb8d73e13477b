import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { getBrandCopy } from '@/config/brand-copy';
import { getBoardOfManagement, getContentPage } from '../api/content-queries';
import { ContentError } from '../ui/content-error';
import { localized } from '../ui/localized';
import { RichText } from '../ui/rich-text';
import { BoardOfManagement } from './board-of-management';

/** /about-us: the about text the staff edit (get/pages/about), the board, and how to reach us. */
export async function AboutPage() {
  const t = await getTranslations('about');
  const tc = await getTranslations('content.about');
  const copy = await getBrandCopy();
  const [page, board] = await Promise.all([getContentPage('about'), getBoardOfManagement()]);
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page space-y-10 py-10">
        {page.ok ? (
          <RichText html={localized(page.data, 'body', copy.lang)} className="max-w-3xl" />
        ) : (
          <ContentError retryHref="/about-us" />
        )}
        {board.ok && <BoardOfManagement members={board.data} lang={copy.lang} title={tc('board')} />}
        <TextSection title={t('contactTitle')}>
          <p>{t('contact', { email: copy.email, phone: copy.phone, address: copy.address })}</p>
        </TextSection>
      </div>
    </>
  );
}
