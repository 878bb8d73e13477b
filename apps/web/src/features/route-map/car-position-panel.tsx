'use client';

import {
  approachTo,
  estimateEta,
  etaTarget,
  isPositionStale,
  type LatLng,
  type Position,
  type TripStatus,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import type { CarPoint } from './car-trail';
import { formatKm } from './route-distance';

export type CarPositionProps = {
  status: TripStatus;
  /** Where the car heads now (the pickup until check-in, then the drop-off); null: nowhere to time. */
  target: LatLng | null;
  /** Newest last. */
  points: CarPoint[];
  /** The passenger can call the driver; someone following a share link has no number to call. */
  viewer?: 'passenger' | 'follower';
};

const toPosition = (p: CarPoint): Position => ({
  lat: p.lat,
  lng: p.lng,
  accuracyM: p.accuracy_m ?? 0,
  at: new Date(p.at),
});

/**
 * The booked car (DESIGN.md §15): how long ago it reported, how far it is and about how long it needs to
 * the pickup (then the drop-off), and plainly when its positions have stopped. The status sentence is
 * read out when it changes; the seconds counting up are not.
 */
export function CarPositionPanel({
  status: tripStatus,
  target,
  points,
  viewer = 'passenger',
  now,
}: CarPositionProps & { now: Date }) {
  const t = useTranslations('routeMap.position');
  const lang = useLang();
  const latest = points.at(-1);
  const which = etaTarget(tripStatus) ?? 'pickup';
  const follower = viewer === 'follower';

  let status: string;
  let tone: 'info' | 'warn' = 'info';
  let updated: string | null = null;
  if (!latest) {
    status = follower ? t('waitingFollow') : t('waiting');
  } else {
    const at = new Date(latest.at);
    const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
    updated =
      seconds < 60
        ? t('updatedSeconds', { seconds: localizeDigits(seconds, lang) })
        : t('updatedMinutes', { minutes: localizeDigits(Math.floor(seconds / 60), lang) });
    if (isPositionStale(at, now)) {
      status = follower ? t('staleFollow') : t('stale');
      tone = 'warn';
    } else if (target) {
      const eta = estimateEta(toPosition(latest), target);
      const approach = approachTo(points.map(toPosition), target);
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
export function LiveCarPositionPanel(props: CarPositionProps) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <CarPositionPanel {...props} now={now} />;
}
