'use client';

import { dhakaIsoDay, makeCarRequisitionSchema } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { carTypeOptions } from './car-options';
import { type LeadField, LeadForm } from './lead-form';

/** /request-car-requisition: an organisation asks for cars (DESIGN.md §12's fields). */
export function RequisitionForm() {
  const t = useTranslations('leads.requisition');
  const lang = useLang();
  const schema = useMemo(() => makeCarRequisitionSchema(), []);
  const seats = (n: number) => t('seats', { count: localizeDigits(String(n), lang) });
  const today = dhakaIsoDay(new Date());
  const fields: LeadField[] = [
    { name: 'organisation', label: t('fields.organisation'), type: 'text', autoComplete: 'organization' },
    { name: 'contact_name', label: t('fields.contact_name'), type: 'text', autoComplete: 'name' },
    { name: 'mobile', label: t('fields.mobile'), type: 'tel', autoComplete: 'tel-national' },
    { name: 'email', label: t('fields.email'), type: 'email', autoComplete: 'email', optional: true },
    { name: 'pickup', label: t('fields.pickup'), type: 'place' },
    { name: 'dropoff', label: t('fields.dropoff'), type: 'place', optional: true },
    { name: 'start_date', label: t('fields.start_date'), type: 'date', min: today },
    { name: 'end_date', label: t('fields.end_date'), type: 'date', min: today, optional: true },
    {
      name: 'car_type',
      label: t('fields.car_type'),
      type: 'select',
      options: carTypeOptions(lang, seats),
      placeholder: t('choose'),
    },
    { name: 'cars', label: t('fields.cars'), type: 'number', min: 1, max: 50 },
    { name: 'purpose', label: t('fields.purpose'), type: 'textarea', optional: true },
  ];
  return (
    <LeadForm
      kind="car_rental"
      schema={schema}
      fields={fields}
      submitLabel={t('submit')}
      nextSteps={t('next')}
    />
  );
}
