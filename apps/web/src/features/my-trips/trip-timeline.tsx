'use client';

import { driverCancelReasonNames, isDriverCancelReason, type Lang, type TimelineEvent } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import { statusName } from '@/lib/trip-labels';

/** The trip's status changes, oldest first, each with its time and who made it. */
export function TripTimeline({ events }: { events: TimelineEvent[] }) {
  const t = useTranslations('tripDetail.timeline');
  const lang = useLang();
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  // confirmed → confirmed by the driver is a step, not a change: set off ("on_my_way"), or arrived.
  const eventName = (event: TimelineEvent) =>
    isDriverStep(event)
      ? t(event.note === ON_MY_WAY_NOTE ? 'driverOnMyWay' : 'driverArrived')
      : statusName(event.to_status, lang);
  return (
    <ol className="relative space-y-4 border-gray-200 border-s-2 ps-5">
      {ordered.map((event) => (
        <li key={`${event.at}-${event.to_status}`} className="relative">
          <span
            aria-hidden="true"
            className="-start-[1.65rem] absolute top-1.5 size-3 rounded-full bg-primary ring-4 ring-white"
          />
          <p className="font-semibold">{eventName(event)}</p>
          <p className="text-gray-700 text-sm">
            <time dateTime={event.at}>{formatTripTime(event.at, lang)}</time>
            {' · '}
            {t('by', { actor: t(`actors.${event.actor}`) })}
          </p>
          {event.note && !isDriverStep(event) && (
            <p className="mt-1 text-gray-800 text-sm">{noteText(event.note, lang, t)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

const ON_MY_WAY_NOTE = 'on_my_way';

/**
 * A booking given back (DESIGN.md §17) is noted `driver_cancelled:<reason>` or `driver_no_show`: said
 * in the reader's language. Any other note is the person's own words.
 */
function noteText(
  note: string,
  lang: Lang,
  t: (key: 'driverCancelled' | 'driverNoShow', v?: { reason: string }) => string,
) {
  if (note === 'driver_no_show') return t('driverNoShow');
  const [kind, reason] = note.split(':');
  if (kind === 'driver_cancelled' && reason !== undefined && isDriverCancelReason(reason))
    return t('driverCancelled', { reason: driverCancelReasonNames[reason][lang] });
  return note;
}

function isDriverStep(event: TimelineEvent): boolean {
  return event.actor === 'driver' && event.from_status === 'confirmed' && event.to_status === 'confirmed';
}
