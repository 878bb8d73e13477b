'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '@/components/icons';
import { LoginFlow } from './login-flow';

/**
 * The dialog itself, with the login flow, its form library and its validation: a chunk of its own that
 * the browser fetches when a page first asks for login, not with every page (login-dialog.tsx).
 */
export default function LoginDialog({
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
