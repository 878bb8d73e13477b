import type { SessionView } from '@pothik/domain';
import type { StoredTokens } from '@/lib/session';
import { driverAuthStorageKeys, storageKeys } from '@/lib/storage-keys';

// The driver app's login, kept under its own keys: a passenger logged in on the same browser (often
// the same person) stays logged in, and neither session's token is ever sent for the other.

const CHANGED_EVENT = 'pothik:driver-session-changed';

export type DriverUser = { id?: number; full_name?: string | null; mobile?: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDriverAccessToken(): string | null {
  return storage()?.getItem(storageKeys.driverAccessToken) || null;
}

export function readDriverTokens(): StoredTokens {
  const s = storage();
  return {
    accessToken: s?.getItem(storageKeys.driverAccessToken) || null,
    accessTokenExpires: s?.getItem(storageKeys.driverAccessTokenExpires) || null,
    refreshToken: s?.getItem(storageKeys.driverRefreshToken) || null,
    refreshTokenExpires: s?.getItem(storageKeys.driverRefreshTokenExpires) || null,
  };
}

export function storeDriverSession(tokens: SessionView): void {
  const s = storage();
  if (!s) return;
  s.setItem(storageKeys.driverAccessToken, tokens.access_token);
  s.setItem(storageKeys.driverAccessTokenExpires, tokens.accessTokenExpiresIn);
  s.setItem(storageKeys.driverRefreshToken, tokens.refresh_token);
  s.setItem(storageKeys.driverRefreshTokenExpires, tokens.refreshTokenExpiresIn);
  s.setItem(storageKeys.driverUser, JSON.stringify(tokens.user));
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function clearDriverSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of driverAuthStorageKeys) s.removeItem(key);
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Changes only when the token or the user changes (useSyncExternalStore compares it). */
export function driverSessionSnapshot(): string {
  const s = storage();
  if (!s?.getItem(storageKeys.driverAccessToken)) return '';
  return `1\n${s.getItem(storageKeys.driverUser) ?? ''}`;
}

export function driverFromSnapshot(snapshot: string): DriverUser | null {
  if (!snapshot) return null;
  try {
    const value: unknown = JSON.parse(snapshot.slice(2));
    return value && typeof value === 'object' ? (value as DriverUser) : {};
  } catch {
    return {};
  }
}

export function subscribeToDriverSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}
