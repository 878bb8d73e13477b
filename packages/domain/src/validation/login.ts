import { z } from 'zod';
import { LOGIN_CHANNEL, OTP_LENGTH } from '../reference/limits';
import { humanCheckTokenSchema } from './human-check';
import { otpPattern } from './login-checks';
import { validationMessage as msg } from './messages';
import { loginMobileSchema } from './phone';

/** The phone step of the login modal. */
export const loginFormSchema = z.object({ mobile: loginMobileSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * POST /user/login (and /driver/login): `recaptcha_token` is the human check's token, or in the demo
 * SPEC.md §9's fixed placeholder (HUMAN_CHECK_PLACEHOLDER).
 */
export const loginRequestSchema = loginFormSchema.extend({
  recaptcha_token: humanCheckTokenSchema,
  channel: z.literal(LOGIN_CHANNEL, { error: msg('invalidInput') }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The four boxes joined (SPEC.md §3). */
export const otpSchema = z
  .string({ error: msg('otpInvalid') })
  .max(OTP_LENGTH, { error: msg('otpInvalid'), abort: true })
  .regex(otpPattern, { error: msg('otpInvalid') });

export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpForm = z.infer<typeof otpFormSchema>;

/** POST /user/verify (and /driver/verify). */
/**
 * A Google ID token as Google Identity Services hands it to the page (a JWT); the API verifies it. Google's
 * are about 1,200 characters; the bound only keeps a hostile body small.
 */
export const googleCredentialSchema = z
  .string({ error: msg('invalidInput') })
  .min(1, { error: msg('invalidInput') })
  .max(8192, { error: msg('invalidInput') });

/**
 * POST /user/verify (and /driver/verify). A passenger's `google_credential` (a Google account not yet
 * linked) links that account to the number the code proves.
 */
export const verifyOtpRequestSchema = z.object({
  mobile: loginMobileSchema,
  otp: otpSchema,
  google_credential: googleCredentialSchema.optional(),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** POST /user/refresh-token (form body) and POST /user/logout. */
export const refreshTokenRequestSchema = z.object({
  refresh_token: z
    .string({ error: msg('tokenRequired') })
    .min(1, { error: msg('tokenRequired') })
    .max(512),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** POST /user/google: Google Identity Services' credential (DESIGN.md §14). */
export const googleSignInRequestSchema = z.object({ credential: googleCredentialSchema });
export type GoogleSignInRequest = z.infer<typeof googleSignInRequestSchema>;
