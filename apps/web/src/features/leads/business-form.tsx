'use client';

import { businessLeadSchema } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { LeadForm } from './lead-form';

/** /business: contact person, designation, company, email and a Bangladesh mobile (SPEC.md §5). */
export function BusinessForm() {
  const t = useTranslations('leads.business');
  const fields = [
    { name: 'name', label: t('fields.name'), type: 'text', autoComplete: 'name' },
    { name: 'designation', label: t('fields.designation'), type: 'text', autoComplete: 'organization-title' },
    { name: 'company_name', label: t('fields.company_name'), type: 'text', autoComplete: 'organization' },
    { name: 'email', label: t('fields.email'), type: 'email', autoComplete: 'email' },
    { name: 'mobile', label: t('fields.mobile'), type: 'tel', autoComplete: 'tel-national' },
  ] as const;
  return (
    <LeadForm
      kind="business"
      schema={businessLeadSchema}
      fields={fields}
      submitLabel={t('submit')}
      nextSteps={t('next')}
    />
  );
}
