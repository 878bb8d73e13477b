'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { CloseIcon } from './icons';

type LoginDialogContextValue = { isOpen: boolean; openLogin: () => void; closeLogin: () => void };

const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);

/**
 * One login dialog for the whole site: the header's Log in button and the gated pages open it.
 * The phone and code forms of SPEC.md §4 fill its body in the auth issue.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const openLogin = useCallback(() => setIsOpen(true), []);
  const closeLogin = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ isOpen, openLogin, closeLogin }), [isOpen, openLogin, closeLogin]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={isOpen} onOpenChange={setIsOpen} />
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogContextValue {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return value;
}

function LoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('loginDialog');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-backdrop fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="dialog-panel fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-ink shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-bold text-xl">{t('title')}</Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
              aria-label={t('close')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-gray-700">{t('description')}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
