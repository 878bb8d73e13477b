import { OTP_LENGTH } from '../reference/limits';
import { validationMessage as msg } from './messages';

// The login dialog's rules without the schema library: the dialog opens with the page on a gated route,
// and zod (31 KB gzip) would be the largest script a phone waits for there. The schemas in phone.ts and
// login.ts build on these patterns, and login.test.ts holds each check to its schema's answers.

/**
 * What the web sends as `recaptcha_token` when no human check is configured (SPEC.md §9's fixed
 * placeholder). The demo's API accepts it; an API with a real check refuses it without asking the
 * provider, whose test keys would pass anything.
 */
export const HUMAN_CHECK_PLACEHOLDER = 'web-placeholder-token';

// DESIGN.md §7: operator prefixes 013–019, 11 digits in all.
export const bangladeshMobilePattern = /^01[3-9]\d{8}$/;

export function isBangladeshMobile(value: string): boolean {
  return bangladeshMobilePattern.test(value);
}

/** loginFormSchema's answer and message. */
export function loginFormErrors(form: { mobile?: unknown }): { mobile?: string } {
  return typeof form.mobile === 'string' && isBangladeshMobile(form.mobile)
    ? {}
    : { mobile: msg('mobileRequired') };
}

export const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** otpFormSchema's answer and message: the four boxes joined (SPEC.md §3). */
export function otpFormErrors(form: { otp?: unknown }): { otp?: string } {
  return typeof form.otp === 'string' && otpPattern.test(form.otp) ? {} : { otp: msg('otpInvalid') };
}
