'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { savePromoCode } from '@/lib/saved-promo-code';
import { useHydrated } from '@/lib/use-hydrated';

type Notice = { kind: 'copied' | 'used' | 'failed'; text: string } | null;

/**
 * A campaign's promo code, with Copy (the clipboard) and Use it (kept on this device, so the accept-bid
 * dialog starts with it). What happened is said in a status line, not only in a toast that fades.
 */
export function PromoCodeBox({ code }: { code: string }) {
  const t = useTranslations('contentUi.promo');
  const [notice, setNotice] = useState<Notice>(null);
  // The buttons are in the page's first HTML, before the code that answers them: until then they say they
  // cannot be used yet (a tap there would do nothing), rather than take a tap and ignore it.
  const notYet = !useHydrated() || undefined;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setNotice({ kind: 'copied', text: t('copied', { code }) });
    } catch {
      // No clipboard (an old browser, an insecure origin, a refused permission): the code is on screen.
      setNotice({ kind: 'failed', text: t('copyFailed') });
    }
  };

  const use = () => {
    setNotice(
      savePromoCode(code)
        ? { kind: 'used', text: t('used', { code }) }
        : { kind: 'failed', text: t('useFailed') },
    );
  };

  return (
    <fieldset className="min-w-0 rounded-xl border-2 border-primary border-dashed bg-primary-soft px-4 pt-2 pb-4">
      <legend className="px-2 font-semibold text-gray-800">{t('label')}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code className="select-all rounded-lg bg-white px-4 py-2 font-bold font-mono text-2xl text-primary-darker tracking-wider">
          {code}
        </code>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={copy} aria-disabled={notYet} className="btn-outline">
            {t('copy')}
          </button>
          <button type="button" onClick={use} aria-disabled={notYet} className="btn-primary">
            {t('use')}
          </button>
        </div>
      </div>
      <p
        role="status"
        className={`mt-3 min-h-6 ${notice?.kind === 'failed' ? 'font-medium text-red-800' : 'text-emerald-900'}`}
      >
        {notice?.text}
        {notice?.kind === 'used' && (
          <>
            {' '}
            <a href="/" className="font-semibold underline">
              {t('book')}
            </a>
          </>
        )}
      </p>
    </fieldset>
  );
}
