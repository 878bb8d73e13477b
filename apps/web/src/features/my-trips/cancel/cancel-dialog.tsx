'use client';

import type { TripStatus } from '@pothik/domain';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { OpenDialog } from '@/components/open-dialog';
import type { CancelMode } from '../trips-api';
import { CancelTerms } from './cancel-terms';

const loadCancelForm = () => import('./cancel-form').then((m) => m.CancelForm);

// The form (its form library and the schema it checks with) loads when the passenger reaches for the
// button, not with the trip: the page shows sooner, and the dialog's terms are read while it comes.
const CancelForm = dynamic(loadCancelForm, {
  ssr: false,
  loading: () => <div className="min-h-40" aria-busy="true" />,
});
export const preloadCancelForm = () => void loadCancelForm();

export type CancelDialogProps = {
  /** The dialog is open while it is mounted; this closes it (Escape, the backdrop) without a change. */
  onClose: () => void;
  tripId: number;
  mode: CancelMode;
  status: TripStatus;
  until: string | null;
  onDone: () => void;
  onRefused: () => void;
  /** Where focus goes when the dialog closes: it has no trigger of its own to return to. */
  onCloseAutoFocus: (event: Event) => void;
};

/** The terms first (as the dialog's description), then the reason, the note and the confirm button. */
export function CancelDialog({
  onClose,
  tripId,
  mode,
  status,
  until,
  onDone,
  onRefused,
  onCloseAutoFocus,
}: CancelDialogProps) {
  const t = useTranslations('tripDetail.cancel');
  return (
    <OpenDialog
      onClose={onClose}
      onOpenAutoFocus={(event) => {
        // The dialog itself takes focus, so its title and terms are read before any control.
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Dialog.Title className="font-bold text-xl">
        {mode === 'cancel' ? t('titleCancel') : t('titleRequest')}
      </Dialog.Title>
      <Dialog.Description asChild>
        <div>
          <CancelTerms mode={mode} status={status} until={until} />
        </div>
      </Dialog.Description>
      <CancelForm tripId={tripId} mode={mode} onDone={onDone} onRefused={onRefused} />
    </OpenDialog>
  );
}
