import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { TextSection } from '@/components/text-section';
import { getBrandCopy } from '@/config/brand-copy';

const termsSections = ['booking', 'cancellation', 'promos', 'conduct'] as const;
const privacySections = ['collect', 'use', 'share', 'rights'] as const;

export async function TermsPage() {
  const t = await getTranslations('terms');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page space-y-8 py-10">
        {termsSections.map((key) => (
          <TextSection key={key} title={t(`sections.${key}.title`)}>
            <p>{t(`sections.${key}.body`)}</p>
          </TextSection>
        ))}
      </div>
    </>
  );
}

export async function PrivacyPage() {
  const t = await getTranslations('privacy');
  const copy = await getBrandCopy();
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead', { brand: copy.brand })} />
      <div className="container-page space-y-8 py-10">
        {privacySections.map((key) => (
          <TextSection key={key} title={t(`sections.${key}.title`)}>
            <p>
              {key === 'rights'
                ? t('sections.rights.body', { email: copy.email })
                : t(`sections.${key}.body`)}
            </p>
          </TextSection>
        ))}
      </div>
    </>
  );
}
