'use client';

import type { TripDetail } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type RefObject, useRef, useState } from 'react';
import type { CancelMode } from '../trips-api';
import { CancelDialog } from './cancel-dialog';

/**
 * The Cancel button when the API offers a way to cancel (`cancel` outright or `request`), otherwise
 * why there is none for a trip that is still running.
 */
export function CancelSection({
  detail,
  refresh,
  focusAfterChange,
}: {
  detail: TripDetail;
  refresh: () => Promise<void>;
  focusAfterChange: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('tripDetail.cancel');
  const { trip, cancel } = detail;
  // The mode the dialog opened with, kept while it is open even if a refresh takes the option away.
  const [openMode, setOpenMode] = useState<CancelMode | null>(null);
  const hasChanged = useRef(false);
  const mode = cancel.option === 'none' ? openMode : cancel.option;

  if (!mode) return <NoCancelNote detail={detail} />;
  return (
    <CancelDialog
      trigger={
        <button type="button" className="btn-outline border-red-700 text-red-800 hover:bg-red-50">
          {t('button')}
        </button>
      }
      open={openMode !== null}
      onOpenChange={(open) => {
        hasChanged.current = false;
        setOpenMode(open ? mode : null);
      }}
      tripId={trip.id}
      mode={mode}
      status={trip.status}
      until={cancel.until}
      onDone={() => {
        hasChanged.current = true;
        setOpenMode(null);
        void refresh();
      }}
      onRefused={() => void refresh()}
      onCloseAutoFocus={(event) => {
        if (!hasChanged.current) return;
        // The trip's status now says what happened; the Cancel button may no longer exist.
        event.preventDefault();
        focusAfterChange.current?.focus();
      }}
    />
  );
}

function NoCancelNote({ detail }: { detail: TripDetail }) {
  const t = useTranslations('tripDetail.cancel');
  const { status } = detail.trip;
  const note =
    status === 'cancel_requested'
      ? t('pending')
      : status === 'started'
        ? t('started')
        : status === 'confirmed'
          ? t('notCancellable')
          : null;
  if (!note) return null;
  return <p className="text-gray-800">{note}</p>;
}
