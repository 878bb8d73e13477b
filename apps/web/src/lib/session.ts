import { createSessionStore, type StoredUser } from './session-store';
import { authStorageKeys, storageKeys } from './storage-keys';

export type { StoredSession, StoredTokens, StoredUser } from './session-store';

/** The passenger's login under DESIGN.md §7's keys. */
export const passengerSession = createSessionStore({
  refreshTokenExpires: storageKeys.refreshTokenExpires,
  user: storageKeys.user,
  legacyTokens: {
    accessToken: storageKeys.accessToken,
    accessTokenExpires: storageKeys.accessTokenExpires,
    refreshToken: storageKeys.refreshToken,
  },
  cleared: authStorageKeys,
  changedEvent: 'pothik:session-changed',
  // The next person to log in on this browser must not see the last one's trips, even for a moment.
  ownsCacheKey: () => true,
  // The trip's page is rendered with the trip when the web server holds the login's token (ADR 0024).
  sharesWithPages: true,
});

export const {
  readAccessToken,
  accessToken: passengerAccessToken,
  readTokens: readStoredTokens,
  store: storeSession,
  updateUser: updateStoredUser,
  snapshot: sessionSnapshot,
  fromSnapshot: sessionFromSnapshot,
  clear: clearStoredSession,
  subscribe: subscribeToSession,
} = passengerSession;

export function displayName(user: StoredUser | null): string | null {
  const name = typeof user?.full_name === 'string' ? user.full_name.trim() : '';
  return name || null;
}

/** SPEC.md §4 logout clears both storages: the auth keys of localStorage and all of sessionStorage. */
export function clearTabStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was kept there.
  }
}
