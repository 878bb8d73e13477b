'use client';

import { HOURLY_MAX_HOURS, HOURLY_MIN_HOURS } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { TripSelect } from './trip-select';

const hourChoices = Array.from(
  { length: HOURLY_MAX_HOURS - HOURLY_MIN_HOURS + 1 },
  (_, i) => HOURLY_MIN_HOURS + i,
);

/** How long an hourly trip keeps the car: a select, so only 1–12 can be chosen. */
export function HoursField() {
  const t = useTranslations('chooser');
  return (
    <TripSelect name="hours" label={t('hours')}>
      {hourChoices.map((hours) => (
        <option key={hours} value={String(hours)}>
          {t('hoursOption', { count: hours })}
        </option>
      ))}
    </TripSelect>
  );
}
