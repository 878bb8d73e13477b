import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { getBrandCopy } from '@/config/brand-copy';
import { BusinessForm } from '@/features/leads';
import { LeadFormSection } from './ui/lead-form-section';

const vmsPoints = ['booking', 'tracking', 'billing'] as const;

export async function BusinessPage() {
  const t = await getTranslations('business');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={t('lead')} />
      <div className="container-page space-y-10 py-10">
        {/* SPEC.md §2: /business#vms_services is linked from the footer. */}
        <TextSection id="vms_services" title={t('vmsTitle')}>
          <p>{t('vms')}</p>
          <ul className="list-disc space-y-1 ps-6">
            {vmsPoints.map((point) => (
              <li key={point}>{t(`vmsPoints.${point}`)}</li>
            ))}
          </ul>
        </TextSection>
        <LeadFormSection
          id="business_contact"
          title={t('contactTitle')}
          intro={t('contact')}
          form={<BusinessForm />}
        >
          {copy.reach !== 'none' && <p className="mt-6 text-gray-700">{t('contactOther', copy)}</p>}
        </LeadFormSection>
      </div>
    </>
  );
}
