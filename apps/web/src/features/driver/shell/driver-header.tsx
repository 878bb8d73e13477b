'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LanguageToggle } from '@/features/layout';
import { useDriverLogout } from '../session/use-driver-logout';

export function DriverHeader({ isLoggedIn }: { isLoggedIn: boolean }) {
  const t = useTranslations('driver');
  const logout = useDriverLogout();
  return (
    <header className="sticky top-0 z-20 bg-primary-darker text-white shadow">
      <div className="mx-auto flex min-h-14 max-w-2xl items-center justify-between gap-2 px-4">
        <Link href="/driver" className="inline-flex min-h-11 items-center font-bold text-lg">
          {t('appName')}
        </Link>
        <div className="flex items-center gap-2">
          <LanguageToggle colorClassName="border-white/70 hover:bg-white/10" />
          {isLoggedIn && (
            <button
              type="button"
              onClick={() => void logout()}
              className="inline-flex min-h-11 items-center rounded-lg border border-white/70 px-3 font-semibold text-sm hover:bg-white/10"
            >
              {t('logout')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
