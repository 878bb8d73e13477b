'use client';

import { formatCountdown, formatTaka, type PaymentGatewayKey, type TripAdvance } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { refusalText } from '@/lib/refusal-text';
import { useCountdown } from '@/lib/use-countdown';
import { useHydrated } from '@/lib/use-hydrated';
import { startAdvancePayment } from './trips-api';

type Hold = NonNullable<TripAdvance['hold']>;

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/**
 * Issue 44 §2: the bid the passenger accepted holds its driver until the advance is paid. The panel says
 * what is paid now and what in cash, how long the driver is held, and sends the browser to the gateway
 * chosen; the gateway brings it back to this page, which then shows the booking.
 */
export function AdvancePayPanel({
  tripId,
  hold,
  onLapsed,
}: {
  tripId: number;
  hold: Hold;
  onLapsed: () => void;
}) {
  const t = useTranslations('tripDetail.advance');
  const lang = useLang();
  const id = useId();
  const [gateway, setGateway] = useState<PaymentGatewayKey>(hold.gateways[0] ?? 'demo');
  const [alert, setAlert] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const countdown = useCountdown(secondsUntil(hold.lapses_at));
  // The seconds left are the browser's clock's: the server's render (ADR 0024) and hydration show none.
  const isHydrated = useHydrated();
  const isDone = isHydrated && countdown.isDone;
  const left = isHydrated ? formatCountdown(countdown.secondsLeft, lang) : '…';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending || isDone) return;
    setIsSending(true);
    setAlert(null);
    const result = await startAdvancePayment(tripId, gateway, lang);
    if (result.ok && result.data) {
      window.location.assign(result.data.redirect_url);
      return;
    }
    setIsSending(false);
    setAlert(refusalText(result, lang));
    if (result.status === 409) onLapsed();
  };

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="space-y-4 rounded-xl border-2 border-emerald-600 bg-emerald-50 p-4 sm:p-5"
    >
      <h2 id={`${id}-h`} className="font-bold text-xl">
        {t('heading')}
      </h2>
      <p>{t('held', { advance: formatTaka(hold.advance, lang), cash: formatTaka(hold.cash_due, lang) })}</p>
      <p className="font-semibold" aria-live="off">
        {isDone ? t('lapsed') : t('timeLeft', { time: left })}
      </p>
      {!isDone && (
        <form onSubmit={submit} className="space-y-3">
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t('howToPay')}</legend>
            {hold.gateways.map((g) => (
              <label
                key={g}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-300 bg-white px-3"
              >
                <input
                  type="radio"
                  name={`${id}-gateway`}
                  value={g}
                  checked={gateway === g}
                  onChange={() => setGateway(g)}
                />
                <span>{t(`gateways.${g}`)}</span>
              </label>
            ))}
          </fieldset>
          {alert && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
            >
              {alert}
            </p>
          )}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSending}>
            {isSending ? t('sending') : t('pay', { advance: formatTaka(hold.advance, lang) })}
          </button>
        </form>
      )}
    </section>
  );
}

/** What was paid ahead, what goes back, and what is paid to the driver in cash. */
export function AdvanceSummary({ advance }: { advance: TripAdvance }) {
  const t = useTranslations('tripDetail.advance');
  const lang = useLang();
  if (!advance.paid) return null;
  return (
    <ul className="space-y-1 text-gray-800">
      <li>
        {t('paid', {
          amount: formatTaka(advance.paid.amount, lang),
          gateway: t(`gateways.${advance.paid.gateway}`),
        })}
      </li>
      {advance.refunded > 0 && (
        <li>
          {t(advance.refund_status === 'completed' ? 'refunded' : 'refunding', {
            amount: formatTaka(advance.refunded, lang),
          })}
        </li>
      )}
      {advance.cash_due !== null && advance.refunded === 0 && (
        <li className="font-semibold">{t('cashDue', { amount: formatTaka(advance.cash_due, lang) })}</li>
      )}
    </ul>
  );
}
