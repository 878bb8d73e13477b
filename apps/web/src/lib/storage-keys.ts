// DESIGN.md §7: every localStorage key the web uses, named once.
export const storageKeys = {
  /**
   * Where the web kept the tokens until they left localStorage (lib/session-store.ts): never written now,
   * removed once the login is renewed (the refresh token moves into the API's httpOnly cookie then).
   */
  accessToken: 'access_token',
  accessTokenExpires: 'access_token_expires',
  refreshToken: 'refresh_token',
  /** When the login ends unless renewed: no credential, and its presence is the logged-in state. */
  refreshTokenExpires: 'refresh_token_expires',
  user: 'user',
  highDemand: 'user_hd',
  detailsState: 'detailsState',
  tripId: 'tripId',
  /** A campaign's promo code the visitor chose to use ("Use it"); the accept-bid dialog starts with it. */
  promoCode: 'promo_code',
  /** The Dhaka day the campaign popup was last shown: it shows at most once a day. */
  campaignPopupShownOn: 'campaign_popup_shown_on',
  /** sessionStorage: the id campaign tracking counts a visit by. */
  campaignSessionId: 'campaign_session_id',
  /** The district last chosen on the Ramadan calendar, shown again on the next visit. */
  ramadanDistrict: 'ramadan_district',
  /**
   * The driver app's login, apart from a passenger's on the same browser (one person may be both); the
   * three token keys are the old places, as the passenger's are.
   */
  driverAccessToken: 'driver_access_token',
  driverAccessTokenExpires: 'driver_access_token_expires',
  driverRefreshToken: 'driver_refresh_token',
  driverRefreshTokenExpires: 'driver_refresh_token_expires',
  driverUser: 'driver_user',
  /** sessionStorage: our web fonts were fetched in this tab's visit, so its next pages use them (features/fonts). */
  webFontsCached: 'web_fonts_cached',
  /** '1' when this browser's own fonts draw Bangla letters, '0' when it has none (features/fonts). */
  banglaGlyphs: 'bangla_glyphs',
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

/** What the driver app's logout removes; the passenger's login on the same browser stays. */
export const driverAuthStorageKeys: readonly StorageKey[] = [
  storageKeys.driverAccessToken,
  storageKeys.driverAccessTokenExpires,
  storageKeys.driverRefreshToken,
  storageKeys.driverRefreshTokenExpires,
  storageKeys.driverUser,
];
