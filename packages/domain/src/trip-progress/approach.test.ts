import { describe, expect, it } from 'vitest';
import { approachTo } from './approach';
import type { Position } from './position';

const start = new Date('2026-11-29T06:00:00Z').getTime();
const pickup = { lat: 23.7577, lng: 90.3897 };
// `metres` south of the pickup, `seconds` after the start.
const car = (seconds: number, metres: number, accuracyM = 10): Position => ({
  lat: pickup.lat - metres / 111_195,
  lng: pickup.lng,
  accuracyM,
  at: new Date(start + seconds * 1000),
});

describe('approachTo', () => {
  it('knows nothing from no points or too few', () => {
    expect(approachTo([], pickup)).toBe('unknown');
    expect(approachTo([car(0, 2000), car(10, 1900)], pickup)).toBe('unknown');
  });

  it('sees a car that came 50 m closer within three minutes as approaching', () => {
    expect(approachTo([car(0, 2000), car(60, 1980), car(120, 1950)], pickup)).toBe('approaching');
  });

  it('sees a car standing, or driving away, as not approaching', () => {
    expect(approachTo([car(0, 2000), car(60, 1990), car(120, 1960)], pickup)).toBe('not_approaching');
    expect(approachTo([car(0, 2000), car(60, 2100), car(120, 2200)], pickup)).toBe('not_approaching');
  });

  it('asks the gain to beat the two fixes’ accuracy', () => {
    expect(approachTo([car(0, 2000, 60), car(60, 1950), car(120, 1900, 60)], pickup)).toBe('not_approaching');
    expect(approachTo([car(0, 2000, 60), car(60, 1950), car(120, 1880, 60)], pickup)).toBe('approaching');
  });

  it('judges only the last three minutes', () => {
    const older = [car(0, 5000), car(30, 4000), car(60, 3000)];
    expect(approachTo([...older, car(200, 2000), car(240, 2000), car(260, 2000)], pickup)).toBe(
      'not_approaching',
    );
  });

  it('sees a car within 150 m of the target as arrived, from one point', () => {
    expect(approachTo([car(0, 149)], pickup)).toBe('arrived');
    expect(approachTo([car(0, 151)], pickup)).toBe('unknown');
  });

  it('takes its figures from options', () => {
    const points = [car(0, 2000, 5), car(60, 1985, 5), car(120, 1970, 5)];
    expect(approachTo(points, pickup)).toBe('not_approaching');
    expect(approachTo(points, pickup, { minGainM: 20 })).toBe('approaching');
    expect(approachTo(points.slice(1), pickup, { minPoints: 2, minGainM: 10 })).toBe('approaching');
    expect(approachTo(points, pickup, { windowMs: 60_000 })).toBe('unknown');
    expect(approachTo(points, pickup, { arrivedRadiusM: 2000 })).toBe('arrived');
  });
});
