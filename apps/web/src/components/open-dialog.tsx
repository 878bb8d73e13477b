'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

const panelClass =
  'dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg space-y-4 overflow-y-auto rounded-xl bg-white p-5 text-ink shadow-xl focus:outline-none sm:p-6';

/**
 * A modal dialog open while it is mounted: its code is loaded when its button is reached for (ADR 0025),
 * so it has no Radix trigger, and the caller says where the focus goes when it closes. `children` hold
 * its `Dialog.Title` (and `Dialog.Description`, or `hasNoDescription`).
 */
export function OpenDialog({
  onClose,
  onCloseAutoFocus,
  onOpenAutoFocus,
  hasNoDescription = false,
  children,
}: {
  /** Escape, the backdrop: the dialog asks to close without a change. */
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onOpenAutoFocus?: (event: Event) => void;
  hasNoDescription?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-backdrop fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={panelClass}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(hasNoDescription ? { 'aria-describedby': undefined } : {})}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
