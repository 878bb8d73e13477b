'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useLogout } from '@/features/auth';
import type { StoredUser } from '@/lib/session';
import { AccountMenuTriggerContent, itemClass, triggerClass } from './account-menu-trigger';

/**
 * The logged-in desktop dropdown (SPEC.md §2), with its menu library: loaded only once a logged-in reader
 * reaches for its button (a pointer over it, the focus or a press: account-controls.tsx), which a phone,
 * where the button is hidden, never does.
 */
export default function AccountMenu({
  user,
  name,
  defaultOpen = false,
  takeFocus = false,
}: {
  user: StoredUser | null;
  name: string;
  /** The stand-in button was pressed before this arrived. */
  defaultOpen?: boolean;
  /** The stand-in button had the focus: the real one takes it over. */
  takeFocus?: boolean;
}) {
  const t = useTranslations('header');
  const logout = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only on arrival: later renders never move the focus.
  const tookFocus = useRef(takeFocus);
  useEffect(() => {
    if (tookFocus.current && !defaultOpen) triggerRef.current?.focus();
  }, [defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClass}>
        <AccountMenuTriggerContent user={user} name={name} />
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
  );
}
