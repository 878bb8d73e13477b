'use client';

import {
  formatTaka,
  type Lang,
  type PaymentGatewayKey,
  receiptText,
  type SubscriptionInvoice,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { formatTripTime } from '@/lib/format-trip-time';
import { translateServerMessage } from '@/lib/server-messages';
import { monthLabel } from '../account/month';
import { fetchInvoicePdf, fetchMySubscription, payMyInvoice } from '../driver-api';

/** What the gateway's return said, read once from the address the API sent the browser back to. */
function paymentOutcome(): 'completed' | 'other' | null {
  if (typeof window === 'undefined') return null;
  const said = new URLSearchParams(window.location.search).get('payment');
  if (!said) return null;
  return said === 'completed' ? 'completed' : 'other';
}

/**
 * The Smart Driver subscription (issue 45 §5): the plan, whether bidding is paused for it, and each
 * month's invoice; a due one is paid through a gateway (bKash first), any one downloaded as a PDF.
 */
export function DriverSubscriptionPage() {
  const t = useTranslations('driver.subscription');
  const lang = useLang();
  const { state, retry } = useApiData('driver-subscription', () => fetchMySubscription(lang));
  const [outcome] = useState(paymentOutcome);

  return (
    <section aria-labelledby="driver-subscription-title" className="space-y-4">
      <h1 id="driver-subscription-title" className="font-bold text-2xl">
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      {outcome && (
        <p role="status" className="rounded bg-gray-50 p-3 font-semibold">
          {outcome === 'completed' ? t('paidNow') : t('notPaid')}
        </p>
      )}
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={2} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <>
          <p className="font-semibold">
            {state.data.plan.monthly_price > 0
              ? t('plan', { price: formatTaka(state.data.plan.monthly_price, lang) })
              : t('noPlan')}
          </p>
          {state.data.paused && (
            <p role="alert" className="rounded bg-amber-50 p-3 font-semibold text-amber-900">
              {t('paused')}
            </p>
          )}
          {state.data.due_total > 0 && (
            <p className="font-semibold">
              {t('dueTotal', { amount: formatTaka(state.data.due_total, lang) })}
            </p>
          )}
          <h2 className="font-bold text-xl">{t('invoices')}</h2>
          {state.data.invoices.length === 0 ? (
            <p className="text-gray-700">{t('noInvoices')}</p>
          ) : (
            <ul className="space-y-3">
              {state.data.invoices.map((invoice) => (
                <li key={invoice.id} className="space-y-2 rounded-xl border border-gray-300 bg-white p-3">
                  <InvoiceCard invoice={invoice} lang={lang} />
                  {invoice.status === 'due' && (
                    <PayInvoice invoice={invoice} gateways={state.data.gateways} />
                  )}
                  <InvoicePdf invoice={invoice} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function InvoiceCard({ invoice, lang }: { invoice: SubscriptionInvoice; lang: Lang }) {
  const t = useTranslations('driver.subscription');
  const status = invoice.status === 'paid' ? 'paid' : invoice.overdue ? 'overdue' : 'due';
  return (
    <div className="space-y-1">
      <h3 className="font-semibold text-lg">
        {monthLabel(invoice.period, lang)} · {formatTaka(invoice.amount, lang)}
      </h3>
      <p>
        <span className={status === 'overdue' ? 'font-bold text-red-800' : 'font-semibold'}>
          {t(`status.${status}`)}
        </span>
        {' · '}
        {invoice.status === 'paid' && invoice.paid_at
          ? t('paidOn', { when: formatTripTime(invoice.paid_at, lang) })
          : t('payBy', { when: formatTripTime(invoice.grace_ends_at, lang) })}
      </p>
      <p className="text-gray-700 text-sm">{t('number', { number: invoice.number })}</p>
    </div>
  );
}

/** The gateway choice (bKash first) and the button that sends the browser to its payment page. */
function PayInvoice({ invoice, gateways }: { invoice: SubscriptionInvoice; gateways: PaymentGatewayKey[] }) {
  const t = useTranslations('driver.subscription');
  const lang = useLang();
  const name = useId();
  const [gateway, setGateway] = useState<PaymentGatewayKey | undefined>(gateways[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (gateways.length === 0) return <p className="text-gray-700">{t('noGateway')}</p>;
  const pay = async () => {
    if (!gateway) return;
    setBusy(true);
    setError('');
    const result = await payMyInvoice(invoice.id, gateway, lang);
    if (result.ok && result.data) {
      window.location.assign(result.data.redirect_url);
      return;
    }
    setBusy(false);
    setError(result.message ? translateServerMessage(result.message, lang, result.code) : t('payFailed'));
  };
  return (
    <div className="space-y-2">
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('payWith')}</legend>
        {gateways.map((g) => (
          <label key={g} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={g}
              checked={gateway === g}
              onChange={() => setGateway(g)}
            />
            {receiptText.gateway[g][lang]}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn-primary" disabled={busy} onClick={() => void pay()}>
        {busy ? t('paying') : t('pay', { amount: formatTaka(invoice.amount, lang) })}
      </button>
      <p role="status" className="min-h-6 font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}

function InvoicePdf({ invoice }: { invoice: SubscriptionInvoice }) {
  const t = useTranslations('driver.subscription');
  const lang = useLang();
  const { apiUrl } = useRuntimeConfig();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setStatus('busy');
    const pdf = await fetchInvoicePdf(invoice.id, lang, apiUrl);
    if (!pdf) return setStatus('failed');
    const url = URL.createObjectURL(pdf);
    const a = document.createElement('a');
    a.href = url;
    a.download = `invoice-${invoice.number}.pdf`;
    a.click();
    // The browser has the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setStatus('idle');
  };
  return (
    <div>
      <button
        type="button"
        className="btn-outline"
        disabled={status === 'busy'}
        aria-label={t('downloadFor', { month: monthLabel(invoice.period, lang) })}
        onClick={() => void download()}
      >
        {status === 'busy' ? t('downloading') : t('download')}
      </button>
      <p role="status" className="min-h-6 font-medium text-red-800">
        {status === 'failed' ? t('pdfFailed') : ''}
      </p>
    </div>
  );
}
