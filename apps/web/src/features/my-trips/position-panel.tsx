'use client';

import {
  approachTo,
  estimateEta,
  etaTarget,
  fromPositionView,
  isPositionStale,
  type LatLng,
  type PositionView,
  type TripView,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatKm } from '@/features/route-map';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { tripAirport } from '@/lib/trip-labels';

/** Where the car heads now: the pickup until check-in, then the drop-off (an airport end is the airport's). */
function targetOf(trip: TripView): LatLng | null {
  const which = etaTarget(trip.status);
  const airport = tripAirport(trip);
  if (which === 'pickup') {
    return trip.trip_type === 'from_airport' && airport ? airport : trip.pickup;
  }
  if (which === 'dropoff') {
    if (trip.trip_type === 'from_home' && airport) return airport;
    return trip.dropoff;
  }
  return null;
}

/**
 * The booked car for the passenger (DESIGN.md §15): how long ago it reported, how far it is and about how
 * long it needs to the pickup (then the drop-off), and plainly when its positions have stopped. The
 * status sentence is read out when it changes; the seconds counting up are not.
 */
export function PositionPanel({
  trip,
  points,
  now,
}: {
  trip: TripView;
  /** Newest last. */
  points: PositionView[];
  now: Date;
}) {
  const t = useTranslations('ride.position');
  const lang = useLang();
  const latest = points.at(-1);
  const target = targetOf(trip);
  const which = etaTarget(trip.status) ?? 'pickup';

  let status: string;
  let tone: 'info' | 'warn' = 'info';
  let updated: string | null = null;
  if (!latest) {
    status = t('waiting');
  } else {
    const at = new Date(latest.at);
    const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
    updated =
      seconds < 60
        ? t('updatedSeconds', { seconds: localizeDigits(seconds, lang) })
        : t('updatedMinutes', { minutes: localizeDigits(Math.floor(seconds / 60), lang) });
    if (isPositionStale(at, now)) {
      status = t('stale');
      tone = 'warn';
    } else if (target) {
      const car = fromPositionView(latest);
      const eta = estimateEta(car, target);
      const approach = approachTo(points.map(fromPositionView), target);
      if (approach === 'arrived') {
        status = t(`at.${which}`);
      } else {
        status = t(`eta.${which}`, {
          km: formatKm(eta.roadKm, lang),
          minutes: localizeDigits(Math.max(1, eta.minutes), lang),
        });
        if (approach === 'not_approaching' && which === 'pickup') {
          status = `${status} ${t('notApproaching')}`;
          tone = 'warn';
        }
      }
    } else {
      status = t('moving');
    }
  }

  return (
    <section
      aria-labelledby="car-position-title"
      data-car-position={latest ? (tone === 'warn' ? 'warn' : 'live') : 'waiting'}
      className={
        tone === 'warn'
          ? 'space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3'
          : 'space-y-1 rounded-lg border border-sky-300 bg-sky-50 p-3'
      }
    >
      <h3 id="car-position-title" className="font-semibold">
        {t('title')}
      </h3>
      <p role="status" aria-live="polite" className="font-semibold">
        {status}
      </p>
      {updated && <p className="text-gray-700 text-sm">{updated}</p>}
    </section>
  );
}

/** The panel with its clock: "updated N s ago" counts up every second. */
export function LivePositionPanel({ trip, points }: { trip: TripView; points: PositionView[] }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <PositionPanel trip={trip} points={points} now={now} />;
}
