'use client';

import { clubLeadSchema } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { LeadForm } from './lead-form';

/** /club: full name, an 11-digit Bangladesh mobile and email (SPEC.md §5). */
export function ClubForm() {
  const t = useTranslations('leads.club');
  const fields = [
    { name: 'full_name', label: t('fields.full_name'), type: 'text', autoComplete: 'name' },
    { name: 'mobile', label: t('fields.mobile'), type: 'tel', autoComplete: 'tel-national' },
    { name: 'email', label: t('fields.email'), type: 'email', autoComplete: 'email' },
  ] as const;
  return (
    <LeadForm
      kind="club"
      schema={clubLeadSchema}
      fields={fields}
      submitLabel={t('submit')}
      nextSteps={t('next')}
    />
  );
}
