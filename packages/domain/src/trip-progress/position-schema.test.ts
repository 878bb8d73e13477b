import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { toPosition } from './position';
import { MAX_POSITION_BATCH, positionBatchSchema, positionInputSchema } from './position-schema';

const sent = { lat: 23.7577, lng: 90.3897, accuracyM: 12, at: '2026-11-29T12:00:05+06:00' };

describe('positionInputSchema', () => {
  it('takes a point with or without heading and speed, and turns its time into a Date', () => {
    expect(toPosition(positionInputSchema.parse(sent))).toEqual({
      lat: 23.7577,
      lng: 90.3897,
      accuracyM: 12,
      at: new Date('2026-11-29T06:00:05Z'),
    });
    expect(positionInputSchema.parse({ ...sent, headingDeg: 359.5, speedMps: 12.5 })).toEqual({
      ...sent,
      headingDeg: 359.5,
      speedMps: 12.5,
    });
  });

  it.each([
    ['lat', { lat: '23.7' }, 'Please choose a location on the map.'],
    ['lng', { lng: Number.POSITIVE_INFINITY }, 'Please choose a location on the map.'],
    ['accuracyM', { accuracyM: -1 }, 'This position is not accurate enough.'],
    ['headingDeg', { headingDeg: 361 }, 'Invalid input.'],
    ['speedMps', { speedMps: 101 }, 'Invalid input.'],
    ['at', { at: '2026-11-29 12:00' }, 'This position has no valid time.'],
  ])('refuses a bad %s with its message', (field, overrides, message) => {
    const result = positionInputSchema.safeParse({ ...sent, ...overrides });
    expect(toFieldErrors(result.error!)).toEqual({ [field]: [message] });
  });
});

describe('positionBatchSchema', () => {
  it('takes 1 to 180 points (15 minutes at one per 5 s)', () => {
    expect(MAX_POSITION_BATCH).toBe(180);
    expect(positionBatchSchema.safeParse([]).success).toBe(false);
    expect(positionBatchSchema.safeParse(Array(180).fill(sent)).success).toBe(true);
    expect(positionBatchSchema.safeParse(Array(181).fill(sent)).success).toBe(false);
  });
});
