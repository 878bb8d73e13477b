'use client';

import type { DriverCard } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog (its dialog library) loads when the button is reached for, not with every bid on the page.
const loadReviewsDialog = () => import('./driver-reviews-dialog');
const DriverReviewsDialog = lazy(() => loadReviewsDialog().then((m) => ({ default: m.DriverReviewsDialog })));
const preloadReviewsDialog = () => void loadReviewsDialog();

/** A bid's "Reviews" button; it opens the driver's rating and newest reviews. */
export function DriverReviewsButton({ driver }: { driver: DriverCard }) {
  const t = useTranslations('bids.reviews');
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-outline"
        aria-label={t('open', { name: driver.name })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preloadReviewsDialog}
        onFocus={preloadReviewsDialog}
        onClick={() => setIsOpen(true)}
      >
        {t('button')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <DriverReviewsDialog
            driver={driver}
            onClose={() => setIsOpen(false)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
