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
 * `web`: the caller is a browser, which keeps the refresh token in an httpOnly cookie the API sets (on
 * the refresh route's path only) and never sees it: the answer leaves it out. Without it (the native
 * apps) the refresh token comes in the answer's body, as SPEC.md §3 has it.
 */
export const sessionChannelSchema = z
  .literal(LOGIN_CHANNEL, { error: msg('invalidInput') })
  .optional()
  .describe('web: the refresh token is set as an httpOnly cookie and left out of the answer');

/**
 * The secret the page made before asking Google for the ID token: 32 random bytes, base64url. Google was
 * given its SHA-256 (base64url) as the `nonce`, which the ID token carries; only the page that asked holds
 * the secret, so a stolen ID token alone signs no one in (DESIGN.md §14).
 */
export const googleRawNonceSchema = z
  .string({ error: msg('invalidInput') })
  .max(128, { error: msg('invalidInput') })
  .regex(/^[A-Za-z0-9_-]{43,128}$/, { error: msg('invalidInput') });

/**
 * POST /user/verify (and /driver/verify). A passenger's `google_credential` (a Google account not yet
 * linked), with the `google_raw_nonce` it was asked with, links that account to the number the code
 * proves.
 */
export const verifyOtpRequestObject = z.object({
  mobile: loginMobileSchema,
  otp: otpSchema,
  google_credential: googleCredentialSchema.optional(),
  google_raw_nonce: googleRawNonceSchema.optional(),
  channel: sessionChannelSchema,
});
/** A Google credential comes with the nonce it was asked with. */
export const googleNonceGiven = (body: { google_credential?: string; google_raw_nonce?: string }) =>
  !body.google_credential || body.google_raw_nonce !== undefined;
export const googleNonceMissing = { path: ['google_raw_nonce'], error: msg('invalidInput') };
export const verifyOtpRequestSchema = verifyOtpRequestObject.refine(googleNonceGiven, googleNonceMissing);
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

const refreshTokenSchema = z
  .string({ error: msg('tokenRequired') })
  .min(1, { error: msg('tokenRequired') })
  .max(512);

/** POST /user/logout: the native apps' logout, with the refresh token they keep. */
export const refreshTokenRequestSchema = z.object({ refresh_token: refreshTokenSchema });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/**
 * POST /user/refresh-token (a form body, SPEC.md §7): the native apps send `refresh_token`; a browser sends
 * none (its cookie carries it), or once `refresh_token` with `channel=web` to move a login it kept in
 * localStorage into the cookie.
 */
export const refreshRequestSchema = z.object({
  refresh_token: refreshTokenSchema.optional(),
  channel: sessionChannelSchema,
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** POST /user/google: Google Identity Services' credential and the secret its nonce was made of (DESIGN.md §14). */
export const googleSignInRequestSchema = z.object({
  credential: googleCredentialSchema,
  raw_nonce: googleRawNonceSchema,
  channel: sessionChannelSchema,
});
export type GoogleSignInRequest = z.infer<typeof googleSignInRequestSchema>;
