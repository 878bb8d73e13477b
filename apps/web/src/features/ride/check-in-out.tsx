'use client';

import type { CheckAction } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { refusalText } from '@/lib/refusal-text';
import { notify } from '@/lib/toast';
import { sendCheckInOut } from './ride-api';

/**
 * Check in when the ride begins (confirmed → started), check out at the end (started → completed).
 * The button stays disabled from the click until the trip has been read again. A refusal goes to
 * `onRefusal` (null when a new attempt starts): the panel shows it, as this button may be gone by then.
 */
export function CheckInOut({
  tripId,
  action,
  refresh,
  onRefusal,
}: {
  tripId: number;
  action: CheckAction;
  refresh: () => Promise<void>;
  onRefusal: (message: string | null) => void;
}) {
  const t = useTranslations('ride.check');
  const lang = useLang();
  const [isSending, setIsSending] = useState(false);
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSending(true);
    onRefusal(null);
    const result = await sendCheckInOut({ trip_id: tripId, action }, lang);
    if (result.ok) notify(result, lang);
    else {
      if (result.status === 401) notify(result, lang);
      onRefusal(refusalText(result, lang));
    }
    // Either way the trip is read again: a refusal means its status changed meanwhile.
    await refresh();
    inFlight.current = false;
    setIsSending(false);
  };

  const key = action === 'check_in' ? 'in' : 'out';
  return (
    <div className="space-y-2">
      <p className="text-gray-800">{t(`${key}.hint`)}</p>
      <button type="button" className="btn-primary disabled:opacity-60" disabled={isSending} onClick={send}>
        {t(`${key}.button`)}
      </button>
    </div>
  );
}
