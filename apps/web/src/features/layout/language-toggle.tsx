'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { otherLang } from '@/i18n/lang';
import { useLang } from '@/i18n/use-lang';
import { writeLangCookie } from './lang-cookie';

/**
 * Shows the current language ("EN" / "বাংলা"); pressing it stores the other one in the `lang` cookie and
 * refreshes the server components, so the page switches language without a full reload.
 */
export function LanguageToggle({
  colorClassName = 'border-gray-300 hover:border-primary hover:text-primary-dark',
}: {
  colorClassName?: string;
}) {
  const lang = useLang();
  const t = useTranslations('header.language');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function switchLanguage() {
    writeLangCookie(otherLang(lang));
    startTransition(() => router.refresh());
  }

  return (
    <button
      type="button"
      onClick={switchLanguage}
      // The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it does.
      aria-label={`${t('current')} — ${t('label')}`}
      aria-busy={isPending || undefined}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold text-sm ${colorClassName} ${isPending ? 'opacity-60' : ''}`}
    >
      {t('current')}
    </button>
  );
}
