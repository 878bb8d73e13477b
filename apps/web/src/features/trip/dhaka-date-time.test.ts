import { describe, expect, it } from 'vitest';
import {
  defaultPickupInputs,
  defaultReturnInputs,
  dhakaDateInDays,
  toDhakaInputs,
  toDhakaIso,
} from './dhaka-date-time';

describe('Dhaka date and time inputs', () => {
  it('reads the inputs as Dhaka wall-clock time, whatever the device zone', () => {
    const iso = toDhakaIso({ date: '2026-03-15', time: '14:30' });
    expect(iso).toBe('2026-03-15T14:30:00+06:00');
    expect(new Date(iso!).toISOString()).toBe('2026-03-15T08:30:00.000Z');
    expect(toDhakaInputs(new Date('2026-03-15T20:15:00Z'))).toEqual({ date: '2026-03-16', time: '02:15' });
  });

  it('names no time for empty inputs and an invalid one for half-filled inputs', () => {
    expect(toDhakaIso({ date: '', time: '' })).toBeUndefined();
    expect(toDhakaIso({ date: '2026-03-15', time: '' })).toBe('');
    expect(toDhakaIso({ date: '15/03/2026', time: '10:00' })).toBe('');
  });

  it('starts a pickup two hours ahead on the next half hour, and a return a day later', () => {
    // 09:10 in Dhaka → 11:10 → 11:30.
    const pickup = defaultPickupInputs(new Date('2026-03-15T03:10:00Z'));
    expect(pickup).toEqual({ date: '2026-03-15', time: '11:30' });
    expect(defaultReturnInputs(pickup)).toEqual({ date: '2026-03-16', time: '11:30' });
    // 23:00 in Dhaka: the default pickup is tomorrow's 01:00, and "today" is still the 15th.
    expect(defaultPickupInputs(new Date('2026-03-15T17:00:00Z'))).toEqual({
      date: '2026-03-16',
      time: '01:00',
    });
    expect(toDhakaInputs(new Date('2026-03-15T17:00:00Z')).date).toBe('2026-03-15');
  });

  it('counts days ahead in Dhaka: 90 days from late evening UTC lands on the Dhaka date', () => {
    expect(dhakaDateInDays(new Date('2026-03-15T17:00:00Z'), 90)).toBe('2026-06-13');
    expect(dhakaDateInDays(new Date('2026-03-15T19:00:00Z'), 90)).toBe('2026-06-14');
  });
});
