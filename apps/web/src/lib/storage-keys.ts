// DESIGN.md §7: every localStorage key the web uses, named once.
export const storageKeys = {
  accessToken: 'access_token',
  accessTokenExpires: 'access_token_expires',
  refreshToken: 'refresh_token',
  refreshTokenExpires: 'refresh_token_expires',
  user: 'user',
  highDemand: 'user_hd',
  detailsState: 'detailsState',
  tripId: 'tripId',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** What clearing auth removes (SPEC.md §4): tokens, expiries, user info and high-demand data. */
export const authStorageKeys: readonly StorageKey[] = [
  storageKeys.accessToken,
  storageKeys.accessTokenExpires,
  storageKeys.refreshToken,
  storageKeys.refreshTokenExpires,
  storageKeys.user,
  storageKeys.highDemand,
];
