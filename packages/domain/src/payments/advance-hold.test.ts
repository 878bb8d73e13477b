import { describe, expect, it } from 'vitest';
import { tripTypeKeys } from '../reference/trip-types';
import {
  advanceFor,
  advanceSettingsSchema,
  canHoldMove,
  defaultAdvanceSettings,
  holdStates,
  isHoldAlive,
  refundSettingsOf,
} from './advance-hold';

const heldAt = new Date('2026-12-01T04:00:00Z');

describe('an advance hold', () => {
  it('asks nothing ahead until staff set an advance, so booking works as before', () => {
    for (const tripType of tripTypeKeys) {
      expect(advanceFor(defaultAdvanceSettings, tripType, 6850, heldAt)).toMatchObject({
        advance: 0,
        cashDue: 6850,
      });
    }
    expect(advanceSettingsSchema.parse(defaultAdvanceSettings)).toEqual(defaultAdvanceSettings);
    expect(refundSettingsOf(defaultAdvanceSettings)).toEqual({
      fullRefundBeforeMin: 120,
      lateRefundPercent: 50,
    });
  });

  it('takes each trip type’s rule, and lapses after staff’s window', () => {
    const settings = {
      ...defaultAdvanceSettings,
      rules: {
        ...defaultAdvanceSettings.rules,
        one_way: { kind: 'percent' as const, percent: 10 },
        from_airport: { kind: 'fixed' as const, amount: 500 },
      },
      window_min: 15,
    };
    expect(advanceFor(settings, 'one_way', 6850, heldAt)).toEqual({
      advance: 685,
      cashDue: 6165,
      lapsesAt: new Date('2026-12-01T04:15:00Z'),
    });
    expect(advanceFor(settings, 'from_airport', 2400, heldAt)).toMatchObject({ advance: 500, cashDue: 1900 });
    expect(advanceFor(settings, 'hourly', 3000, heldAt)).toMatchObject({ advance: 0 });
    const hold = { state: 'awaiting_payment' as const, lapsesAt: new Date('2026-12-01T04:15:00Z') };
    expect(isHoldAlive(hold, new Date('2026-12-01T04:14:59.999Z'))).toBe(true);
    expect(isHoldAlive(hold, new Date('2026-12-01T04:15:00Z'))).toBe(false);
    expect(isHoldAlive({ ...hold, state: 'paid' }, heldAt)).toBe(false);
  });

  it('moves only from awaiting payment, once', () => {
    const moves = holdStates.flatMap((from) =>
      holdStates.filter((to) => canHoldMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual(['awaiting_payment→paid', 'awaiting_payment→lapsed', 'awaiting_payment→released']);
  });

  it('refuses staff settings outside their bounds', () => {
    const bad = {
      ...defaultAdvanceSettings,
      rules: { ...defaultAdvanceSettings.rules, round_way: { kind: 'percent', percent: 120 } },
      window_min: 2,
    };
    const issues = advanceSettingsSchema.safeParse(bad).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['rules.round_way.percent', 'window_min']);
  });
});
