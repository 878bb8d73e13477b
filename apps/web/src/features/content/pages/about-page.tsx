import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { getBrandCopy } from '@/config/brand-copy';
import { getBoardOfManagement, getContentPage } from '../api/content-queries';
import { BoardOfManagement } from './board-of-management';
import { ContentPageBody } from './content-page-body';

/** /about-us: the about text the staff edit (get/pages/about), the board, and how to reach us. */
export async function AboutPage() {
  const t = await getTranslations('about');
  const tc = await getTranslations('content.about');
  const tp = await getTranslations('content.pages');
  const copy = await getBrandCopy();
  const [page, board] = await Promise.all([getContentPage('about'), getBoardOfManagement()]);
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page space-y-10 py-10">
        <ContentPageBody page={page} lang={copy.lang} notWritten={tp('beingWritten')} retryHref="/about-us" />
        {board.ok && <BoardOfManagement members={board.data} lang={copy.lang} title={tc('board')} />}
        {(copy.reach !== 'none' || copy.address) && (
          <TextSection title={t('contactTitle')}>
            {copy.reach !== 'none' && <p>{t('contact', copy)}</p>}
            {copy.address && <p>{t('office', copy)}</p>}
          </TextSection>
        )}
      </div>
    </>
  );
}
