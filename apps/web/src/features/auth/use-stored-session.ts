'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';
import { type StoredSession, sessionFromSnapshot, sessionSnapshot, subscribeToSession } from '@/lib/session';

export type SessionState = { status: 'unknown' } | ({ status: 'known' } & StoredSession);

// What the server renders a page with when it rendered the login's own data (ADR 0024): logged in, the
// user unknown to it.
const loggedInOnServer = '1\n';

/**
 * The stored session as the header and gated pages see it. Unknown during server rendering and
 * hydration (localStorage is browser-only), then read from storage; a page the server rendered with the
 * login's data (`isLoggedInOnServer`) is logged in from its first paint instead. SPEC.md §2: it is re-read after each
 * route change, because the pathname is read here and every navigation re-renders the callers, and on
 * `storage` events (other tabs) and our own session-changed event (this tab).
 */
export function useStoredSession(isLoggedInOnServer = false): SessionState {
  usePathname();
  const snapshot = useSyncExternalStore(subscribeToSession, sessionSnapshot, () =>
    isLoggedInOnServer ? loggedInOnServer : null,
  );
  return useMemo<SessionState>(
    () => (snapshot === null ? { status: 'unknown' } : { status: 'known', ...sessionFromSnapshot(snapshot) }),
    [snapshot],
  );
}
