import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { getBrandCopy } from '@/config/brand-copy';
import { ClubForm } from '@/features/leads';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function ClubPage() {
  const t = await getTranslations('club');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page space-y-10 py-10">
        <TextSection title={t('howTitle')}>
          <p>{t('how', { brand: copy.brand })}</p>
        </TextSection>
        <TextSection id="club_form" title={t('joinTitle')}>
          <ClientMessages features={['leads']}>
            <ClubForm />
          </ClientMessages>
          {copy.reach !== 'none' && <p className="mt-6 text-gray-700">{t('joinOther', copy)}</p>}
        </TextSection>
      </div>
    </>
  );
}
