'use client';

import type { CheckAction, PassengerTripSafety } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { notify } from '@/lib/toast';
import { sendCheckInOut } from './ride-api';

type CodeState = PassengerTripSafety['trip_code'];

/** A Bangla keyboard types ০–৯: the code is the same digits. */
const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));

/**
 * Check in when the ride begins (confirmed → started), check out at the end (started → completed).
 * Checking in asks for the trip code the driver's app shows, beside the plate to compare
 * (docs/decisions/0019): a wrong code is refused with the tries left, five lock check-in. The button
 * stays disabled from the click until the trip has been read again. A refusal goes to `onRefusal`
 * (null when a new attempt starts): the panel shows it, as this button may be gone by then.
 */
export function CheckInOut({
  tripId,
  action,
  refresh,
  onRefusal,
  code,
  plate,
  onCodeState,
}: {
  tripId: number;
  action: CheckAction;
  refresh: () => Promise<void>;
  onRefusal: (message: string | null) => void;
  /** The check-in code's state; null while unknown (asked for anyway: the API judges). */
  code?: CodeState | null;
  plate?: string | null;
  onCodeState?: (state: CodeState) => void;
}) {
  const t = useTranslations('ride.check');
  const tc = useTranslations('safety.code');
  const lang = useLang();
  const id = useId();
  const [isSending, setIsSending] = useState(false);
  const [typed, setTyped] = useState('');
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const isCheckIn = action === 'check_in';
  const asksCode = isCheckIn && code?.required !== false;
  const locked = isCheckIn && code?.locked === true;

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSending(true);
    onRefusal(null);
    const result = await sendCheckInOut(
      { trip_id: tripId, action, ...(asksCode && typed.trim() && { trip_code: typed.trim() }) },
      lang,
    );
    if (result.ok) notify(result, lang);
    else {
      if (result.status === 401) notify(result, lang);
      onRefusal(refusalText(result, lang));
      const data = result.data as { attempts_left?: number; locked?: boolean } | undefined;
      if (typeof data?.attempts_left === 'number' && onCodeState) {
        onCodeState({ required: true, attempts_left: data.attempts_left, locked: Boolean(data.locked) });
        setTyped('');
        input.current?.focus();
      }
    }
    // Either way the trip is read again: a refusal means its status changed meanwhile.
    await refresh();
    inFlight.current = false;
    setIsSending(false);
  };

  if (locked) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
      >
        {tc('locked')}
      </p>
    );
  }

  const key = isCheckIn ? 'in' : 'out';
  const hintId = `${id}-hint`;
  const triesId = `${id}-tries`;
  const showTries = asksCode && code && code.attempts_left < 5;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="text-gray-800">{t(`${key}.hint`)}</p>
      {asksCode && (
        <div className="space-y-1">
          <p id={hintId} className="text-gray-800">
            {plate ? tc('hintPlate', { plate }) : tc('hint')}
          </p>
          <label htmlFor={`${id}-code`} className="block font-semibold">
            {tc('label')}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="trip_code"
            className="block min-h-12 w-40 rounded-lg border border-gray-400 bg-white px-3 py-2 font-mono text-2xl tracking-[0.3em]"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            value={typed}
            onChange={(e) => setTyped(asciiDigits(e.target.value).replace(/\D/g, '').slice(0, 4))}
            aria-describedby={showTries ? `${hintId} ${triesId}` : hintId}
          />
          {code?.demo_code && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
              {tc('demo', { code: localizeDigits(code.demo_code, lang) })}
            </p>
          )}
          {showTries && (
            <p id={triesId} className="font-medium text-amber-900">
              {tc('attemptsLeft', { count: code.attempts_left })}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="btn-primary disabled:opacity-60" disabled={isSending}>
        {t(`${key}.button`)}
      </button>
    </form>
  );
}
