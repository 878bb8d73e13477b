'use client';

import type { DriverCard } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { apiAssetUrl } from '@/lib/api-client';
import { localizeDigits } from '@/lib/format';
import { carTypeName } from '@/lib/trip-labels';
import { formatRating } from './driver-rating';

/** Who the driver is: photo, name, rating, trips done and car. `children` add to the details. */
export function DriverCardView({
  driver,
  headingId,
  children,
}: {
  driver: DriverCard;
  headingId?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('bids.driver');
  const lang = useLang();
  const { apiUrl } = useRuntimeConfig();
  return (
    <div className="flex min-w-0 gap-3">
      {driver.photo ? (
        // biome-ignore lint/performance/noImgElement: served by the API host, known only at runtime
        <img
          src={apiAssetUrl(driver.photo, apiUrl)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-full bg-gray-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-2xl text-primary-darker"
        >
          {driver.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 space-y-0.5">
        <h3 id={headingId} className="break-words font-bold text-lg">
          {driver.name}
        </h3>
        <p className="text-gray-800">
          {driver.rating === null ? (
            t('noRating')
          ) : (
            <>
              <span aria-hidden="true" className="text-amber-600">
                ★{' '}
              </span>
              {t('rating', {
                rating: formatRating(driver.rating, lang),
                count: driver.rating_count,
                value: localizeDigits(driver.rating_count, lang),
              })}
            </>
          )}
        </p>
        <p className="text-gray-700 text-sm">
          {t('trips', { count: driver.completed_trips, value: localizeDigits(driver.completed_trips, lang) })}
          {' · '}
          {driver.car_model} ({carTypeName(driver.car_type, lang)})
        </p>
        {children}
      </div>
    </div>
  );
}
