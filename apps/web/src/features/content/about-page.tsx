import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { getBrandCopy } from '@/config/brand-copy';

export async function AboutPage() {
  const t = await getTranslations('about');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page space-y-8 py-10">
        <TextSection title={t('missionTitle')}>
          <p>{t('mission')}</p>
        </TextSection>
        <TextSection title={t('driversTitle')}>
          <p>{t('drivers')}</p>
        </TextSection>
        <TextSection title={t('contactTitle')}>
          <p>{t('contact', { email: copy.email, phone: copy.phone, address: copy.address })}</p>
        </TextSection>
      </div>
    </>
  );
}
