'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, startTransition, useState } from 'react';
import { useBrandName } from '@/config/runtime-config';
import { preloadLoginDialog, useLoginDialog, useStoredSession } from '@/features/auth';
import { useLang } from '@/i18n/use-lang';
import { displayName } from '@/lib/session';
import { AccountMenuTriggerContent, triggerClass } from './account-menu-trigger';

const AccountMenu = lazy(() => import('./account-menu'));

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
  // What was done to the stand-in button before the menu's code was here is carried over to the menu.
  const [standIn, setStandIn] = useState({ focused: false, activated: false });
  const [wanted, setWanted] = useState(false);

  // Same width as the button it becomes, so the header does not shift after hydration.
  if (session.status === 'unknown') return <span aria-hidden="true" className="inline-block h-11 w-20" />;

  if (!session.isLoggedIn) {
    return (
      <button
        type="button"
        onClick={() => openLogin()}
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        className="btn-primary"
      >
        {t('login')}
      </button>
    );
  }

  const name = displayName(session.user) ?? t('userFallback', { brand: brandName });
  // The menu's code (its library) is fetched on the first sign of use, not with the page: a phone never
  // shows this menu (its links are in the mobile menu), and a desktop reader may never open it. In a
  // transition, so the stand-in stays (with its focus) until the menu can replace it.
  const want = () => startTransition(() => setWanted(true));
  // The same button stands in until the menu's code is here: nothing shifts, and a press or the focus it
  // got carries over (the menu opens, the real button takes the focus).
  const standInButton = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      // As the menu's own button does: a press opens on pointer down, Enter, Space or Arrow Down.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setStandIn((s) => ({ ...s, activated: true }));
        want();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        setStandIn((s) => ({ ...s, activated: true }));
        want();
      }}
      onFocus={() => {
        setStandIn((s) => ({ ...s, focused: true }));
        want();
      }}
      onBlur={() => setStandIn((s) => ({ ...s, focused: false }))}
    >
      <AccountMenuTriggerContent user={session.user} name={name} />
    </button>
  );
  return (
    <div className="hidden lg:block">
      <Suspense fallback={standInButton}>
        {wanted ? (
          <AccountMenu
            user={session.user}
            name={name}
            defaultOpen={standIn.activated}
            takeFocus={standIn.focused || standIn.activated}
          />
        ) : (
          standInButton
        )}
      </Suspense>
    </div>
  );
}
