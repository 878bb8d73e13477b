'use client';

import { type BidView, formatTaka, translateMessage } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { FareGuidanceLine } from '@/features/fare-guidance';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import { type OpenTrip, placeBid, withdrawBid } from '../driver-api';
import { parseFare } from './parse-fare';
import { useDriverAction } from './use-driver-action';

type Trip = Omit<OpenTrip, 'my_bid' | 'passenger_cancellations'>;

/**
 * Bid a fare, or take the passenger's offer as it is (a bid at the offered fare); a new bid replaces
 * the driver's earlier one. Fare guidance sits under the fare field, so a driver sees what trips like
 * this were booked for while typing.
 */
export function BidPanel({
  trip,
  myBid,
  onChanged,
}: {
  trip: Trip;
  myBid: BidView | null;
  onChanged: () => void;
}) {
  const t = useTranslations('driver.bid');
  const lang = useLang();
  const fieldId = useId();
  const guidanceId = `${fieldId}-guidance`;
  const errorId = `${fieldId}-error`;
  const [fare, setFare] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useDriverAction(onChanged);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseFare(fare);
    if (amount === null) {
      setError(translateMessage('amountInvalid', lang));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(null);
    if (await run('bid', () => placeBid({ trip_id: trip.id, driver_fare: amount }, lang))) setFare('');
  };

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="space-y-4 rounded-xl border border-gray-300 bg-white p-4"
    >
      <h2 id={`${fieldId}-title`} className="font-bold text-xl">
        {myBid ? t('changeTitle') : t('title')}
      </h2>
      {myBid && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-primary-soft p-3">
          <p className="font-semibold text-primary-darker">
            {t('yourBid', { fare: formatTaka(myBid.fare, lang) })}
          </p>
          {myBid.held_until ? (
            // The passenger accepted it and is paying the advance: the driver is theirs until it lapses.
            <p className="w-full">{t('held', { time: formatTripTime(myBid.held_until, lang) })}</p>
          ) : (
            <button
              type="button"
              className="btn-outline"
              disabled={pending !== null}
              onClick={() => void run('withdraw', () => withdrawBid(myBid.id, lang))}
            >
              {pending === 'withdraw' ? t('withdrawing') : t('withdraw')}
            </button>
          )}
        </div>
      )}
      {trip.bid_amount !== null && (
        <button
          type="button"
          className="btn-primary w-full"
          disabled={pending !== null}
          onClick={() => void run('accept', () => placeBid({ trip_id: trip.id, accept_offer: true }, lang))}
        >
          {pending === 'accept'
            ? t('sending')
            : t('acceptOffer', { fare: formatTaka(trip.bid_amount, lang) })}
        </button>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor={fieldId} className="block font-semibold">
          {t('fareLabel')}
        </label>
        <input
          id={fieldId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={fare}
          onChange={(e) => setFare(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[guidanceId, error ? errorId : null].filter(Boolean).join(' ')}
          className={`block min-h-12 w-full rounded-lg border bg-white px-3 text-lg ${error ? 'border-red-600' : 'border-gray-400'}`}
        />
        {error && (
          <p id={errorId} className="font-medium text-red-700 text-sm">
            {error}
          </p>
        )}
        {/* Three lines kept for the guidance, which comes after the field: the Send button stays put. */}
        <div className="min-h-15">
          <FareGuidanceLine
            id={guidanceId}
            showEstimate
            className="text-gray-800 text-sm"
            route={{
              trip_type: trip.trip_type,
              car_type: trip.car_type,
              pickup: trip.pickup,
              dropoff: trip.dropoff,
              hours: trip.hours,
            }}
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending !== null}>
          {pending === 'bid' ? t('sending') : t('send')}
        </button>
      </form>
    </section>
  );
}
