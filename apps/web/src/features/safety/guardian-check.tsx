'use client';

import type { GuardianCheckView, IncidentView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import { answerGuardianCheck, fetchGuardianCheck } from './guardian-api';

/** How often a started trip's page asks whether a question waits (the push may not reach a phone). */
export const GUARDIAN_POLL_MS = 15_000;

type Done = 'ok' | 'help' | null;

/**
 * "Is everything all right?" during a trip (DESIGN.md §15): when the guardian-checks job asks, the page
 * shows the question at the top as an alert dialog (focus moves to it; not modal, so SOS stays
 * reachable) with "I am fine" and "I need help". "Help" raises the SOS: `onHelp` hands its incident to
 * the page's SOS panel, which offers 999 and follows staff's response.
 */
export function GuardianCheckPrompt({
  tripId,
  onHelp,
}: {
  tripId: number;
  onHelp?: (incident: IncidentView) => void;
}) {
  const t = useTranslations('safety.guardian');
  const lang = useLang();
  const titleId = useId();
  const textId = useId();
  const [check, setCheck] = useState<GuardianCheckView | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const okButton = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    const result = await fetchGuardianCheck(tripId, lang);
    if (result.ok) setCheck(result.data ?? null);
  }, [tripId, lang]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), GUARDIAN_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const checkId = check?.id;
  useEffect(() => {
    if (checkId !== undefined) {
      setDone(null);
      okButton.current?.focus();
    }
  }, [checkId]);

  const answer = async (value: 'ok' | 'help') => {
    setPending(true);
    setFailed(false);
    const result = await answerGuardianCheck(tripId, value, lang);
    setPending(false);
    if (!result.ok || !result.data) {
      setFailed(true);
      return;
    }
    setCheck(null);
    setDone(value);
    if (result.data.incident) onHelp?.(result.data.incident);
  };

  if (!check) {
    return done ? (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
        {t(done === 'ok' ? 'thanks' : 'helpSent')}
      </p>
    ) : null;
  }

  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="space-y-3 rounded-xl border-4 border-amber-500 bg-amber-50 p-4"
      data-testid="guardian-check"
    >
      <h2 id={titleId} className="font-bold text-amber-950 text-xl">
        {t('title')}
      </h2>
      <div id={textId} className="space-y-1 text-amber-950">
        <p>{t(check.reason)}</p>
        <p className="font-medium">
          {check.incident_id === null
            ? t('answerBy', { time: formatTripTime(check.answer_by, lang) })
            : t('alerted')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          ref={okButton}
          type="button"
          className="flex-1 rounded-lg bg-emerald-700 px-4 py-3 font-bold text-lg text-white disabled:opacity-60"
          disabled={pending}
          onClick={() => void answer('ok')}
        >
          {t('ok')}
        </button>
        <button
          type="button"
          className="flex-1 rounded-lg bg-red-700 px-4 py-3 font-bold text-lg text-white disabled:opacity-60"
          disabled={pending}
          onClick={() => void answer('help')}
        >
          {t('help')}
        </button>
      </div>
      {pending && <p aria-live="polite">{t('sending')}</p>}
      {failed && (
        <p role="alert" className="font-medium text-red-800">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
