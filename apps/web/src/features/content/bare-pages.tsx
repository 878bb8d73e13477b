import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';

export async function SurveyPage() {
  const t = await getTranslations('survey');
  return (
    // SPEC.md §2: the survey page has a primary-colour body (globals.css keys on this attribute).
    <div data-body-background="primary">
      <PageHeading title={t('heading')} inverse />
      <div className="container-page pb-12">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    </div>
  );
}

export async function TutorialPage() {
  const t = await getTranslations('tutorial');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} />
      <div className="container-page py-10">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    </>
  );
}

export async function CarRequisitionPage() {
  const t = await getTranslations('requisition');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <div className="container-page py-10">
        <EmptyState title={t('emptyTitle')} body={t('emptyBody', { email: copy.email, phone: copy.phone })} />
      </div>
    </>
  );
}
