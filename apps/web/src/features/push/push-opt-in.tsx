'use client';

import type { PushSettings } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { notify } from '@/lib/toast';
import { currentSubscription, deviceSupport, subscribeDevice, subscriptionBody } from './device-push';
import { fetchPushSettings, type PushCaller, removeSubscription, sendSubscription } from './push-api';

type DeviceState =
  | { status: 'loading' }
  | { status: 'unsupported' | 'denied' | 'off' | 'failed' }
  | { status: 'ready'; subscribed: boolean; endpoint: string | null; settings: PushSettings };

/**
 * "Notify me on this device": one switch for this browser. On, it asks the browser's permission (on
 * the person's click only), subscribes the site worker and hands the subscription to the API; off, the
 * API forgets this device for this account (the browser's subscription stays: the other account on the
 * same phone, passenger or driver, may use it).
 */
export function PushOptIn({
  call,
  intro,
  onSettings,
}: {
  call: PushCaller;
  /** What this person will hear of (the page's own sentence). */
  intro: string;
  onSettings?: (settings: PushSettings) => void;
}) {
  const t = useTranslations('push');
  const lang = useLang();
  const headingId = useId();
  const [state, setState] = useState<DeviceState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const support = deviceSupport();
    const subscription = support === 'unsupported' ? null : await currentSubscription().catch(() => null);
    const endpoint = subscription?.endpoint ?? null;
    const result = await fetchPushSettings(call, lang, endpoint);
    if (!result.ok || !result.data) return setState({ status: 'failed' });
    onSettings?.(result.data);
    if (!result.data.enabled) return setState({ status: 'off' });
    if (support !== 'supported') return setState({ status: support });
    const subscribed = endpoint !== null && result.data.subscribed === true;
    setState({ status: 'ready', subscribed, endpoint, settings: result.data });
  }, [call, lang, onSettings]);

  useEffect(() => {
    void load();
  }, [load]);

  async function turnOn(settings: PushSettings) {
    if (!settings.public_key) return;
    setBusy(true);
    try {
      const subscription = await subscribeDevice(settings.public_key);
      if (!subscription) return setState({ status: 'denied' });
      const result = await sendSubscription(call, subscriptionBody(subscription, lang), lang);
      notify(result, lang);
      if (result.ok)
        setState({ status: 'ready', subscribed: true, endpoint: subscription.endpoint, settings });
    } catch {
      setState({ status: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(endpoint: string, settings: PushSettings) {
    setBusy(true);
    try {
      const result = await removeSubscription(call, endpoint, lang);
      notify(result, lang);
      if (result.ok) setState({ status: 'ready', subscribed: false, endpoint, settings });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-300 bg-white p-4">
      <h2 id={headingId} className="font-bold text-lg">
        {t('title')}
      </h2>
      <p className="mt-1 text-gray-700 text-sm">{intro}</p>
      {/* A button's height from the first paint: the answer replaces "checking" without moving what follows. */}
      <div aria-live="polite" className="mt-3 min-h-11">
        {state.status === 'loading' && <p className="text-gray-700 text-sm">{t('loading')}</p>}
        {state.status === 'unsupported' && <p className="text-sm">{t('unsupported')}</p>}
        {state.status === 'denied' && <p className="text-sm">{t('denied')}</p>}
        {state.status === 'off' && <p className="text-sm">{t('off')}</p>}
        {state.status === 'failed' && (
          <p className="text-sm">
            {t('failed')}{' '}
            <button type="button" className="underline" onClick={() => void load()}>
              {t('retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" data-testid="push-device-status">
              {state.subscribed ? t('deviceOn') : t('deviceOff')}
            </p>
            {state.subscribed && state.endpoint ? (
              <button
                type="button"
                className="btn-outline"
                disabled={busy}
                onClick={() => void turnOff(state.endpoint!, state.settings)}
              >
                {t('turnOff')}
              </button>
            ) : (
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => void turnOn(state.settings)}
              >
                {t('turnOn')}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
