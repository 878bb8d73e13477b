import type { SessionView } from '@pothik/domain';
import { mutate } from 'swr';
import { authStorageKeys, storageKeys } from './storage-keys';

// The logged-in state of SPEC.md §2 is the presence of a stored access token; `user` holds the login
// response's user object (it has full_name).
export type StoredUser = { full_name?: string | null } & Record<string, unknown>;

export type StoredSession = { isLoggedIn: false } | { isLoggedIn: true; user: StoredUser | null };

/** The stored values the session check of SPEC.md §4 decides on. */
export type StoredTokens = {
  accessToken: string | null;
  accessTokenExpires: string | null;
  refreshToken: string | null;
  refreshTokenExpires: string | null;
};

/** Same-tab changes to the session (login, logout) are announced with this window event. */
const SESSION_CHANGED_EVENT = 'pothik:session-changed';

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

export function readStoredTokens(): StoredTokens {
  const s = storage();
  return {
    accessToken: s?.getItem(storageKeys.accessToken) || null,
    accessTokenExpires: s?.getItem(storageKeys.accessTokenExpires) || null,
    refreshToken: s?.getItem(storageKeys.refreshToken) || null,
    refreshTokenExpires: s?.getItem(storageKeys.refreshTokenExpires) || null,
  };
}

/** Stores a login or refresh response (the user object whole) and tells this tab's listeners. */
export function storeSession(tokens: SessionView): void {
  const s = storage();
  if (!s) return;
  s.setItem(storageKeys.accessToken, tokens.access_token);
  s.setItem(storageKeys.accessTokenExpires, tokens.accessTokenExpiresIn);
  s.setItem(storageKeys.refreshToken, tokens.refresh_token);
  s.setItem(storageKeys.refreshTokenExpires, tokens.refreshTokenExpiresIn);
  s.setItem(storageKeys.user, JSON.stringify(tokens.user));
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** Replaces the stored user after a profile change, so the header shows the new name and picture at once. */
export function updateStoredUser(user: StoredUser): void {
  const s = storage();
  if (!s?.getItem(storageKeys.accessToken)) return;
  s.setItem(storageKeys.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function parseStoredUser(raw: string | null): StoredUser | null {
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
  const hadSession = !!s.getItem(storageKeys.accessToken);
  for (const key of authStorageKeys) s.removeItem(key);
  // The next person to log in on this browser must not see the last one's trips, even for a moment.
  // What is still on screen asks again (and is told the session ended) rather than wait forever.
  if (hadSession) void mutate(() => true, undefined);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** SPEC.md §4 logout clears both storages: the auth keys of localStorage and all of sessionStorage. */
export function clearTabStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was kept there.
  }
}

export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}
