'use client';

import { openConsentChooser } from './consent-requests';

/** The footer's way back to the consent choice: it reopens the chooser of the page's consent manager. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={(event) => openConsentChooser(event.currentTarget)}>
      {label}
    </button>
  );
}
