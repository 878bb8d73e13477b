import { OTP_RESEND_SECONDS } from '@pothik/domain';

// DESIGN.md §7. A 4-digit code has 10,000 values, so these limits are the defence against guessing:
// 5 tries per code × 5 codes a day = 25 guesses per mobile per day.
export const otpRules = {
  ttlSeconds: 5 * 60,
  maxWrongTries: 5,
  resendSeconds: OTP_RESEND_SECONDS,
  codesPerDhakaDay: 5,
} as const;
