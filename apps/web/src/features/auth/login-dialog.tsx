'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { saveDetailsState } from '@/lib/details-state';
import { LoginFlow } from './login-flow';

export type OpenLoginOptions = {
  /**
   * Where to go after login instead of `/?login-success` (SPEC.md §4): the gated route the user was on,
   * or a trip-request page (`/trip/trip-request` for car_rental, `/trip/airport-rental-trip-request`
   * for airport_rental) when a trip form asks for login.
   */
  returnTo?: string;
  /** A trip form's entries, saved as `detailsState` before the dialog opens and left there after login. */
  detailsState?: unknown;
};

type LoginDialogContextValue = {
  isOpen: boolean;
  /** Opens the dialog; the returned function closes it again unless another request replaced this one. */
  openLogin: (options?: OpenLoginOptions) => () => void;
  closeLogin: () => void;
};

type OpenRequest = { id: number; returnTo: string | undefined };

const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);

/** One login dialog for the whole site: the header's Log in button and the gated pages open it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const lastId = useRef(0);

  const openLogin = useCallback((options: OpenLoginOptions = {}) => {
    if (options.detailsState !== undefined) saveDetailsState(options.detailsState);
    const id = ++lastId.current;
    setRequest({ id, returnTo: options.returnTo });
    return () => setRequest((current) => (current?.id === id ? null : current));
  }, []);
  const closeLogin = useCallback(() => setRequest(null), []);
  const value = useMemo(
    () => ({ isOpen: request !== null, openLogin, closeLogin }),
    [request, openLogin, closeLogin],
  );

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog
        open={request !== null}
        returnTo={request?.returnTo}
        onOpenChange={(open) => {
          if (!open) closeLogin();
        }}
      />
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogContextValue {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return value;
}

function LoginDialog({
  open,
  returnTo,
  onOpenChange,
}: {
  open: boolean;
  returnTo: string | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('loginDialog');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-backdrop fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-xl bg-white p-5 text-ink shadow-xl focus:outline-none sm:p-6"
          onOpenAutoFocus={(event) => {
            // The first field, not the Close button, takes focus when the dialog opens.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              '[data-autofocus]',
            );
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            {/* h1: while the modal is open the page behind it is hidden from assistive technology, so
                the dialog's title is the one top-level heading a screen-reader user can reach. */}
            <Dialog.Title asChild>
              <h1 className="font-bold text-xl">{t('title')}</h1>
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
              aria-label={t('close')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <LoginFlow returnTo={returnTo} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
