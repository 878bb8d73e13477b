import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_ISO_DATETIME_LENGTH, MAX_ROW_ID } from '../reference/limits';
import { toFieldErrors } from './field-errors';
import { dateTimeSchema, emailSchema, idSchema, optionalEmailSchema } from './fields';
import { otpSchema } from './login';
import { mobileSchema } from './phone';

// Every string a form sends has a longest length and every id a largest value, stated in the API
// document (its maxLength and maximum come from these schemas) and enforced by them: past the bound a
// field gets its one usual message, never a second one for the length.
const at = (local: number) => `${'a'.repeat(local)}@pothik.com.bd`;
const instant = (fraction: number) => `2026-11-25T06:00:00.${'1'.repeat(fraction)}Z`;

describe('the bounds of request fields', () => {
  it.each([
    [
      'email',
      emailSchema,
      at(MAX_EMAIL_LENGTH - 14),
      at(MAX_EMAIL_LENGTH - 13),
      'Please enter a valid email address.',
    ],
    ['optional email', optionalEmailSchema, at(240), at(241), 'Please enter a valid email address.'],
    ['mobile', mobileSchema, '01712345678', '017123456789', 'Mobile number must be exactly 11 digits.'],
    ['code', otpSchema, '1234', '12345', 'Please enter the 4-digit code.'],
    [
      'instant',
      dateTimeSchema('pickupTimeInvalid'),
      instant(MAX_ISO_DATETIME_LENGTH - 21),
      instant(MAX_ISO_DATETIME_LENGTH - 20),
      'Please choose a valid pickup time.',
    ],
  ])(
    '%s: the longest passes, one more is refused with its one message',
    (_name, schema, longest, tooLong, message) => {
      const field = z.object({ f: schema as z.ZodType });
      expect(field.safeParse({ f: longest }).success).toBe(true);
      const refused = field.safeParse({ f: tooLong });
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([message]);
      expect(toFieldErrors(refused.error!)).toEqual({ f: [message] });
    },
  );

  it('states each bound in its JSON Schema', () => {
    const maxLength = (schema: z.ZodType) =>
      (z.toJSONSchema(schema, { io: 'input' }) as { maxLength?: number }).maxLength;
    expect(maxLength(emailSchema)).toBe(MAX_EMAIL_LENGTH);
    expect(maxLength(mobileSchema)).toBe(11);
    expect(maxLength(otpSchema)).toBe(4);
    expect(maxLength(dateTimeSchema('pickupTimeInvalid'))).toBe(MAX_ISO_DATETIME_LENGTH);
  });

  it('takes ids up to PostgreSQL’s integer, not one more', () => {
    expect(idSchema().safeParse(MAX_ROW_ID).success).toBe(true);
    expect(
      idSchema()
        .safeParse(MAX_ROW_ID + 1)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Invalid id.']);
    expect(z.toJSONSchema(idSchema())).toMatchObject({ maximum: 2_147_483_647 });
  });
});
