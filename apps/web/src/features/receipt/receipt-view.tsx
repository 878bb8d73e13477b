'use client';

import {
  carTypes,
  formatTaka,
  type Lang,
  type Receipt,
  toBengaliDigits,
  tripTypeNames,
  receiptText as words,
} from '@pothik/domain';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { formatTripTime } from '@/lib/format-trip-time';
import { fetchReceipt, fetchReceiptPdf } from './receipt-api';

/** The receipt of one of the passenger's trips: the same figures as its PDF, which it offers. */
export function ReceiptView({ tripId }: { tripId: number }) {
  const lang = useLang();
  const load = useCallback(() => fetchReceipt(tripId, lang), [tripId, lang]);
  const { state, retry } = useApiData(`receipt:${tripId}`, load);
  if (state.status === 'loading') return <LoadingSkeleton label={words.loading[lang]} count={2} />;
  if (state.status === 'failed') {
    return (
      <LoadError
        title={words.loadError[lang]}
        result={state.result}
        retryLabel={words.retry[lang]}
        onRetry={retry}
      />
    );
  }
  return <ReceiptSheet receipt={state.data} lang={lang} />;
}

function ReceiptSheet({ receipt, lang }: { receipt: Receipt; lang: Lang }) {
  const w = (entry: { en: string; bn: string }) => entry[lang];
  const money = (amount: number) => formatTaka(amount, lang);
  const { trip, fare } = receipt;
  const car = carTypes.find((c) => c.key === trip.car_type);
  const rows: [string, string, boolean?][] = [
    [w(words.number), receipt.number],
    [w(words.issued), formatTripTime(receipt.issued_at, lang)],
    [w(words.trip), `#${lang === 'bn' ? toBengaliDigits(trip.id) : trip.id}`],
    [w(words.tripType), tripTypeNames[trip.trip_type][lang]],
    [
      w(words.car),
      [lang === 'bn' ? car?.name_bn : car?.name_en, trip.plate_number].filter(Boolean).join(' · '),
    ],
    ...(trip.driver_name ? [[w(words.driver), trip.driver_name] as [string, string]] : []),
    [w(words.pickup), trip.pickup],
    ...(trip.dropoff ? [[w(words.dropoff), trip.dropoff] as [string, string]] : []),
    [w(words.pickupAt), formatTripTime(trip.pickup_at, lang)],
    ...(trip.completed_at
      ? [[w(words.completedAt), formatTripTime(trip.completed_at, lang)] as [string, string]]
      : []),
  ];
  const moneyRows: [string, string, boolean?][] = [
    [w(words.fare), money(fare.fare)],
    ...(fare.discount > 0
      ? [
          [
            `${w(words.discount)}${fare.promo_code ? ` (${fare.promo_code})` : ''}`,
            `− ${money(fare.discount)}`,
          ] as [string, string],
        ]
      : []),
    ...(fare.insurance_fee > 0
      ? [[w(words.insuranceFee), money(fare.insurance_fee)] as [string, string]]
      : []),
    ...(fare.platform_fee > 0 ? [[w(words.platformFee), money(fare.platform_fee)] as [string, string]] : []),
    [w(words.total), money(fare.total), true],
    ...(receipt.advance
      ? [
          [
            `${w(words.advance)} (${w(words.gateway[receipt.advance.gateway])})`,
            `− ${money(receipt.advance.amount)}`,
          ] as [string, string],
        ]
      : []),
    ...receipt.refunds.map(
      (r) => [`${w(words.refund)}: ${w(words.refundStatus[r.status])}`, money(r.amount)] as [string, string],
    ),
    ...(trip.status === 'completed'
      ? [[w(words.cashDue), money(receipt.cash_due), true] as [string, string, boolean]]
      : []),
  ];
  return (
    <article
      aria-labelledby="receipt-title"
      className="max-w-2xl space-y-6 rounded-xl border border-gray-200 p-4 sm:p-6"
    >
      <header className="space-y-1">
        <p className="font-bold text-lg">{receipt.company.name}</p>
        {receipt.company.address && <p className="text-gray-700 text-sm">{receipt.company.address}</p>}
        {receipt.company.trade_license && (
          <p className="text-gray-700 text-sm">
            {w(words.tradeLicense)}: {receipt.company.trade_license}
          </p>
        )}
        {receipt.company.bin && (
          <p className="text-gray-700 text-sm">
            {w(words.bin)}: {receipt.company.bin}
          </p>
        )}
        <h2 id="receipt-title" className="pt-2 font-bold text-2xl">
          {w(words.title)}
        </h2>
      </header>
      <Rows rows={rows} />
      <Rows rows={moneyRows} />
      <ReceiptActions tripId={trip.id} lang={lang} />
    </article>
  );
}

function Rows({ rows }: { rows: [string, string, boolean?][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2">
      {rows.map(([label, value, isBold], i) => (
        // Two refunds may read alike: their place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows never reorder.
        <div key={i} className={`contents ${isBold ? 'font-bold' : ''}`}>
          <dt>{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReceiptActions({ tripId, lang }: { tripId: number; lang: Lang }) {
  const { apiUrl } = useRuntimeConfig();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setStatus('busy');
    const pdf = await fetchReceiptPdf(tripId, lang, apiUrl);
    if (!pdf) return setStatus('failed');
    const url = URL.createObjectURL(pdf);
    const a = document.createElement('a');
    a.href = url;
    a.download = `pothik-receipt-${tripId}.pdf`;
    a.click();
    // The browser has the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setStatus('idle');
  };
  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={status === 'busy'}
          onClick={() => void download()}
        >
          {status === 'busy' ? words.downloading[lang] : words.downloadPdf[lang]}
        </button>
        <button type="button" className="btn-outline" onClick={() => window.print()}>
          {words.print[lang]}
        </button>
        <Link href={`/trip/my-trips/${tripId}`} className="btn-outline inline-flex">
          {words.backToTrip[lang]}
        </Link>
      </div>
      <p role="status" className="min-h-6 font-medium text-red-800">
        {status === 'failed' ? words.pdfError[lang] : ''}
      </p>
    </div>
  );
}
