'use client';

import type { PassengerTripSafety, TripDetail, TripReviewView, TripStatus } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { GuardianCheckPrompt, SosPanel, useSafetyState } from '@/features/safety';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import { CancellationTerms } from './cancellation-terms';
import { CheckInOut } from './check-in-out';
import { DriverContactCard } from './driver-contact';
import { fetchTripSafety, markPassengerSafe, raisePassengerSos } from './ride-api';
import { StoredFare } from './stored-fare';
import { SubmittedReview } from './submitted-review';
import { TripReviewForm } from './trip-review-form';

// An SOS can be raised while the trip is booked or under way (DESIGN.md §15).
const sosStatuses: readonly TripStatus[] = ['confirmed', 'cancel_requested', 'started'];

/**
 * A booked trip from confirmation to review: the driver and how to reach them, the fare stored at
 * accept, the cancellation terms while it is confirmed, check in / check out, and the review.
 */
export function RidePanel({
  detail,
  refresh,
  focusOnMount = false,
}: {
  detail: TripDetail;
  refresh: () => Promise<void>;
  /** The panel replaced the bids the passenger was on (they accepted one): focus its heading. */
  focusOnMount?: boolean;
}) {
  const t = useTranslations('ride');
  const lang = useLang();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const { trip, cancel } = detail;
  const [submitted, setSubmitted] = useState<TripReviewView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const review = trip.review ?? submitted;
  const isOngoing = sosStatuses.includes(trip.status);
  const safety = useSafetyState<PassengerTripSafety>(
    isOngoing ? `${trip.id}:${trip.status}` : null,
    () => fetchTripSafety(trip.id, lang),
    (s) => s.incident !== null && s.incident.state !== 'resolved',
  );

  useEffect(() => {
    // Only when focus was lost with the bids section; never taken from where the passenger is.
    if (focusOnMount && (!document.activeElement || document.activeElement === document.body)) {
      heading.current?.focus();
    }
  }, [focusOnMount]);

  useEffect(() => {
    if (submitted) reviewHeading.current?.focus();
  }, [submitted]);

  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-xl border border-gray-200 p-4 sm:p-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-bold text-xl">
        {t(`heading.${trip.status === 'completed' ? 'completed' : 'booked'}`)}
      </h2>
      {trip.status === 'started' && (
        <GuardianCheckPrompt
          tripId={trip.id}
          onHelp={(incident) => {
            safety.set((s) => (s ? { ...s, incident } : s));
            void safety.reload();
          }}
        />
      )}
      {isOngoing && (
        <SosPanel
          who="passenger"
          incident={safety.value?.incident ?? null}
          calls={{
            raise: () => raisePassengerSos(trip.id, lang),
            markSafe: () => markPassengerSafe(trip.id, lang),
          }}
          onChanged={(incident) => {
            safety.set((s) => (s ? { ...s, incident } : s));
            void safety.reload();
          }}
        />
      )}
      {trip.driver && <DriverContactCard driver={trip.driver} />}
      {trip.status === 'confirmed' && trip.arrived_at && (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 font-semibold text-emerald-900">
          {t('arrived', { time: formatTripTime(trip.arrived_at, lang) })}
        </p>
      )}
      {trip.fare && <StoredFare fare={trip.fare} />}
      {trip.status === 'confirmed' && <CancellationTerms cancel={cancel} />}
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
        >
          {refusal}
        </p>
      )}
      {(trip.status === 'confirmed' || trip.status === 'started') && (
        <CheckInOut
          key={trip.status}
          tripId={trip.id}
          action={trip.status === 'confirmed' ? 'check_in' : 'check_out'}
          refresh={refresh}
          onRefusal={setRefusal}
          code={safety.value?.trip_code ?? null}
          plate={trip.driver?.plate_number ?? null}
          onCodeState={(trip_code) => safety.set((s) => (s ? { ...s, trip_code } : s))}
        />
      )}
      {trip.status === 'completed' &&
        (review ? (
          <SubmittedReview review={review} headingRef={reviewHeading} />
        ) : trip.is_reviewed ? (
          <p>{t('review.done')}</p>
        ) : (
          <TripReviewForm
            tripId={trip.id}
            onReviewed={(saved) => {
              setSubmitted(saved);
              void refresh();
            }}
            onRefused={() => void refresh()}
          />
        ))}
    </section>
  );
}
