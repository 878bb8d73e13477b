'use client';

import { carColours, type Lang, type SharedTrip } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { LoadingSkeleton } from '@/components/load-states';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { apiAssetUrl } from '@/lib/api-client';
import { type ApiFailure, dataOrThrow, querySettings } from '@/lib/api-query';
import { formatTripTime } from '@/lib/format-trip-time';
import { carTypeName } from '@/lib/trip-labels';
import { fetchSharedTrip } from './share-api';
import { SharedCar } from './shared-car';
import { useSharedCarPush } from './use-shared-car-push';

// A family member keeps the page open for the whole trip: it asks again this often (more often while the
// car is followed and its socket is down: the socket pushes the car's points), and says when it last
// heard, so a phone that lost its network is not mistaken for a car that stopped.
const REFRESH_MS = 10_000;
const CAR_REFRESH_MS = 5_000;

/**
 * The page a share link opens (DESIGN.md §15), for someone who is not logged in. It asks the API from the
 * browser only: a chat app's link preview fetches the page's HTML, and must neither see the trip nor
 * count as the link's first opening.
 */
export function SharedTripPage({ token }: { token: string }) {
  const t = useTranslations('sharedTrip');
  const lang = useLang();
  const [pushed, setPushed] = useState(false);
  const { data, error, mutate } = useSWR<SharedTrip, ApiFailure<SharedTrip>>(
    ['shared-trip', token, lang],
    () => dataOrThrow(fetchSharedTrip(token, lang)),
    {
      ...querySettings,
      refreshInterval: (latest) => {
        if (latest?.is_tracked) return pushed ? REFRESH_MS : CAR_REFRESH_MS;
        return latest === undefined || isFollowed(latest) ? REFRESH_MS : 0;
      },
    },
  );
  const following = useSharedCarPush({
    token,
    routeKey: data?.route_key,
    enabled: data?.is_tracked === true,
    onPosition: (position) =>
      void mutate((trip) => (trip ? { ...trip, position } : trip), { revalidate: false }),
    onGone: () => void mutate(),
  });
  useEffect(() => setPushed(following), [following]);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  useEffect(() => {
    if (data) setCheckedAt(new Date().toISOString());
  }, [data]);

  const isGone = error?.result.status === 404;
  return (
    <div className="container-page max-w-2xl space-y-6 pb-16">
      <h1 className="font-bold text-3xl">{t('title')}</h1>
      {isGone && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium">
          {t('gone')}
        </p>
      )}
      {error && !isGone && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-medium">
          {t('failed')}
        </p>
      )}
      {!data && !error && <LoadingSkeleton label={t('loading')} count={2} />}
      {data && !isGone && <SharedTripView trip={data} lang={lang} checkedAt={checkedAt} />}
    </div>
  );
}

const isFollowed = (trip: SharedTrip) => trip.status !== 'completed';

function statusKey(trip: SharedTrip) {
  if (trip.status === 'confirmed') return trip.arrived_at ? 'arrived' : 'confirmed';
  if (trip.status === 'cancel_requested' || trip.status === 'started' || trip.status === 'completed')
    return trip.status;
  return 'other';
}

function SharedTripView({
  trip,
  lang,
  checkedAt,
}: {
  trip: SharedTrip;
  lang: Lang;
  checkedAt: string | null;
}) {
  const t = useTranslations('sharedTrip');
  const { apiUrl } = useRuntimeConfig();
  const name = trip.driver.first_name;
  return (
    <>
      <section
        aria-labelledby="shared-trip-driver"
        className="space-y-4 rounded-xl border border-gray-200 p-4"
      >
        <div className="flex items-center gap-4">
          {trip.driver.photo && (
            // biome-ignore lint/performance/noImgElement: the API's image, sized here; next/image would proxy it.
            <img
              src={apiAssetUrl(trip.driver.photo, apiUrl)}
              alt={t('photoAlt', { name })}
              width={64}
              height={64}
              className="size-16 rounded-full object-cover"
            />
          )}
          <h2 id="shared-trip-driver" className="font-bold text-xl">
            {t('heading', { name })}
          </h2>
        </div>
        <p role="status" aria-live="polite" className="rounded-lg bg-primary-soft p-3 font-semibold">
          {t(`status.${statusKey(trip)}`)}
        </p>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('car')}</dt>
          <dd>
            {carTypeName(trip.car_type, lang)} · {trip.car_model}
          </dd>
          {trip.car_colour && (
            <>
              <dt className="font-semibold">{t('colour')}</dt>
              <dd>{carColours[trip.car_colour][lang]}</dd>
            </>
          )}
          <dt className="font-semibold">{t('plate')}</dt>
          <dd>
            <span className="rounded border-2 border-gray-800 px-2 py-0.5 font-bold font-mono">
              {trip.plate_number}
            </span>{' '}
            <span className="text-gray-700 text-sm">{t('plateHint')}</span>
          </dd>
          <dt className="font-semibold">{t('pickupAt')}</dt>
          <dd>{formatTripTime(trip.pickup_at, lang)}</dd>
        </dl>
      </section>
      <SharedCar trip={trip} />
      <div className="space-y-1 text-gray-700 text-sm">
        {checkedAt && <p>{t('updated', { time: formatTripTime(checkedAt, lang) })}</p>}
        {trip.expires_at && <p>{t('expires', { time: formatTripTime(trip.expires_at, lang) })}</p>}
      </div>
    </>
  );
}
