'use client';

import type { GoogleLinkView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { notify } from '@/lib/toast';
import { fetchGoogleLink, unlinkGoogle } from './profile-api';

/**
 * The passenger's Google sign-in on /profile (DESIGN.md §14): which Google account logs in, and Unlink.
 * Shown where Google sign-in is configured, or a link is left from when it was.
 */
export function GoogleLink() {
  const { googleSignIn } = useRuntimeConfig();
  const t = useTranslations('profile');
  const lang = useLang();
  const headingId = useId();
  const load = useCallback(() => fetchGoogleLink(lang), [lang]);
  const { state, retry } = useApiData('profile-google', load);
  // What the unlink answered is the state now.
  const [latest, setLatest] = useState<GoogleLinkView | null>(null);
  const [isUnlinking, setIsUnlinking] = useState(false);

  if (state.status === 'loading')
    return googleSignIn ? <LoadingSkeleton label={t('loading')} count={1} /> : null;
  if (state.status === 'failed') {
    if (!googleSignIn) return null;
    return (
      <LoadError title={t('googleLoadError')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
    );
  }
  const link = latest ?? state.data;
  if (!googleSignIn && !link.linked) return null;

  const unlink = async () => {
    setIsUnlinking(true);
    const result = await unlinkGoogle(lang);
    setIsUnlinking(false);
    notify(result, lang);
    if (result.ok && result.data) setLatest(result.data);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-gray-200 p-4">
      <h2 id={headingId} className="font-bold text-lg">
        {t('googleHeading')}
      </h2>
      <p className="text-gray-700" aria-live="polite">
        {!link.linked
          ? t('googleNotLinked')
          : link.email
            ? t('googleLinkedWithEmail', { email: link.email })
            : t('googleLinked')}
      </p>
      {link.linked && (
        <button type="button" className="btn-outline" onClick={unlink} disabled={isUnlinking}>
          {isUnlinking ? t('googleUnlinking') : t('googleUnlink')}
        </button>
      )}
    </section>
  );
}
