'use client';

import type { CampaignPopup as Popup } from '@pothik/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { apiFetch, apiPaths } from '@/lib/api-client';
import { markPopupShown, wasPopupShownToday } from './popup-shown-today';

// The dialog's code is fetched only when there is a popup to show.
const CampaignPopupDialog = lazy(() =>
  import('./campaign-popup-dialog').then((module) => ({ default: module.CampaignPopupDialog })),
);

/** Runs `task` once the browser is idle after the page became interactive; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * The active campaign popup (GET /web/get/web-campaign-popup), at most once a day per browser. Nothing is
 * asked for until the page is interactive and idle, and nothing at all once today's has been shown.
 */
export function CampaignPopup() {
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    if (wasPopupShownToday()) return;
    const controller = new AbortController();
    const cancel = whenIdle(async () => {
      const result = await apiFetch(`${apiPaths.web}/get/web-campaign-popup`, {
        signal: controller.signal,
        timeoutMs: 10_000,
      });
      if (controller.signal.aborted || !result.ok) return;
      const { campaignPopupSchema } = await import('@/lib/response-schemas');
      if (controller.signal.aborted) return;
      const parsed = campaignPopupSchema.nullable().safeParse(result.data);
      if (!parsed.success || !parsed.data || wasPopupShownToday()) return;
      markPopupShown();
      setPopup(parsed.data);
    });
    return () => {
      cancel();
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
