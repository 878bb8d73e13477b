'use client';

import type { TripDetail as TripDetailData } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { PassengerTripPushOptIn } from '@/features/push';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { formatTripTime } from '@/lib/format-trip-time';
import { tripTypeName } from '@/lib/trip-labels';
import { AdvanceSummary } from './advance-pay-panel';
import { CancelSection } from './cancel/cancel-section';
import { CurrentTripProvider } from './current-trip';
import { HighDemandNotice } from './high-demand-notice';
import { PaymentOutcome } from './payment-outcome';
import { TripFacts } from './trip-facts';
import { MY_TRIPS_PATH } from './trip-list-query';
import { TripNotFound } from './trip-not-found';
import { TripPositionProvider } from './trip-position';
import { TripRouteLine } from './trip-route-line';
import { TripRouteMap } from './trip-route-map';
import { tripRowId } from './trip-row-id';
import { TripStatusBadge } from './trip-status-badge';
import { TripTimeline } from './trip-timeline';
import { fetchTripDetail } from './trips-api';

/**
 * One trip of the passenger: summary with status and cancelling, the live slot, route, details and status
 * history. `liveSlot` is where sections that follow the trip as it changes (the bids list) go; they read
 * the trip and its refresh with useCurrentTrip().
 */
export function TripDetail({
  tripId,
  liveSlot,
  initial,
}: {
  tripId: string;
  liveSlot?: ReactNode;
  /** The trip as the server rendered it (ADR 0024): shown at once, followed from there. */
  initial?: TripDetailData;
}) {
  const id = tripRowId(tripId);
  // An id that cannot exist is answered like the API's 404, without asking it.
  if (id === null) return <TripNotFound />;
  return <LoadedTripDetail tripId={id} liveSlot={liveSlot} initial={initial} />;
}

function LoadedTripDetail({
  tripId,
  liveSlot,
  initial,
}: {
  tripId: number;
  liveSlot: ReactNode;
  initial: TripDetailData | undefined;
}) {
  const t = useTranslations('tripDetail');
  const lang = useLang();
  const load = useCallback(() => fetchTripDetail(tripId, lang), [tripId, lang]);
  const { state, retry, refresh } = useApiData(`trip:${tripId}`, load, { initialData: initial });
  const detail = state.status === 'ready' ? state.data : null;
  const current = useMemo(() => (detail ? { detail, refresh } : null), [detail, refresh]);

  if (state.status === 'loading') return <LoadingSkeleton label={t('loading')} count={2} />;
  if (state.status === 'failed') {
    if (state.result.status === 404) return <TripNotFound />;
    return <LoadError title={t('loadError')} result={state.result} retryLabel={t('retry')} onRetry={retry} />;
  }
  return (
    <CurrentTripProvider value={current}>
      <TripPositionProvider>
        <TripDetailView detail={state.data} refresh={refresh} liveSlot={liveSlot} />
      </TripPositionProvider>
    </CurrentTripProvider>
  );
}

function TripDetailView({
  detail,
  refresh,
  liveSlot,
}: {
  detail: TripDetailData;
  refresh: () => Promise<void>;
  liveSlot: ReactNode;
}) {
  const t = useTranslations('tripDetail');
  const tSupport = useTranslations('support');
  const lang = useLang();
  const { trip, timeline } = detail;
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-8">
      <PaymentOutcome />
      <HighDemandNotice trip={trip} />
      <section
        aria-labelledby="trip-summary"
        className="space-y-3 rounded-xl border border-gray-200 p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Focus lands here after cancelling, so the new status is read out next. */}
          <h2 id="trip-summary" ref={summaryHeading} tabIndex={-1} className="font-bold text-2xl">
            {tripTypeName(trip.trip_type, lang)}
          </h2>
          <TripStatusBadge status={trip.status} />
        </div>
        <TripRouteLine trip={trip} />
        <p className="text-gray-700">{formatTripTime(trip.pickup_at, lang)}</p>
        <AdvanceSummary advance={detail.advance} />
        {(trip.status === 'completed' || detail.advance.paid) && (
          <Link href={`/trip/my-trips/${trip.id}/receipt`} className="btn-outline inline-flex">
            {t('receipt')}
          </Link>
        )}
        <CancelSection detail={detail} refresh={refresh} focusAfterChange={summaryHeading} />
        {/* Something went wrong (an overcharge, an item left in the car): a support ticket about this trip. */}
        <Link href={`/profile/tickets?trip=${trip.id}`} className="block text-primary-darker underline">
          {tSupport('tripLink')}
        </Link>
      </section>

      {/* Just requested: the moment to offer word of bids with the page closed. */}
      {trip.status === 'requested' && <PassengerTripPushOptIn />}

      {liveSlot}

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="trip-route">
          <h2 id="trip-route" className="mb-3 font-bold text-xl">
            {t('sections.route')}
          </h2>
          <TripRouteMap trip={trip} />
        </section>
        <section aria-labelledby="trip-facts">
          <h2 id="trip-facts" className="mb-3 font-bold text-xl">
            {t('sections.details')}
          </h2>
          <TripFacts trip={trip} />
        </section>
      </div>

      <section aria-labelledby="trip-timeline">
        <h2 id="trip-timeline" className="mb-3 font-bold text-xl">
          {t('sections.timeline')}
        </h2>
        <TripTimeline events={timeline} />
      </section>

      <Link href={MY_TRIPS_PATH} className="btn-outline">
        {t('backToTrips')}
      </Link>
    </div>
  );
}
