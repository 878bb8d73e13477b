'use client';

import { isEssentialNotification, type NotificationKind, type NotificationPreference } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { notify, showToast } from '@/lib/toast';
import { fetchNotificationPreferences, saveNotificationPreferences } from './notification-preferences-api';
import type { PushCaller } from './push-caller';

/** The kinds a role is texted, as the "Text messages" section names them (messages smsPreferences.kinds). */
export type SmsKind =
  | 'booked'
  | 'driver_on_my_way'
  | 'driver_arrived'
  | 'cancel_decided'
  | 'trip_completed'
  | 'ticket_reply'
  | 'driver_cancelled';

/**
 * "Text messages": which SMS this person gets, on or off per kind. Only the kinds their role is ever
 * texted are listed; an essential one (the booking) shows checked and cannot be unticked, as the API
 * never lets it be switched off. Without any optional kind there is nothing to save, and it says so.
 */
export function SmsPreferences({
  call,
  queryKey,
  kinds,
  alwaysOnNote,
}: {
  call: PushCaller;
  /** The cache key of this person's choices (passenger and driver are different accounts). */
  queryKey: string;
  kinds: readonly SmsKind[];
  alwaysOnNote: string;
}) {
  const t = useTranslations('smsPreferences');
  const lang = useLang();
  const headingId = useId();
  const { state, retry } = useApiData(queryKey, () => fetchNotificationPreferences(call, lang));

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-300 bg-white p-4">
      <h2 id={headingId} className="font-bold text-lg">
        {t('title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('intro')}</p>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={1} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <SmsChoices call={call} kinds={kinds} saved={state.data} alwaysOnNote={alwaysOnNote} />
      )}
    </section>
  );
}

function SmsChoices({
  call,
  kinds,
  saved,
  alwaysOnNote,
}: {
  call: PushCaller;
  kinds: readonly SmsKind[];
  saved: NotificationPreference[];
  alwaysOnNote: string;
}) {
  const t = useTranslations('smsPreferences');
  const lang = useLang();
  // A kind the API does not list is on (no row means on).
  const [enabled, setEnabled] = useState(() => smsChoices(saved));
  const [busy, setBusy] = useState(false);
  const optional = kinds.filter((kind) => !isEssentialNotification(kind));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveNotificationPreferences(
        call,
        'sms',
        optional.map((kind) => ({ kind, enabled: enabled.get(kind) ?? true })),
        lang,
      );
      if (result.ok && result.data) {
        setEnabled(smsChoices(result.data));
        // The API answers without a message: the confirmation is this section's own.
        if (!result.message) showToast('success', t('saved'));
      }
      notify(result, lang);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-3">
      <fieldset>
        <legend className="text-gray-700 text-sm">{t('legend')}</legend>
        <ul className="mt-2 space-y-2">
          {kinds.map((kind) => {
            const essential = isEssentialNotification(kind);
            return (
              <li key={kind}>
                <label className="flex min-h-11 items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-5 shrink-0"
                    checked={essential || (enabled.get(kind) ?? true)}
                    disabled={essential || busy}
                    onChange={(e) => setEnabled((m) => new Map(m).set(kind, e.target.checked))}
                  />
                  <span>
                    {t(`kinds.${kind}`)}
                    {essential && <span className="block text-gray-700 text-sm">{alwaysOnNote}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {optional.length > 0 ? (
        <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy}>
          {t('save')}
        </button>
      ) : (
        <p className="mt-3 text-gray-700 text-sm">{t('nothingToSwitch')}</p>
      )}
    </form>
  );
}

const smsChoices = (preferences: NotificationPreference[]) =>
  new Map<NotificationKind, boolean>(
    preferences.filter((p) => p.channel === 'sms').map((p) => [p.kind, p.enabled]),
  );
