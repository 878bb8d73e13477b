import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  loginRequestSchema,
  otpFormSchema,
  otpSchema,
  refreshRequestSchema,
  refreshTokenRequestSchema,
  verifyOtpRequestSchema,
} from './login';
import { isBangladeshMobile, loginFormErrors, otpFormErrors } from './login-checks';
import { mobileSchema } from './phone';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

/** A zod-free check (login-checks.ts) answers as its schema does: the field's first message, or none. */
function expectSameAsSchema<F extends string>(
  field: F,
  values: fc.Arbitrary<unknown>,
  schema: { safeParse: (form: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  check: (form: Record<F, unknown>) => Partial<Record<F, string>>,
) {
  const samples = fc.oneof(values, fc.string(), fc.anything());
  fc.assert(
    fc.property(samples, (value) => {
      const form = { [field]: value } as Record<F, unknown>;
      // A form shows a field's first message, as zodResolver does.
      expect(check(form)[field]).toBe(messagesOf(schema.safeParse(form))[0]);
    }),
    { numRuns: 2000 },
  );
}

describe('login phone (SPEC.md §5)', () => {
  it.each(['01712345678', '01312345678', '01999999999'])('accepts %s', (mobile) => {
    expect(loginFormSchema.parse({ mobile })).toEqual({ mobile });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['10 digits', '0171234567'],
    ['12 digits', '017123456789'],
    ['operator 012', '01212345678'],
    ['country code', '+8801712345'],
    ['letters', '01712abcdef'],
    ['Bengali digits', '০১৭১২৩৪৫৬৭৮'],
  ])('refuses %s with the one login message', (_, mobile) => {
    expect(messagesOf(loginFormSchema.safeParse({ mobile }))).toEqual(['The Mobile Number is required']);
  });

  it("gives the answer and message of the schema without it (loginFormErrors, the dialog's check)", () => {
    const mobiles = fc.oneof(
      fc.stringMatching(/^0?1?[0-9]{0,10}$/),
      fc.constantFrom('01712345678', '01212345678', '০১৭১২৩৪৫৬৭৮', ' 01712345678', '01712345678\n'),
    );
    expectSameAsSchema('mobile', mobiles, loginFormSchema, loginFormErrors);
    expect(loginFormErrors({ mobile: '01712345678' })).toEqual({});
    expect(loginFormErrors({})).toEqual({ mobile: 'The Mobile Number is required' });
  });

  it('is the same rule as isBangladeshMobile', () => {
    expect(isBangladeshMobile('01812345678')).toBe(true);
    expect(isBangladeshMobile('02812345678')).toBe(false);
  });
});

describe('lead-form phone (Club)', () => {
  it.each([
    ['0171234567', 'Mobile number must be exactly 11 digits.'],
    ['017-1234567', 'Mobile number must be exactly 11 digits.'],
    ['', 'Mobile number must be exactly 11 digits.'],
    ['01212345678', 'Please enter a valid Bangladeshi mobile number.'],
    ['44712345678', 'Please enter a valid Bangladeshi mobile number.'],
  ])('%j → %s', (mobile, message) => {
    expect(messagesOf(mobileSchema.safeParse(mobile))).toEqual([message]);
  });
});

describe('login request bodies', () => {
  it('accepts POST /user/login as the web sends it', () => {
    const body = { mobile: '01712345678', recaptcha_token: 'placeholder', channel: 'web' };
    expect(loginRequestSchema.parse(body)).toEqual(body);
  });

  it('refuses a missing token or another channel', () => {
    expect(messagesOf(loginRequestSchema.safeParse({ mobile: '01712345678', channel: 'web' }))).toEqual([
      'Token is required.',
    ]);
    expect(
      loginRequestSchema.safeParse({ mobile: '01712345678', recaptcha_token: 'x', channel: 'sms' }).success,
    ).toBe(false);
  });

  it.each(['1234', '0000'])('accepts code %s', (otp) => {
    expect(verifyOtpRequestSchema.parse({ mobile: '01712345678', otp })).toEqual({
      mobile: '01712345678',
      otp,
    });
  });

  it.each(['123', '12345', '12a4', '১২৩৪', ''])('refuses code %j', (otp) => {
    expect(messagesOf(otpSchema.safeParse(otp))).toEqual(['Please enter the 4-digit code.']);
  });

  it("gives the answer and message of the code schema without it (otpFormErrors, the dialog's check)", () => {
    const codes = fc.oneof(
      fc.stringMatching(/^[0-9]{0,5}$/),
      fc.constantFrom('1234', '১২৩৪', ' 1234', '1234\n', '12a4'),
    );
    expectSameAsSchema('otp', codes, otpFormSchema, otpFormErrors);
    expect(otpFormErrors({ otp: '0000' })).toEqual({});
  });

  it('needs a refresh token', () => {
    expect(refreshTokenRequestSchema.safeParse({ refresh_token: 'abc' }).success).toBe(true);
    expect(messagesOf(refreshTokenRequestSchema.safeParse({ refresh_token: '' }))).toEqual([
      'Token is required.',
    ]);
  });

  // A browser's refresh token is its httpOnly cookie: the refresh body may leave it out, and `channel` web
  // asks for the cookie instead of the token in the answer.
  it('lets a refresh leave the token to the cookie, and knows only the web channel', () => {
    expect(refreshRequestSchema.parse({})).toEqual({});
    expect(refreshRequestSchema.parse({ refresh_token: 'abc', channel: 'web' })).toEqual({
      refresh_token: 'abc',
      channel: 'web',
    });
    expect(messagesOf(refreshRequestSchema.safeParse({ refresh_token: '' }))).toEqual(['Token is required.']);
    expect(messagesOf(refreshRequestSchema.safeParse({ channel: 'ios' }))).toEqual(['Invalid input.']);
    expect(verifyOtpRequestSchema.parse({ mobile: '01712345678', otp: '1234', channel: 'web' })).toEqual({
      mobile: '01712345678',
      otp: '1234',
      channel: 'web',
    });
    expect(
      messagesOf(verifyOtpRequestSchema.safeParse({ mobile: '01712345678', otp: '1234', channel: 'app' })),
    ).toEqual(['Invalid input.']);
  });
});
