'use client';

import { useTranslations } from 'next-intl';
import type { MyLocationState } from './use-my-location';

/** What "Use my location" is doing or why it failed; linked to the field with aria-describedby. */
export function MyLocationMessage({ id, state }: { id: string; state: MyLocationState }) {
  const t = useTranslations('places');
  if (state.status === 'locating') {
    return (
      <p id={id} role="status" className="mt-1 text-gray-700 text-sm">
        {t('locating')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p id={id} role="alert" className="mt-1 font-medium text-red-700 text-sm">
        {t(`errors.${state.reason}`)}
      </p>
    );
  }
  return null;
}

export function LocateIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="4" />
      <path strokeLinecap="round" d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  );
}
