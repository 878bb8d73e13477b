'use client';

import { makeDriverLeadSchema } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { carTypeOptions, districtOptions } from './car-options';
import { type LeadField, LeadForm } from './lead-form';

const ownsCar = (values: Record<string, unknown>) => values.has_own_car === 'yes';

/** /earn-with-{product}: a Smart Driver signs up; the recruitment team calls back. */
export function DriverForm() {
  const t = useTranslations('leads.driver');
  const lang = useLang();
  const schema = useMemo(() => makeDriverLeadSchema(), []);
  const seats = (n: number) => t('seats', { count: localizeDigits(String(n), lang) });
  const fields: LeadField[] = [
    { name: 'full_name', label: t('fields.full_name'), type: 'text', autoComplete: 'name' },
    { name: 'mobile', label: t('fields.mobile'), type: 'tel', autoComplete: 'tel-national' },
    { name: 'email', label: t('fields.email'), type: 'email', autoComplete: 'email', optional: true },
    {
      name: 'district',
      label: t('fields.district'),
      type: 'select',
      options: districtOptions(lang),
      placeholder: t('choose'),
    },
    { name: 'licence_number', label: t('fields.licence_number'), type: 'text', hint: t('licenceHint') },
    { name: 'experience_years', label: t('fields.experience_years'), type: 'number', min: 0, max: 50 },
    { name: 'has_own_car', label: t('fields.has_own_car'), type: 'yesno' },
    {
      name: 'car_type',
      label: t('fields.car_type'),
      type: 'select',
      options: carTypeOptions(lang, seats),
      placeholder: t('choose'),
      showWhen: ownsCar,
    },
    { name: 'car_model', label: t('fields.car_model'), type: 'text', optional: true, showWhen: ownsCar },
    {
      name: 'car_year',
      label: t('fields.car_year'),
      type: 'number',
      min: 1980,
      max: 2100,
      optional: true,
      showWhen: ownsCar,
    },
  ];
  return (
    <LeadForm kind="driver" schema={schema} fields={fields} submitLabel={t('submit')} nextSteps={t('next')} />
  );
}
