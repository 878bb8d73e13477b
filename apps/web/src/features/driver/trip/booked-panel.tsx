'use client';

import { acceptsPositions, type DriverTripSafety, type DriverTripView, formatTaka } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { SosPanel, TripCodeCard, useSafetyState } from '@/features/safety';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { formatTripTime } from '@/lib/format-trip-time';
import {
  fetchDriverTripSafety,
  markArrived,
  markDriverSafe,
  markOnMyWay,
  raiseDriverSos,
} from '../driver-api';
import { DriverCancelForm } from './driver-cancel-form';
import { LocationSharing } from './location-sharing';
import { useDriverAction } from './use-driver-action';

/**
 * A trip this driver is booked on: whom to pick up, the fare, and the steps so far. The passenger's
 * check-in and check-out arrive over the socket and are read out as they happen.
 */
export function BookedPanel({
  trip,
  onChanged,
  isSocketLive = false,
}: {
  trip: DriverTripView;
  onChanged: () => void;
  /** The app's socket is subscribed: positions go over it, else as HTTP batches. */
  isSocketLive?: boolean;
}) {
  const t = useTranslations('driver.booked');
  const lang = useLang();
  const { run, pending } = useDriverAction(onChanged);
  const steps = [
    { key: 'confirmed', at: trip.confirmed_at },
    { key: 'onMyWay', at: trip.on_my_way_at },
    { key: 'arrived', at: trip.arrived_at },
    { key: 'checkedIn', at: trip.started_at },
    { key: 'checkedOut', at: trip.completed_at },
  ] as const;
  const latest = [...steps].reverse().find((s) => s.at);
  const canArrive = trip.status === 'confirmed' && !trip.arrived_at;
  const canSetOff = canArrive && !trip.on_my_way_at;
  const isSharing = acceptsPositions({
    status: trip.status,
    onMyWayAt: trip.on_my_way_at ? new Date(trip.on_my_way_at) : null,
  });
  const isOngoing = ['confirmed', 'cancel_requested', 'started'].includes(trip.status);
  const safety = useSafetyState<DriverTripSafety>(
    isOngoing ? `${trip.id}:${trip.status}` : null,
    () => fetchDriverTripSafety(trip.id, lang),
    (s) => s.incident !== null && s.incident.state !== 'resolved',
  );

  return (
    <section
      aria-labelledby="booked-title"
      className="space-y-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
    >
      <h2 id="booked-title" className="font-bold text-xl">
        {t('title')}
      </h2>
      {safety.value && <TripCodeCard code={safety.value.trip_code} locked={safety.value.trip_code_locked} />}
      {trip.passenger && (
        <p className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{trip.passenger.name ?? t('passenger')}</span>
          <a
            href={`tel:${trip.passenger.mobile}`}
            className="btn-outline inline-flex"
            aria-label={t('call', {
              name: trip.passenger.name ?? t('passenger'),
              mobile: localizeDigits(trip.passenger.mobile, lang),
            })}
          >
            {localizeDigits(trip.passenger.mobile, lang)}
          </a>
        </p>
      )}
      {trip.fare !== null && (
        <p className="font-semibold">{t('fare', { fare: formatTaka(trip.fare, lang) })}</p>
      )}
      {trip.advance_paid !== null && trip.advance_paid > 0 && (
        <p>{t('advancePaid', { amount: formatTaka(trip.advance_paid, lang) })}</p>
      )}
      {trip.cash_due !== null && (
        <p className="font-semibold">{t('cashDue', { amount: formatTaka(trip.cash_due, lang) })}</p>
      )}
      <p
        role="status"
        aria-live="polite"
        data-ride-step={latest?.key}
        className="font-bold text-emerald-900 text-lg"
      >
        {latest ? t(`now.${latest.key}`) : ''}
      </p>
      <ol className="space-y-1">
        {steps.map((step) => (
          <li key={step.key} className={step.at ? 'font-semibold' : 'text-gray-600'}>
            <span aria-hidden="true">{step.at ? '✓ ' : '○ '}</span>
            {t(`step.${step.key}`)}
            {step.at ? ` · ${formatTripTime(step.at, lang)}` : ` · ${t('notYet')}`}
          </li>
        ))}
      </ol>
      {isSharing && <LocationSharing tripId={trip.id} isSocketLive={isSocketLive} />}
      {canSetOff && (
        <button
          type="button"
          className="btn-primary w-full"
          disabled={pending !== null}
          onClick={() => void run('onMyWay', () => markOnMyWay(trip.id, lang))}
        >
          {pending === 'onMyWay' ? t('sending') : t('onMyWay')}
        </button>
      )}
      {canArrive && (
        <button
          type="button"
          className={canSetOff ? 'btn-outline w-full' : 'btn-primary w-full'}
          disabled={pending !== null}
          onClick={() => void run('arrived', () => markArrived(trip.id, lang))}
        >
          {pending === 'arrived' ? t('sending') : t('arrived')}
        </button>
      )}
      {trip.status === 'confirmed' && <DriverCancelForm tripId={trip.id} onChanged={onChanged} />}
      {isOngoing && (
        <SosPanel
          who="driver"
          incident={safety.value?.incident ?? null}
          calls={{
            raise: () => raiseDriverSos(trip.id, lang),
            markSafe: () => markDriverSafe(trip.id, lang),
          }}
          onChanged={(incident) => {
            safety.set((s) => (s ? { ...s, incident } : s));
            void safety.reload();
          }}
        />
      )}
    </section>
  );
}
