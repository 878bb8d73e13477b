// SPEC.md §9 and DESIGN.md §6–§7: numbers both apps must agree on.
export const MOBILE_LENGTH = 11;
export const OTP_LENGTH = 4;
// PostgreSQL's integer, every row id's type: a larger id names no row and is refused before a query.
export const MAX_ROW_ID = 2_147_483_647;
// The longest email address SMTP carries (RFC 5321: a 256-octet path less its angle brackets).
export const MAX_EMAIL_LENGTH = 254;
// The longest ISO 8601 instant taken: `2025-03-15T08:30:00.123456789+06:00` is 35 characters.
export const MAX_ISO_DATETIME_LENGTH = 40;
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
