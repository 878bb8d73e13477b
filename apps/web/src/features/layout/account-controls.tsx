'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { Avatar } from '@/components/avatar';
import { ChevronDownIcon } from '@/components/icons';
import { useBrandName } from '@/config/runtime-config';
import { useLoginDialog } from '@/features/auth/login-dialog';
import { useLogout } from '@/features/auth/use-logout';
import { useStoredSession } from '@/features/auth/use-stored-session';
import { useLang } from '@/i18n/use-lang';
import { displayName } from '@/lib/session';

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-left outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-darker';

/**
 * Header account area (SPEC.md §2): a Log in button when logged out; on desktop when logged in, a
 * dropdown titled with the user's full_name (fallback "{brand} User"). On small screens the logged-in
 * links live in the mobile menu instead.
 */
export function AccountControls() {
  const session = useStoredSession();
  const t = useTranslations('header');
  const brandName = useBrandName(useLang());
  const { openLogin } = useLoginDialog();
  const logout = useLogout();

  // Same width as the button it becomes, so the header does not shift after hydration.
  if (session.status === 'unknown') return <span aria-hidden="true" className="inline-block h-11 w-20" />;

  if (!session.isLoggedIn) {
    return (
      <button type="button" onClick={() => openLogin()} className="btn-primary">
        {t('login')}
      </button>
    );
  }

  const name = displayName(session.user) ?? t('userFallback', { brand: brandName });
  return (
    <div className="hidden lg:block">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-lg border border-gray-300 px-3 font-semibold hover:border-primary">
          <Avatar user={session.user} size="size-7" />
          <span className="truncate">{name}</span>
          <ChevronDownIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 text-ink shadow-lg"
          >
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/profile">{t('myProfile')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/trip/my-trips">{t('myTrip')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
              {t('logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
