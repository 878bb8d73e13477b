'use client';

import { airports } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { TripSelect } from './trip-select';

/** The eight airports the airport tab serves (DESIGN.md §6), named in the reader's language. */
export function AirportField() {
  const t = useTranslations('chooser');
  const lang = useLang();
  return (
    <TripSelect name="airport_code" label={t('airport')}>
      <option value="">{t('chooseAirport')}</option>
      {airports.map((airport) => (
        <option key={airport.code} value={airport.code}>
          {lang === 'bn'
            ? `${airport.name_bn} (${airport.city_bn})`
            : `${airport.name_en} (${airport.city_en})`}
        </option>
      ))}
    </TripSelect>
  );
}
