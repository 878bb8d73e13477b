'use client';

import type { DriverContact } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { DriverCardView } from '@/features/bids';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

/** The booked driver with what a passenger needs on the day: the plate to spot, the number to call. */
export function DriverContactCard({ driver }: { driver: DriverContact }) {
  const t = useTranslations('ride.driver');
  const lang = useLang();
  return (
    <DriverCardView driver={driver}>
      <dl className="mt-2 space-y-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('plate')}</dt>
          <dd className="break-all">{driver.plate_number}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-semibold">{t('phone')}</dt>
          <dd>
            <a
              href={`tel:${driver.mobile}`}
              aria-label={t('call', { name: driver.name, mobile: localizeDigits(driver.mobile, lang) })}
              className="font-semibold text-primary-dark underline"
            >
              {localizeDigits(driver.mobile, lang)}
            </a>
          </dd>
        </div>
      </dl>
    </DriverCardView>
  );
}
