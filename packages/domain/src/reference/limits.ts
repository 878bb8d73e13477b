// SPEC.md §9 and DESIGN.md §6–§7: numbers both apps must agree on.
export const MOBILE_LENGTH = 11;
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 180;
export const LOGIN_CHANNEL = 'web';
export const HOURLY_MIN_HOURS = 1;
export const HOURLY_MAX_HOURS = 12;
export const DEFAULT_BID_TTL_MIN = 30;
export const DEFAULT_CANCEL_WINDOW_MIN = 120;
// A booking further ahead than this is a slip of the date picker, and would sit unexpired for months.
export const MAX_PICKUP_DAYS_AHEAD = 90;
// A round trip's return: the round-way fare (1.7 × one way) assumes a return within days, not months.
export const MAX_ROUND_TRIP_DAYS = 30;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
