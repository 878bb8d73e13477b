import { authStorageKeys, storageKeys } from './storage-keys';

// The logged-in state of SPEC.md §2 is the presence of a stored access token; `user` holds the login
// response's user object (it has full_name).
export type StoredUser = { full_name?: string | null } & Record<string, unknown>;

export type StoredSession = { isLoggedIn: false } | { isLoggedIn: true; user: StoredUser | null };

/** Same-tab changes to the session (login, logout) are announced with this window event. */
export const SESSION_CHANGED_EVENT = 'pothik:session-changed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the visitor is then simply logged out.
    return null;
  }
}

export function readAccessToken(): string | null {
  return storage()?.getItem(storageKeys.accessToken) || null;
}

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

/** A stable string for useSyncExternalStore: it changes only when the token or the user changes. */
export function sessionSnapshot(): string {
  const s = storage();
  if (!s) return '';
  const token = s.getItem(storageKeys.accessToken);
  if (!token) return '';
  return `1\n${s.getItem(storageKeys.user) ?? ''}`;
}

export function sessionFromSnapshot(snapshot: string): StoredSession {
  if (!snapshot) return { isLoggedIn: false };
  return { isLoggedIn: true, user: parseStoredUser(snapshot.slice(2)) };
}

export function displayName(user: StoredUser | null): string | null {
  const name = typeof user?.full_name === 'string' ? user.full_name.trim() : '';
  return name || null;
}

export function clearStoredSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of authStorageKeys) s.removeItem(key);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}
