import { describe, expect, it } from 'vitest';
import { campaignTrackSchema, idParamsSchema, paginationQuerySchema, tripListQuerySchema } from './content';
import { driverBidSchema } from './driver-bid';
import { toFieldErrors } from './field-errors';
import { makeProfileUpdateSchema, profileUpdateSchema } from './profile';
import { surveySchema } from './survey';
import {
  acceptBidSchema,
  cancelTripSchema,
  checkInOutSchema,
  driverReviewQuerySchema,
  tripReviewSchema,
} from './trip-actions';

type Parsed = { success: boolean; error?: Parameters<typeof toFieldErrors>[0] };
const errorsOf = (result: Parsed) => (result.error ? toFieldErrors(result.error) : {});

describe('accept-bid', () => {
  it('accepts ids and an optional promo code', () => {
    expect(acceptBidSchema.parse({ trip_id: 7, bid_id: 31 })).toEqual({ trip_id: 7, bid_id: 31 });
    expect(acceptBidSchema.parse({ trip_id: 7, bid_id: 31, promo_code: ' EID25 ' }).promo_code).toBe('EID25');
  });

  it.each([
    [{ trip_id: 0, bid_id: 1 }, { trip_id: ['Invalid id.'] }],
    [{ trip_id: 1, bid_id: '1' }, { bid_id: ['Invalid id.'] }],
    [{ trip_id: 1, bid_id: 1, promo_code: 'EID 25!' }, { promo_code: ['Please enter a valid promo code.'] }],
    [{ trip_id: 1, bid_id: 1, promo_code: '' }, { promo_code: ['Please enter a valid promo code.'] }],
  ])('%o → %o', (body, errors) => {
    expect(errorsOf(acceptBidSchema.safeParse(body))).toEqual(errors);
  });
});

describe('cancel, check-in-out, reviews', () => {
  it('cancels with a reason', () => {
    expect(cancelTripSchema.parse({ trip_id: 3, reason_id: 2, note: 'Flight moved' })).toEqual({
      trip_id: 3,
      reason_id: 2,
      note: 'Flight moved',
    });
    expect(errorsOf(cancelTripSchema.safeParse({ trip_id: 3 }))).toEqual({
      reason_id: ['Please choose a reason.'],
    });
    expect(errorsOf(cancelTripSchema.safeParse({ trip_id: 3, reason_id: 1, note: 'x'.repeat(501) }))).toEqual(
      {
        note: ['This text is too long.'],
      },
    );
  });

  it('checks in and out only', () => {
    expect(checkInOutSchema.parse({ trip_id: 3, action: 'check_out' }).action).toBe('check_out');
    expect(errorsOf(checkInOutSchema.safeParse({ trip_id: 3, action: 'pause' }))).toEqual({
      action: ['Please choose check in or check out.'],
    });
  });

  it('rates 1 to 5 in whole stars', () => {
    expect(tripReviewSchema.parse({ rating: 5, comment: 'Safe driver' })).toEqual({
      rating: 5,
      comment: 'Safe driver',
    });
    for (const rating of [0, 6, 4.5, undefined]) {
      expect(errorsOf(tripReviewSchema.safeParse({ rating }))).toEqual({
        rating: ['Please give a rating from 1 to 5.'],
      });
    }
  });

  it('looks up a driver by id', () => {
    expect(driverReviewQuerySchema.safeParse({ driver_id: 12 }).success).toBe(true);
    expect(driverReviewQuerySchema.safeParse({ driver_id: -1 }).success).toBe(false);
  });
});

