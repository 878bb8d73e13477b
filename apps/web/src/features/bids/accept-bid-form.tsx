'use client';

import {
  type AcceptBid,
  type Lang,
  type PassengerBid,
  type PromoView,
  translateValidationMessage,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { track } from '@/lib/analytics';
import type { ApiResult } from '@/lib/api-client';
import { useApiData } from '@/lib/api-query';
import { createSubmitAttempts } from '@/lib/idempotency-key';
import { refusalText } from '@/lib/refusal-text';
import { clearSavedPromoCode, readSavedPromoCode } from '@/lib/saved-promo-code';
import { notify } from '@/lib/toast';
import { fetchPromos, sendAcceptBid } from './bids-api';
import { FareBreakdown } from './fare-breakdown';
import { bidFareFigures } from './fare-figures';
import { findPromo, normalisePromoCode, promoCodeProblem } from './promo-code';
import { PromoField } from './promo-field';

/** A refusal as the dialog shows it: the promo code's field message, else the server's, in the reader's language. */
function acceptRefusalText(result: ApiResult, lang: Lang): string {
  const fieldError = result.status === 422 ? result.errors?.promo_code?.[0] : undefined;
  return fieldError ? translateValidationMessage(fieldError, lang) : refusalText(result, lang);
}

/**
 * The promo code, the breakdown calculateFare makes of it, and the confirm. POST /user/accept-bid
 * goes with an Idempotency-Key kept for retries of the same body (DESIGN.md §8); the API checks the
 * promo again and may refuse, and its refusal stays here in the dialog.
 */
export function AcceptBidForm({
  bid,
  tripId,
  isAvailable,
  onAccepted,
  onRefused,
}: {
  bid: PassengerBid;
  tripId: number;
  isAvailable: boolean;
  onAccepted: () => void;
  onRefused: () => void;
}) {
  const t = useTranslations('bids.accept');
  const lang = useLang();
  // A code the passenger chose on a campaign page ("Use it") is filled in; they may still change it.
  const [text, setText] = useState(() => readSavedPromoCode() ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [attempts] = useState(() => createSubmitAttempts());
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const loadPromos = useCallback(() => fetchPromos(lang), [lang]);
  const { state: promosState } = useApiData<PromoView[]>('promos', loadPromos);
  const promos = promosState.status === 'ready' ? promosState.data : null;
  const promo = promos ? findPromo(promos, text) : null;
  const figures = bidFareFigures(bid, promo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !isAvailable) return;
    if (promoCodeProblem(text)) {
      inputRef.current?.focus();
      return;
    }
    const code = normalisePromoCode(text);
    const body: AcceptBid = { trip_id: tripId, bid_id: bid.id, ...(code ? { promo_code: code } : {}) };
    inFlight.current = true;
    setIsSending(true);
    setAlert(null);
    const result = await sendAcceptBid(body, attempts.keyFor(JSON.stringify(body)), lang);
    if (result.ok) {
      attempts.finish();
      if (code) clearSavedPromoCode();
      track('bid_accepted', { car_type: bid.driver.car_type, fare: bid.fare });
      notify(result, lang);
      // The button stays disabled: the page now turns into the confirmed trip.
      onAccepted();
      return;
    }
    inFlight.current = false;
    setIsSending(false);
    if (result.status === 401) notify(result, lang);
    setAlert(acceptRefusalText(result, lang));
    // A refused accept usually means the bids or the trip changed meanwhile.
    if (result.status === 400 || result.status === 404) onRefused();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PromoField
        choice={{ text, promo, promos, isLoading: promosState.status === 'loading' }}
        onChange={(next) => {
          setText(next);
          setAlert(null);
        }}
        inputRef={inputRef}
      />
      <FareBreakdown figures={figures} caption={t('breakdown')} />
      {!isAvailable && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {t('unavailable')}
        </p>
      )}
      {alert && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
        >
          {alert}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className="btn-outline">{t('notNow')}</Dialog.Close>
        <button
          type="submit"
          className="btn-primary disabled:opacity-60"
          disabled={isSending || !isAvailable}
        >
          {t('confirm')}
        </button>
      </div>
    </form>
  );
}
