'use client';

import { formatTaka } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { ConnectionStatus } from '@/features/bids';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { fetchOpenTrips, type OpenTrip } from '../driver-api';
import { useDriverLive } from '../live/driver-live';
import { PapersNotice } from '../papers/papers-notice';
import { DriverPushOptIn } from '../push/driver-push';
import { newestFirst } from './open-trip-order';
import { ReliabilityNotice } from './reliability-notice';
import { TripSummary } from './trip-summary';
import { useNewTripAnnouncement } from './use-new-trip-announcement';

/** Open trips of the driver's car type, newest request first, kept current over the socket. */
export function OpenTripsPage() {
  const t = useTranslations('driver.open');
  const lang = useLang();
  const { state, retry, refresh } = useApiData('driver-open-trips', () => fetchOpenTrips(lang));
  const connection = useDriverLive({ onEvent: () => void refresh(), onSync: () => void refresh() });
  const trips = state.status === 'ready' ? newestFirst(state.data.items) : null;
  const announcement = useNewTripAnnouncement(trips);

  return (
    <section aria-labelledby="open-trips-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="open-trips-title" className="font-bold text-2xl">
          {t('title')}
        </h1>
        <ConnectionStatus connection={connection} />
      </div>
      <ReliabilityNotice />
      <PapersNotice />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={2} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {trips?.length === 0 && <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />}
      {trips && trips.length > 0 && (
        <ul className="space-y-3">
          {trips.map((trip) => (
            <li key={trip.id}>
              <OpenTripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <DriverPushOptIn />
    </section>
  );
}

function OpenTripCard({ trip }: { trip: OpenTrip }) {
  const t = useTranslations('driver.open');
  const lang = useLang();
  return (
    <article
      data-trip-id={trip.id}
      className="relative rounded-xl border border-gray-300 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary"
    >
      <TripSummary trip={trip} />
      <p className="mt-1 text-gray-700 text-sm">
        {trip.passenger_cancellations.booked === 0
          ? t('passengerNew')
          : t('passengerCancellations', {
              cancelled: localizeDigits(trip.passenger_cancellations.cancelled_after_booking, lang),
              booked: localizeDigits(trip.passenger_cancellations.booked, lang),
              late: localizeDigits(trip.passenger_cancellations.late_cancellations, lang),
            })}
      </p>
      {trip.my_bid && (
        <p className="mt-2 inline-block rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-darker text-sm">
          {t('myBid', { fare: formatTaka(trip.my_bid.fare, lang) })}
        </p>
      )}
      {trip.my_bid?.held_until && (
        <p className="mt-2 ml-2 inline-block rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950 text-sm">
          {t('awaitingAdvance')}
        </p>
      )}
      <Link
        href={`/driver/trips/${trip.id}`}
        className="mt-3 flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-white after:absolute after:inset-0"
      >
        {t('open', { id: localizeDigits(trip.id, lang) })}
      </Link>
    </article>
  );
}
