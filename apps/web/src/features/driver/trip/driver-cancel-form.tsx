'use client';

import { type DriverCancelReason, driverCancelReasonNames, driverCancelReasons } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { cancelBookedTrip } from '../driver-api';
import { useDriverAction } from './use-driver-action';

/**
 * "Cancel trip" on a booked trip (DESIGN.md §17): first the driver opens the form, picks a reason and
 * reads that it counts against them; only the confirm button sends. The trip then goes back to bidding.
 */
export function DriverCancelForm({ tripId, onChanged }: { tripId: number; onChanged: () => void }) {
  const t = useTranslations('driver.cancel');
  const lang = useLang();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<DriverCancelReason | ''>('');
  const [isMissing, setMissing] = useState(false);
  const { run, pending } = useDriverAction(onChanged);

  if (!isOpen) {
    return (
      <button type="button" className="btn-outline w-full" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
    );
  }
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-red-300 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) {
          setMissing(true);
          return;
        }
        void run('cancel', () => cancelBookedTrip(tripId, { reason }, lang));
      }}
    >
      <h3 id={`${id}-title`} className="font-bold">
        {t('title')}
      </h3>
      <p className="text-gray-800 text-sm">{t('counts')}</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className="block font-semibold">
          {t('reason')}
        </label>
        <select
          id={`${id}-reason`}
          className="w-full rounded-lg border border-gray-400 bg-white p-2"
          value={reason}
          aria-invalid={isMissing || undefined}
          aria-describedby={isMissing ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value as DriverCancelReason);
            setMissing(false);
          }}
        >
          <option value="">{t('choose')}</option>
          {driverCancelReasons.map((key) => (
            <option key={key} value={key}>
              {driverCancelReasonNames[key][lang]}
            </option>
          ))}
        </select>
        {isMissing && (
          <p id={`${id}-error`} role="alert" className="text-red-800 text-sm">
            {t('reasonRequired')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={pending !== null}>
          {pending === 'cancel' ? t('sending') : t('confirm')}
        </button>
        <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
          {t('keep')}
        </button>
      </div>
    </form>
  );
}
