import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';
import { RequisitionForm, SurveyForm } from '@/features/leads';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function SurveyPage({ tripId, surveyToken }: { tripId?: number; surveyToken?: string }) {
  const t = await getTranslations('survey');
  const tForm = await getTranslations('leads.survey');
  return (
    // SPEC.md §2: the survey page has a primary-colour body (globals.css keys on this attribute).
    <div data-body-background="primary">
      <PageHeading title={t('heading')} inverse />
      <div className="container-page pb-12">
        <div className="mx-auto max-w-2xl rounded-2xl bg-white p-5 text-ink shadow-lg sm:p-8">
          <p className="mb-2 text-lg">{tForm('intro')}</p>
          {tripId && <p className="mb-6 text-gray-700">{tForm('tripNote', { id: tripId })}</p>}
          <ClientMessages features={['leads']}>
            <SurveyForm tripId={tripId} surveyToken={surveyToken} />
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}

export async function CarRequisitionPage() {
  const t = await getTranslations('requisition');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <div className="container-page py-10">
        <ClientMessages features={['leads']}>
          <RequisitionForm />
        </ClientMessages>
        {copy.reach !== 'none' && <p className="mt-8 text-gray-700">{t('other', copy)}</p>}
      </div>
    </>
  );
}
