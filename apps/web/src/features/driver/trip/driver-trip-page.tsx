'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { ConnectionStatus } from '@/features/bids';
import { TripStatusBadge } from '@/features/my-trips';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { fetchDriverTrips, fetchOpenTrips } from '../driver-api';
import { useDriverLive } from '../live/driver-live';
import { TripSummary } from '../open-trips/trip-summary';
import { BidPanel } from './bid-panel';
import { BookedPanel } from './booked-panel';
import { findDriverTrip } from './find-driver-trip';

// Leaflet and its CSS load only when a trip is opened, never with the list.
const DriverRouteMap = dynamic(() => import('./driver-route-map').then((m) => m.DriverRouteMap), {
  ssr: false,
});

export function DriverTripPage({ tripId }: { tripId: number }) {
  const t = useTranslations('driver.detail');
  const lang = useLang();
  const mine = useApiData('driver-trips', () => fetchDriverTrips(lang));
  const open = useApiData('driver-open-trips', () => fetchOpenTrips(lang));
  const refresh = () => {
    void mine.refresh();
    void open.refresh();
  };
  const connection = useDriverLive({
    onEvent: (event) => {
      if (event.trip_id === tripId) refresh();
    },
    onSync: refresh,
  });

  const failed = [mine.state, open.state].find((s) => s.status === 'failed');
  const title = <h1 className="font-bold text-2xl">{t('title', { id: localizeDigits(tripId, lang) })}</h1>;
  if (failed?.status === 'failed') {
    return (
      <section className="space-y-4">
        {title}
        <LoadError
          title={t('failed')}
          result={failed.result}
          retryLabel={t('retry')}
          onRetry={() => {
            mine.retry();
            open.retry();
          }}
        />
      </section>
    );
  }
  if (mine.state.status !== 'ready' || open.state.status !== 'ready') {
    return (
      <section className="space-y-4">
        {title}
        <LoadingSkeleton label={t('loading')} count={1} />
      </section>
    );
  }
  const found = findDriverTrip(tripId, mine.state.data.items, open.state.data.items);
  if (!found) {
    return (
      <section className="space-y-4">
        {title}
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium">
          {t('gone')}
        </p>
        <Link href="/driver" className="btn-outline inline-flex">
          {t('backToOpen')}
        </Link>
      </section>
    );
  }
  return (
    <article className="space-y-4" aria-labelledby="driver-trip-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="driver-trip-title" className="font-bold text-2xl">
          {t('title', { id: localizeDigits(tripId, lang) })}
        </h1>
        {'status' in found.trip && <TripStatusBadge status={found.trip.status} />}
      </div>
      <ConnectionStatus connection={connection} />
      <div className="rounded-xl border border-gray-300 bg-white p-4">
        <TripSummary trip={found.trip} />
        {found.trip.note && (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t('note')}</span> {found.trip.note}
          </p>
        )}
      </div>
      {found.kind === 'open' && <BidPanel trip={found.trip} myBid={found.myBid} onChanged={refresh} />}
      {found.kind === 'booked' && (
        <BookedPanel trip={found.trip} onChanged={refresh} isSocketLive={connection === 'live'} />
      )}
      {found.kind === 'closed' && (
        <p className="rounded-xl border border-gray-300 bg-gray-50 p-4 font-medium">{t('closed')}</p>
      )}
      {/* Below the actions: the map arrives after them, and nothing a driver is about to tap moves. */}
      <DriverRouteMap trip={found.trip} />
    </article>
  );
}
