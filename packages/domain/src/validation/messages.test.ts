import { describe, expect, it } from 'vitest';
import { type MessageKey, messageCatalogue, messageKeyOf } from '../messages/catalogue';
import { airportRequestSchema } from './airport-request';
import { campaignTrackSchema, tripListQuerySchema } from './content';
import { driverBidSchema } from './driver-bid';
import { toFieldErrors, translateFieldErrors } from './field-errors';
import { businessLeadSchema, carRequisitionSchema, clubLeadSchema, driverLeadSchema } from './leads';
import { loginFormSchema, loginRequestSchema, verifyOtpRequestSchema } from './login';
import { translateValidationMessage } from './messages';
import { profileUpdateSchema } from './profile';
import { surveySchema } from './survey';
import { acceptBidSchema, cancelTripSchema, checkInOutSchema, tripReviewSchema } from './trip-actions';
import { tripRequestSchema } from './trip-request';

describe('validation message catalogue', () => {
  it('has distinct English texts and a Bangla text for each', () => {
    const keys = Object.keys(messageCatalogue) as MessageKey[];
    expect(new Set(keys.map((k) => messageCatalogue[k].en)).size).toBe(keys.length);
    for (const key of keys) expect(messageCatalogue[key].bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('translates a schema message into Bangla and leaves unknown text alone', () => {
    expect(translateValidationMessage('The Mobile Number is required', 'bn')).toBe('মোবাইল নম্বর আবশ্যক');
    expect(translateValidationMessage('Mobile number must be exactly 11 digits.', 'bn')).toBe(
      'মোবাইল নম্বর অবশ্যই ১১ সংখ্যার হতে হবে।',
    );
    expect(translateValidationMessage('The Mobile Number is required', 'en')).toBe(
      'The Mobile Number is required',
    );
    expect(translateValidationMessage('Something else', 'bn')).toBe('Something else');
    expect(messageKeyOf('Please choose a car type.')).toBe('carTypeInvalid');
  });

  it('translates a whole 422 errors object', () => {
    const result = clubLeadSchema.safeParse({ full_name: '', mobile: '123', email: 'x' });
    expect(result.success).toBe(false);
    expect(translateFieldErrors(toFieldErrors(result.error!), 'bn')).toEqual({
      full_name: ['পুরো নাম আবশ্যক।'],
      mobile: ['মোবাইল নম্বর অবশ্যই ১১ সংখ্যার হতে হবে।'],
      email: ['অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন।'],
    });
  });

  it('lists a repeated message once per field', () => {
    const result = tripRequestSchema.safeParse({ trip_type: 'hourly', hours: 0.5 });
    expect(toFieldErrors(result.error!).hours).toEqual(['Please choose between 1 and 12 hours.']);
  });

  it('puts whole-body problems under "_"', () => {
    const result = loginFormSchema.safeParse(null);
    expect(toFieldErrors(result.error!)).toEqual({ _: [expect.any(String)] });
  });

  // Whatever a user gets wrong, the web can show it in Bangla: no zod default text escapes.
  it.each([
    ['login', loginFormSchema, { mobile: 5 }],
    ['login request', loginRequestSchema, { mobile: '', recaptcha_token: 1, channel: 2 }],
    ['verify', verifyOtpRequestSchema, { mobile: '0', otp: 12 }],
    ['business', businessLeadSchema, { name: 1, designation: null, company_name: [], email: 2, mobile: 3 }],
    ['club', clubLeadSchema, {}],
    [
      'driver lead',
      driverLeadSchema,
      { full_name: 1, mobile: 2, district: 4, has_own_car: 'yes', car_year: '2019', experience_years: -1 },
    ],
    [
      'requisition',
      carRequisitionSchema,
      { organisation: 1, pickup: 5, purpose: 6, dropoff: 7, start_date: 8, end_date: 9, cars: '2' },
    ],
    [
      'trip',
      tripRequestSchema,
      { trip_type: 1, pickup: 'x', dropoff: { lat: 'a' }, hours: 'two', return_at: 3 },
    ],
    ['airport', airportRequestSchema, { flight_number: 5, location: 1, bid_amount: '100' }],
    ['accept', acceptBidSchema, { trip_id: 'a', bid_id: null, promo_code: 5 }],
    ['cancel', cancelTripSchema, { note: 5 }],
    ['check', checkInOutSchema, {}],
    ['review', tripReviewSchema, { rating: '5', comment: 4 }],
    ['survey', surveySchema, { trip_id: 'x', rating: 9, answers: [], comment: {} }],
    ['profile', profileUpdateSchema, { full_name: 0, email: 1, gender: 2, date_of_birth: 3 }],
    ['driver bid', driverBidSchema, { trip_id: 1 }],
    ['campaign', campaignTrackSchema, { campaign_id: 'x', event: 1, session_id: 2 }],
    ['trip list', tripListQuerySchema, { page: 'x', per_page: 'y', status: 1 }],
  ] as const)('%s errors are all catalogued', (_, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const catalogued = Object.values(messageCatalogue).map((m) => m.en);
    for (const issue of result.error!.issues) expect(catalogued).toContain(issue.message);
  });
});
