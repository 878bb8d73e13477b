import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { brand } from '@/config/brand';
import { getBrandCopy } from '@/config/brand-copy';
import { DriverForm } from '@/features/leads';
import { LeadFormSection } from './ui/lead-form-section';

/** Driver recruitment (Smart Driver): no commission, a small monthly subscription. */
export async function EarnWithPage() {
  const t = await getTranslations('earnWith');
  const tForm = await getTranslations('leads.driver');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={t('lead')} />
      <div className="container-page space-y-10 py-10">
        <TextSection title={t('noCommissionTitle')}>
          <p>{t('noCommission', { brand: copy.brand })}</p>
        </TextSection>
        <TextSection title={t('chooseTitle')}>
          <p>{t('choose')}</p>
        </TextSection>
        <LeadFormSection
          id="driver_signup"
          title={tForm('heading')}
          intro={tForm('intro')}
          form={<DriverForm />}
        />
        {brand.apps.driverAndroid && (
          <TextSection title={t('appTitle')}>
            <p>{t('app', { brand: copy.brand })}</p>
            <p>
              <a
                className="btn-primary"
                href={brand.apps.driverAndroid}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('appLink')}
              </a>
            </p>
          </TextSection>
        )}
      </div>
    </>
  );
}
