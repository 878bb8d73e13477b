import { messageCatalogue } from '@pothik/domain';
import { AppError } from '../../lib/errors';

// The refusals of the OTP login. Texts come from the domain catalogue where it has them, so the web
// can translate by `code`; the others are new codes for the catalogue.
export const loginRefusals = {
  otpLimit: () => new AppError(400, messageCatalogue.otpLimit.en, 'otpLimit'),
  otpIncorrect: () => new AppError(400, messageCatalogue.otpIncorrect.en, 'otpIncorrect'),
  otpExpired: () => new AppError(400, messageCatalogue.otpExpired.en, 'otpExpired'),
  otpTooManyTries: () => new AppError(400, messageCatalogue.otpTooManyTries.en, 'otpTooManyTries'),
  recaptchaFailed: () => new AppError(400, 'reCAPTCHA verification failed.', 'recaptchaFailed'),
  noDriverAccount: () =>
    new AppError(400, 'No driver account is registered with this mobile number.', 'noDriverAccount'),
  accountDisabled: () =>
    new AppError(400, 'This account has been disabled. Please contact support.', 'accountDisabled'),
  smsFailed: () => new AppError(503, 'We could not send the code. Please try again.', 'smsFailed'),
  tooManyRequests: () => new AppError(429, messageCatalogue.tooManyRequests.en, 'tooManyRequests'),
};