describe('survey', () => {
  it('accepts answers keyed by question', () => {
    const body = {
      trip_id: 4,
      rating: 4,
      answers: { driver_polite: true, car_clean: 5, would_return: 'yes' },
    };
    expect(surveySchema.parse(body)).toEqual(body);
    expect(surveySchema.safeParse({ rating: 3, answers: {} }).success).toBe(true);
  });

  it.each([
    [{ rating: 3 }, 'answers'],
    [{ rating: 3, answers: { 'Bad Key!': 'x' } }, 'answers.Bad Key!'],
    [{ rating: 3, answers: { ok: { nested: 1 } } }, 'answers.ok'],
    [
      { rating: 3, answers: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`q${i}`, i])) },
      'answers',
    ],
  ])('refuses %o', (body, field) => {
    const errors = errorsOf(surveySchema.safeParse(body));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual(['Please answer the survey questions.']);
  });
});

describe('profile update', () => {
  const schema = makeProfileUpdateSchema({ now: () => new Date('2025-03-15T00:00:00Z') });

  it('needs only a full name', () => {
    expect(schema.parse({ full_name: 'Ayesha Siddiqua' })).toEqual({ full_name: 'Ayesha Siddiqua' });
    const full = {
      full_name: 'Ayesha',
      email: 'a@example.com',
      gender: 'female',
      date_of_birth: '1995-07-21',
    };
    expect(schema.parse(full)).toEqual(full);
    expect(schema.parse({ full_name: 'Ayesha', email: '' }).email).toBe('');
  });

  it.each([
    [{ full_name: '' }, { full_name: ['Full name is required.'] }],
    [{ email: 'nope' }, { email: ['Please enter a valid email address.'] }],
    [{ gender: 'x' }, { gender: ['Please choose a gender.'] }],
    [{ date_of_birth: '2030-01-01' }, { date_of_birth: ['Please enter a valid date of birth.'] }],
    [{ date_of_birth: '1850-01-01' }, { date_of_birth: ['Please enter a valid date of birth.'] }],
    [{ date_of_birth: '21/07/1995' }, { date_of_birth: ['Please enter a valid date of birth.'] }],
  ])('%o → %o', (change, errors) => {
    expect(errorsOf(schema.safeParse({ full_name: 'Ayesha', ...change }))).toEqual(errors);
  });

  it('uses the real clock by default', () => {
    expect(profileUpdateSchema.safeParse({ full_name: 'A', date_of_birth: '2999-01-01' }).success).toBe(
      false,
    );
  });
});

describe('driver bid', () => {
  it('takes a fare or an agreement to the passenger offer', () => {
    expect(driverBidSchema.parse({ trip_id: 1, driver_fare: 3000 })).toEqual({
      trip_id: 1,
      driver_fare: 3000,
    });
    expect(driverBidSchema.parse({ trip_id: 1, accept_offer: true })).toEqual({
      trip_id: 1,
      accept_offer: true,
    });
    expect(driverBidSchema.safeParse({ trip_id: 1, accept_offer: false }).success).toBe(false);
    expect(driverBidSchema.safeParse({ trip_id: 1, driver_fare: 2999.5 }).success).toBe(false);
  });
});

describe('content and list queries', () => {
  it('tracks campaign views and clicks', () => {
    const body = { campaign_id: 9, event: 'click', session_id: 'a1b2c3d4e5' };
    expect(campaignTrackSchema.parse(body)).toEqual(body);
    expect(campaignTrackSchema.safeParse({ ...body, event: 'hover' }).success).toBe(false);
    expect(campaignTrackSchema.safeParse({ ...body, session_id: 'short' }).success).toBe(false);
  });

  it('pages with defaults 1 and 12, at most 50 a page', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
    expect(paginationQuerySchema.parse({ page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 });
    expect(paginationQuerySchema.safeParse({ per_page: '51' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });

  it('filters trips by a known status', () => {
    expect(tripListQuerySchema.parse({ status: 'confirmed' })).toEqual({
      page: 1,
      per_page: 12,
      status: 'confirmed',
    });
    expect(errorsOf(tripListQuerySchema.safeParse({ status: 'lost' }))).toEqual({
      status: ['Unknown status.'],
    });
  });

  it('reads an id path param', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: '-1' }).success).toBe(false);
  });
});
