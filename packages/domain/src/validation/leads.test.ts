import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import {
  businessLeadSchema,
  clubLeadSchema,
  driverLeadSchema,
  gpLoyaltyCheckSchema,
  makeCarRequisitionSchema,
} from './leads';

const fieldErrors = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.error ? toFieldErrors(result.error) : {};

describe('Business lead (SPEC.md §5)', () => {
  const valid = {
    name: 'Rahim Uddin',
    designation: 'Admin Manager',
    company_name: 'Acme Ltd.',
    email: 'rahim@acme.com.bd',
    mobile: '01712345678',
  };

  it('accepts a complete form and trims names', () => {
    expect(businessLeadSchema.parse({ ...valid, name: '  Rahim Uddin ' })).toEqual(valid);
  });

  it('names every missing field', () => {
    expect(
      fieldErrors(businessLeadSchema.safeParse({ name: ' ', designation: '', company_name: '' })),
    ).toEqual({
      name: ['Name is required.'],
      designation: ['Designation is required.'],
      company_name: ['Company name is required.'],
      email: ['Email is required.'],
      mobile: ['Mobile number must be exactly 11 digits.'],
    });
  });

  it.each([
    ['email', 'rahim@', 'Please enter a valid email address.'],
    ['email', '', 'Email is required.'],
    ['mobile', '01112345678', 'Please enter a valid Bangladeshi mobile number.'],
    ['name', 'x'.repeat(101), 'This text is too long.'],
  ])('%s %j → %s', (field, value, message) => {
    expect(fieldErrors(businessLeadSchema.safeParse({ ...valid, [field]: value }))).toEqual({
      [field]: [message],
    });
  });
});

describe('Club lead (SPEC.md §5)', () => {
  const valid = { full_name: 'Karim Ahmed', mobile: '01912345678', email: 'karim@example.com' };

  it('accepts a complete form', () => {
    expect(clubLeadSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ full_name: '' }, { full_name: ['Full name is required.'] }],
    [{ mobile: '019123456' }, { mobile: ['Mobile number must be exactly 11 digits.'] }],
    [{ mobile: '01012345678' }, { mobile: ['Please enter a valid Bangladeshi mobile number.'] }],
    [{ email: 'karim.example.com' }, { email: ['Please enter a valid email address.'] }],
  ])('%o → %o', (change, errors) => {
    expect(fieldErrors(clubLeadSchema.safeParse({ ...valid, ...change }))).toEqual(errors);
  });
});

describe('driver recruitment lead', () => {
  it('needs a name and a Bangladesh mobile; the rest is optional', () => {
    expect(driverLeadSchema.parse({ full_name: 'Jamal', mobile: '01512345678', email: '' })).toEqual({
      full_name: 'Jamal',
      mobile: '01512345678',
      email: '',
    });
    expect(
      driverLeadSchema.parse({
        full_name: 'Jamal',
        mobile: '01512345678',
        email: 'jamal@example.com',
        district: 'Bogura',
        car_type: 'noah',
        has_own_car: true,
      }).car_type,
    ).toBe('noah');
    expect(
      fieldErrors(driverLeadSchema.safeParse({ full_name: 'Jamal', mobile: '01512345678', car_type: 'bus' })),
    ).toEqual({ car_type: ['Please choose a car type.'] });
  });
});

describe('car requisition', () => {
  const schema = makeCarRequisitionSchema({ now: () => new Date('2025-03-15T00:00:00Z') });
  const valid = {
    full_name: 'Nusrat Jahan',
    mobile: '01612345678',
    car_type: 'hiace',
    pickup_address: 'Motijheel, Dhaka',
    pickup_at: '2025-03-20T03:00:00Z',
  };

  it('accepts a future pickup', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('refuses a past pickup and a missing address', () => {
    expect(
      fieldErrors(schema.safeParse({ ...valid, pickup_at: '2025-03-14T03:00:00Z', pickup_address: '' })),
    ).toEqual({
      pickup_address: ['Pickup location is required.'],
      pickup_at: ['Pickup time must be in the future.'],
    });
  });
});

describe('GP loyalty check', () => {
  it('takes a Bangladesh mobile', () => {
    expect(gpLoyaltyCheckSchema.safeParse({ mobile: '01712345678' }).success).toBe(true);
    expect(gpLoyaltyCheckSchema.safeParse({ mobile: '1712345678' }).success).toBe(false);
  });
});
