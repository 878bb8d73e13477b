'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const outcomes = ['completed', 'pending', 'failed', 'cancelled', 'expired'] as const;
type Outcome = (typeof outcomes)[number];

/**
 * Where the gateway brought the passenger back (`?payment=` on the trip's address, set by the API after
 * asking the gateway): said once, politely, above the trip; the trip itself shows the booking.
 */
export function PaymentOutcome() {
  const t = useTranslations('tripDetail.advance.outcome');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('payment');
    if (value && (outcomes as readonly string[]).includes(value)) setOutcome(value as Outcome);
  }, []);
  if (!outcome) return null;
  const good = outcome === 'completed';
  return (
    <p
      role="status"
      className={`rounded-xl border p-4 font-medium ${good ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
    >
      {t(outcome)}
    </p>
  );
}
