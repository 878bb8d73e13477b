'use client';

import { canReportNoShow, type TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { notify } from '@/lib/toast';
import { reportNoShow } from './trips-api';

/** The minute clock the button appears by: 15 minutes after the pickup, still booked, not checked in. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * "The driver did not come" on a booked trip (DESIGN.md §17): shown from 15 minutes after the pickup
 * time until check-in. One tap after a confirm reports it; staff check and, if so, the trip goes back to
 * bidding. The answer stays on the page (aria-live) as well as in a toast.
 */
export function NoShowReport({ trip }: { trip: TripView }) {
  const t = useTranslations('tripDetail.noShow');
  const lang = useLang();
  const id = useId();
  const now = useMinuteClock();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending' | 'sent'>('idle');
  const canReport = canReportNoShow(
    { status: trip.status, pickupAt: new Date(trip.pickup_at) },
    new Date(now),
  );
  if (!canReport) return null;

  const send = async () => {
    setStep('sending');
    const result = await reportNoShow(trip.id, lang);
    notify(result, lang);
    setStep(result.ok ? 'sent' : 'confirm');
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id={`${id}-title`} className="font-bold text-lg">
        {t('title')}
      </h2>
      <p role="status" aria-live="polite">
        {step === 'sent' ? t('sent') : t('intro')}
      </p>
      {step === 'idle' && (
        <button type="button" className="btn-outline" onClick={() => setStep('confirm')}>
          {t('report')}
        </button>
      )}
      {(step === 'confirm' || step === 'sending') && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={step === 'sending'}
            onClick={() => void send()}
          >
            {step === 'sending' ? t('sending') : t('confirm')}
          </button>
          <button type="button" className="btn-outline" onClick={() => setStep('idle')}>
            {t('back')}
          </button>
        </div>
      )}
    </section>
  );
}
