import { refuse } from '../../lib/errors';

// The refusals of the OTP login. Texts come from the domain catalogue where it has them, so the web
// can translate by `code`; the others are new codes for the catalogue.
export const loginRefusals = {
  otpLimit: () => refuse('otpLimit'),
  otpIncorrect: () => refuse('otpIncorrect'),
  otpExpired: () => refuse('otpExpired'),
  otpTooManyTries: () => refuse('otpTooManyTries'),
  recaptchaFailed: () => refuse('recaptchaFailed'),
  noDriverAccount: () => refuse('noDriverAccount'),
  accountDisabled: () => refuse('accountDisabled'),
  smsFailed: () => refuse('smsFailed', 503),
  tooManyRequests: () => refuse('tooManyRequests', 429),
};
