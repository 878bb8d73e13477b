import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { canAddTrustedContact, MAX_TRUSTED_CONTACTS, trustedContactsSchema } from './trusted-contacts';

describe('trustedContactsSchema', () => {
  const contact = (n: number) => ({ name: `Contact ${n}`, mobile: `0171234567${n}` });

  it('takes up to five contacts with Bangladeshi numbers, each following every trip only if asked', () => {
    const five = [1, 2, 3, 4, 5].map(contact);
    expect(trustedContactsSchema.parse(five)).toEqual(five.map((c) => ({ ...c, auto_share: false })));
    expect(trustedContactsSchema.parse([{ ...contact(1), auto_share: true }])).toEqual([
      { ...contact(1), auto_share: true },
    ]);
    expect(trustedContactsSchema.safeParse([{ ...contact(1), auto_share: 'yes' }]).success).toBe(false);
    expect(MAX_TRUSTED_CONTACTS).toBe(5);
    expect([canAddTrustedContact(4), canAddTrustedContact(5)]).toEqual([true, false]);
  });

  it('refuses a sixth contact, a number twice, and a number that is not Bangladeshi', () => {
    const errors = (value: unknown) => toFieldErrors(trustedContactsSchema.safeParse(value).error!);
    expect(errors([1, 2, 3, 4, 5, 6].map(contact))).toEqual({
      _: ['You can save at most 5 trusted contacts.'],
    });
    expect(errors([contact(1), { ...contact(1), name: 'Again' }])).toEqual({
      _: ['This number is already one of your trusted contacts.'],
    });
    expect(errors([{ name: 'Abroad', mobile: '01212345678' }])).toEqual({
      '0.mobile': ['Please enter a valid Bangladeshi mobile number.'],
    });
    expect(errors([{ name: ' ', mobile: '01712345678' }])).toEqual({ '0.name': ['Name is required.'] });
  });
});
