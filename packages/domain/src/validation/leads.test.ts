import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import {
  businessLeadSchema,
  clubLeadSchema,
  gpLoyaltyCheckSchema,
  makeCarRequisitionSchema,
  makeDriverLeadSchema,
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
  const schema = makeDriverLeadSchema({ now: () => new Date('2025-03-15T00:00:00Z') });
  const valid = {
    full_name: 'Jamal Hossain',
    mobile: '01512345678',
    district: 'bogura',
    licence_number: 'DK0123456L00001',
    has_own_car: false,
    experience_years: 6,
  };

  it('takes a driver without a car, and an owner with the car they would drive', () => {
    expect(schema.parse(valid)).toEqual(valid);
    const owner = { ...valid, has_own_car: true, car_type: 'noah', car_model: 'Toyota Noah', car_year: 2016 };
    expect(schema.parse(owner)).toEqual(owner);
  });

  it('names every missing field', () => {
    expect(fieldErrors(schema.safeParse({ full_name: '', mobile: '' }))).toEqual({
      full_name: ['Full name is required.'],
      mobile: ['Mobile number must be exactly 11 digits.'],
      district: ['Please choose your district.'],
      licence_number: ['Driving licence number is required.'],
      has_own_car: ['Please tell us whether you own a car.'],
      experience_years: ['Please enter your years of driving, from 0 to 50.'],
    });
  });

  it.each([
    [{ district: 'atlantis' }, { district: ['Please choose your district.'] }],
    [{ has_own_car: true }, { car_type: ['Please choose a car type.'] }],
    [{ car_type: 'bus' }, { car_type: ['Please choose a car type.'] }],
    [{ car_year: 1975 }, { car_year: ['Please enter the year the car was made.'] }],
    // A car of next year's model can be bought this year, not one from two years on.
    [{ car_year: 2027 }, { car_year: ['Please enter the year the car was made.'] }],
    [{ experience_years: 51 }, { experience_years: ['Please enter your years of driving, from 0 to 50.'] }],
    [{ experience_years: 2.5 }, { experience_years: ['Please enter your years of driving, from 0 to 50.'] }],
  ])('%o → %o', (change, errors) => {
    expect(fieldErrors(schema.safeParse({ ...valid, ...change }))).toEqual(errors);
  });

  it('accepts next year’s model', () => {
    expect(schema.safeParse({ ...valid, car_year: 2026 }).success).toBe(true);
  });
});

describe('car requisition', () => {
  // 15 March 2025, 01:00 in Dhaka: still the 14th in UTC.
  const schema = makeCarRequisitionSchema({ now: () => new Date('2025-03-14T19:00:00Z') });
  const valid = {
    organisation: 'Meghna Textiles Ltd.',
    contact_name: 'Nusrat Jahan',
    mobile: '01612345678',
    pickup: 'Motijheel, Dhaka',
    start_date: '2025-03-15',
    car_type: 'hiace',
    cars: 3,
  };

  it('accepts a request starting today in Dhaka, with an end date and a purpose', () => {
    expect(schema.parse(valid)).toEqual(valid);
    const full = { ...valid, end_date: '2025-03-17', dropoff: 'Cox’s Bazar', purpose: 'Annual staff tour' };
    expect(schema.parse(full)).toEqual(full);
  });

  it('names every missing field', () => {
    expect(fieldErrors(schema.safeParse({}))).toEqual({
      organisation: ['Organisation name is required.'],
      contact_name: ['Contact person’s name is required.'],
      mobile: ['Mobile number must be exactly 11 digits.'],
      pickup: ['Pickup location is required.'],
      start_date: ['Please choose a start date from today onwards.'],
      car_type: ['Please choose a car type.'],
      cars: ['Please ask for between 1 and 50 cars.'],
    });
  });

  it.each([
    [{ start_date: '2025-03-14' }, { start_date: ['Please choose a start date from today onwards.'] }],
    [{ start_date: '15/03/2025' }, { start_date: ['Please choose a start date from today onwards.'] }],
    [{ end_date: '2025-03-14' }, { end_date: ['The end date cannot be before the start date.'] }],
    [{ cars: 0 }, { cars: ['Please ask for between 1 and 50 cars.'] }],
    [{ cars: 51 }, { cars: ['Please ask for between 1 and 50 cars.'] }],
    [{ email: 'hr@meghna' }, { email: ['Please enter a valid email address.'] }],
  ])('%o → %o', (change, errors) => {
    expect(fieldErrors(schema.safeParse({ ...valid, ...change }))).toEqual(errors);
  });
});

describe('GP loyalty check', () => {
  it('takes a Bangladesh mobile', () => {
    expect(gpLoyaltyCheckSchema.safeParse({ mobile: '01712345678' }).success).toBe(true);
    expect(gpLoyaltyCheckSchema.safeParse({ mobile: '1712345678' }).success).toBe(false);
  });
});
