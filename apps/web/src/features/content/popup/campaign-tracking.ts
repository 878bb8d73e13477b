import { apiPaths } from '@/lib/api-client';
import { createIdempotencyKey } from '@/lib/idempotency-key';
import { storageKeys } from '@/lib/storage-keys';

// DESIGN.md §12: the popup's views, clicks and closes go to POST /web/store/web-campaign-track, counted
// per campaign per day. They are queued and sent together with navigator.sendBeacon, which the browser
// delivers even when the click navigates away or the tab is closed.

type CampaignEvent = 'view' | 'click' | 'close';
type CampaignTrack = { campaign_id: number; event: CampaignEvent; session_id: string };

/** The id one visit's events are counted by: kept for the tab's session, new in a new tab. */
export function campaignSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(storageKeys.campaignSessionId);
    if (stored) return stored;
    const id = createIdempotencyKey();
    window.sessionStorage.setItem(storageKeys.campaignSessionId, id);
    return id;
  } catch {
    return createIdempotencyKey();
  }
}

export function campaignTrackUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${apiPaths.web}/store/web-campaign-track`;
}

/**
 * Sends queued events in one beacon. The body is JSON sent as text/plain: a type a cross-origin beacon
 * may carry without a CORS preflight (which a beacon cannot wait for).
 */
function sendBeacon(url: string, events: CampaignTrack[]): void {
  const body = JSON.stringify({ events });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  // No beacon (or its queue is full): a keepalive fetch also outlives the page.
  void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
}

export type CampaignTracker = { track: (event: CampaignEvent) => void; flush: () => void };

export function createCampaignTracker(url: string, campaignId: number, sessionId: string): CampaignTracker {
  let queue: CampaignTrack[] = [];
  return {
    track(event) {
      queue.push({ campaign_id: campaignId, event, session_id: sessionId });
    },
    flush() {
      if (queue.length === 0) return;
      const events = queue;
      queue = [];
      sendBeacon(url, events);
    },
  };
}
