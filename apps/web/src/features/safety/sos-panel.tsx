'use client';

import type { IncidentView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import type { ApiResult } from '@/lib/api-client';
import { formatTripTime } from '@/lib/format-trip-time';
import { refusalText } from '@/lib/refusal-text';

/** The caller's own API calls (the passenger's or the driver's token). */
export type SosCalls = {
  raise: () => Promise<ApiResult<IncidentView>>;
  markSafe: () => Promise<ApiResult<IncidentView>>;
};

/**
 * SOS on an ongoing trip (DESIGN.md §15): one tap opens a confirmation, the second sends it. Once sent,
 * 999 is offered first, then when staff were alerted and when they acknowledged (the caller reloads
 * `incident` while it is unresolved), and "I am safe" closes it.
 */
export function SosPanel({
  incident,
  who,
  calls,
  onChanged,
}: {
  incident: IncidentView | null;
  who: 'passenger' | 'driver';
  calls: SosCalls;
  onChanged: (incident: IncidentView) => void;
}) {
  const t = useTranslations('safety.sos');
  const lang = useLang();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const callLink = useRef<HTMLAnchorElement>(null);
  const active = incident && incident.state !== 'resolved' ? incident : null;
  const wasActive = useRef(Boolean(active));

  useEffect(() => {
    if (confirming) sendButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    // Just raised: 999 is the next thing to reach.
    if (active && !wasActive.current) callLink.current?.focus();
    wasActive.current = Boolean(active);
  }, [active]);

  const run = async (call: () => Promise<ApiResult<IncidentView>>, failure?: string) => {
    setPending(true);
    setError(null);
    const result = await call();
    setPending(false);
    setConfirming(false);
    if (result.ok && result.data) onChanged(result.data);
    else setError(failure ?? refusalText(result, lang));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border-2 border-red-600 bg-red-50 p-4"
      data-testid="sos-panel"
    >
      <h2 id={headingId} className="font-bold text-lg text-red-900">
        {t('heading')}
      </h2>
      {active ? (
        <>
          <a
            ref={callLink}
            href="tel:999"
            className="block rounded-lg bg-red-700 px-4 py-3 text-center font-bold text-lg text-white underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-4 focus-visible:outline-red-900"
          >
            {t('call999')}
          </a>
          <div role="status" aria-live="polite" className="space-y-1 font-medium text-red-950">
            {active.staff_alerted_at && (
              <p>{t('alerted', { time: formatTripTime(active.staff_alerted_at, lang) })}</p>
            )}
            {active.acknowledged_at ? (
              <p>{t('acknowledged', { time: formatTripTime(active.acknowledged_at, lang) })}</p>
            ) : (
              <p>{t('waiting')}</p>
            )}
          </div>
          <button
            type="button"
            className="btn-outline w-full"
            disabled={pending}
            onClick={() => void run(calls.markSafe)}
          >
            {t('safe')}
          </button>
        </>
      ) : confirming ? (
        <div className="space-y-3">
          <p className="font-semibold text-red-950">{t(who === 'driver' ? 'confirmDriver' : 'confirm')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={sendButton}
              type="button"
              className="rounded-lg bg-red-700 px-4 py-2 font-bold text-white disabled:opacity-60"
              disabled={pending}
              onClick={() => void run(calls.raise, t('failed'))}
            >
              {pending ? t('sending') : t('send')}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={pending}
              onClick={() => setConfirming(false)}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-red-950">{t(who === 'driver' ? 'introDriver' : 'intro')}</p>
          <button
            type="button"
            className="w-full rounded-lg bg-red-700 px-4 py-3 font-bold text-lg text-white"
            onClick={() => setConfirming(true)}
          >
            {t('button')}
          </button>
          {incident?.resolved_at && (
            <p className="text-red-950 text-sm">
              {t('resolved', { time: formatTripTime(incident.resolved_at, lang) })}
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
