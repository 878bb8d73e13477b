'use client';

import type { CampaignPopup as Popup } from '@pothik/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { apiFetch, apiPaths } from '@/lib/api-client';
import { afterFirstInput, whenNotTyping } from './first-input';
import { markPopupShown, wasPopupShownToday } from './popup-shown-today';

// The dialog's code is fetched only when there is a popup to show.
const CampaignPopupDialog = lazy(() =>
  import('./campaign-popup-dialog').then((module) => ({ default: module.CampaignPopupDialog })),
);

/**
 * The active campaign popup (GET /web/get/web-campaign-popup), at most once a day per browser. Nothing is
 * asked for until the visitor's first scroll, tap or key and the idle moment after it (the page's first
 * seconds are theirs: a modal that appeared by itself would cover the trip chooser as they reach for it),
 * it never opens while they are typing in a field, and nothing at all is asked once today's has been shown.
 */
export function CampaignPopup() {
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    if (wasPopupShownToday()) return;
    const controller = new AbortController();
    let cancelShow = () => {};
    const cancel = afterFirstInput(async () => {
      const result = await apiFetch(`${apiPaths.web}/get/web-campaign-popup`, {
        signal: controller.signal,
        timeoutMs: 10_000,
      });
      if (controller.signal.aborted || !result.ok) return;
      const { campaignPopupSchema } = await import('@/lib/response-schemas');
      if (controller.signal.aborted) return;
      const parsed = campaignPopupSchema.nullable().safeParse(result.data);
      if (!parsed.success || !parsed.data || wasPopupShownToday()) return;
      const shown = parsed.data;
      cancelShow = whenNotTyping(() => {
        if (wasPopupShownToday()) return;
        markPopupShown();
        setPopup(shown);
      });
    });
    return () => {
      cancel();
      cancelShow();
      controller.abort();
    };
  }, []);

  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <CampaignPopupDialog popup={popup} />
    </Suspense>
  );
}
