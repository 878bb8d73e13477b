import { createSessionStore } from '@/lib/session-store';
import { driverAuthStorageKeys, storageKeys } from '@/lib/storage-keys';

// The driver app's login, kept under its own keys: a passenger logged in on the same browser (often
// the same person) stays logged in, and neither session's token is ever sent for the other.

export type DriverUser = { id?: number; full_name?: string | null; mobile?: string };

export const driverSession = createSessionStore({
  refreshTokenExpires: storageKeys.driverRefreshTokenExpires,
  user: storageKeys.driverUser,
  legacyTokens: {
    accessToken: storageKeys.driverAccessToken,
    accessTokenExpires: storageKeys.driverAccessTokenExpires,
    refreshToken: storageKeys.driverRefreshToken,
  },
  cleared: driverAuthStorageKeys,
  changedEvent: 'pothik:driver-session-changed',
  // Every driver query's SWR key starts with 'driver'; the passenger's data stays.
  ownsCacheKey: (key) => Array.isArray(key) && String(key[0]).startsWith('driver'),
});
