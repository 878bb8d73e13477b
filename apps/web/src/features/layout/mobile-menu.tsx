'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { useLogout, useStoredSession } from '@/features/auth';
import { type NavItem, NavLinks } from './nav-links';

const linkClass =
  'flex min-h-12 items-center border-gray-100 border-b px-1 font-medium hover:text-primary-dark';

/** The small-screen menu (below lg): the site menu, plus My Profile and My Trip when logged in. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const t = useTranslations('header');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const session = useStoredSession();
  const logout = useLogout();
  const isLoggedIn = session.status === 'known' && session.isLoggedIn;
  const close = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('menuButton')}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-gray-300 hover:border-primary"
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        id={panelId}
        aria-label={t('mainNav')}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-gray-200 border-b bg-white px-4 pb-4 shadow-lg"
      >
        <NavLinks items={items} linkClassName={linkClass} onNavigate={close} />
        {isLoggedIn && (
          <ul>
            <li>
              <Link href="/profile" className={linkClass} onClick={close}>
                {t('myProfile')}
              </Link>
            </li>
            <li>
              <Link href="/trip/my-trips" className={linkClass} onClick={close}>
                {t('myTrip')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${linkClass} w-full text-left`}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                {t('logout')}
              </button>
            </li>
          </ul>
        )}
      </nav>
    </div>
  );
}
