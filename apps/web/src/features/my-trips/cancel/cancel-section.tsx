'use client';

import type { TripDetail } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import type { CancelMode } from '../trips-api';

const loadCancelDialog = () => import('./cancel-dialog');
// The dialog (its dialog library, then its form) loads when the passenger reaches for the button, not
// with the trip: most trips are opened to be read, and that library was a long task of the page's start.
const CancelDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelDialog })));
const preloadCancelDialog = () => void loadCancelDialog().then((m) => m.preloadCancelForm());

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
  const button = useRef<HTMLButtonElement>(null);
  const mode = cancel.option === 'none' ? openMode : cancel.option;

  if (!mode) return <NoCancelNote detail={detail} />;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-outline border-red-700 text-red-800 hover:bg-red-50"
        aria-haspopup="dialog"
        aria-expanded={openMode !== null}
        onPointerEnter={preloadCancelDialog}
        onFocus={preloadCancelDialog}
        onClick={() => {
          hasChanged.current = false;
          setOpenMode(mode);
        }}
      >
        {t('button')}
      </button>
      {openMode !== null && (
        <Suspense fallback={null}>
          <CancelDialog
            onClose={() => setOpenMode(null)}
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
              // Without a change, back to the Cancel button; after one, the trip's status says what
              // happened and the Cancel button may no longer exist.
              event.preventDefault();
              (hasChanged.current ? focusAfterChange : button).current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
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
