import { describe, expect, it } from 'vitest';
import { businessLeadSchema, clubLeadSchema, driverLeadSchema } from './leads';
import { loginRequestSchema } from './login';
import { HUMAN_CHECK_PLACEHOLDER } from './login-checks';
import { surveySchema } from './survey';

describe('the human check token (recaptcha_token)', () => {
  const club = { full_name: 'Rafiq Ahmed', mobile: '01811223344', email: 'rafiq@example.com' };

  it('is required at login, where the demo sends the fixed placeholder', () => {
    const login = { mobile: '01712345678', channel: 'web' };
    expect(loginRequestSchema.safeParse({ ...login, recaptcha_token: HUMAN_CHECK_PLACEHOLDER }).success).toBe(
      true,
    );
    expect(loginRequestSchema.safeParse(login).success).toBe(false);
  });

  it('is optional on every form, kept when sent, and at most 4096 characters', () => {
    expect(clubLeadSchema.parse(club)).toEqual(club);
    expect(clubLeadSchema.parse({ ...club, recaptcha_token: 'tok' })).toEqual({
      ...club,
      recaptcha_token: 'tok',
    });
    expect(clubLeadSchema.safeParse({ ...club, recaptcha_token: 'x'.repeat(4097) }).success).toBe(false);
    expect(clubLeadSchema.safeParse({ ...club, recaptcha_token: '' }).success).toBe(false);
    for (const schema of [businessLeadSchema, driverLeadSchema, surveySchema]) {
      expect(Object.keys(schema.shape)).toContain('recaptcha_token');
    }
  });
});
