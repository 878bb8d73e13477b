import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { LanguageToggle } from './language-toggle';

/**
 * SPEC.md §2: /survey, /tutorial and /request-car-requisition show no header or footer. A way home and
 * the language toggle stay available at the top of the main content.
 */
export async function BareChrome({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  const lang = await getLang();
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <div className="container-page flex min-h-16 items-center justify-between gap-3">
        <Link href="/" className="inline-flex min-h-11 items-center font-semibold underline">
          {t('backTo', { brand: brandNameIn(lang) })}
        </Link>
        <LanguageToggle colorClassName="border-current hover:bg-black/10" />
      </div>
      {children}
    </main>
  );
}
