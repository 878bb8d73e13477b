// SPEC.md §9 and DESIGN.md §6–§7: numbers both apps must agree on.
export const MOBILE_LENGTH = 11;
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 180;
export const LOGIN_CHANNEL = 'web';
export const HOURLY_MIN_HOURS = 1;
export const HOURLY_MAX_HOURS = 12;
export const DEFAULT_BID_TTL_MIN = 30;
export const DEFAULT_CANCEL_WINDOW_MIN = 120;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
