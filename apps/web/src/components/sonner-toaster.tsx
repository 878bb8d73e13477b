'use client';

import { useTranslations } from 'next-intl';
import { Toaster } from 'sonner';

// SPEC.md §8: toasts last 3 seconds, bottom-left.
const TOAST_DURATION_MS = 3000;

/** Sonner's toaster: its own chunk, mounted by AppToaster. */
export default function SonnerToaster() {
  const t = useTranslations('common');
  return (
    <Toaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme="light"
      containerAriaLabel={t('notifications')}
    />
  );
}
