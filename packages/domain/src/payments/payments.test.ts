import { describe, expect, it } from 'vitest';
import { splitAdvance } from './advance';
import { advanceCaptured, rideCompleted } from './ledger';
import { refundFor } from './refund-policy';

const pickupAt = new Date('2026-12-20T04:00:00Z');
const before = (minutes: number) => new Date(pickupAt.getTime() - minutes * 60_000);

describe('the advance', () => {
  it('rounds a share up to the taka, and caps a fixed one at what is due', () => {
    expect(splitAdvance({ kind: 'percent', percent: 10 }, 1005)).toEqual({ advance: 101, cashDue: 904 });
    expect(splitAdvance({ kind: 'fixed', amount: 500 }, 300)).toEqual({ advance: 300, cashDue: 0 });
    expect(splitAdvance({ kind: 'none' }, 4200)).toEqual({ advance: 0, cashDue: 4200 });
  });
});

describe('the refund of an advance', () => {
  const settings = { fullRefundBeforeMin: 120, lateRefundPercent: 50 };
  it('is full for a passenger who cancels early, half (rounded down) after, by the settings', () => {
    expect(refundFor({ paid: 701, cause: 'passenger', cancelledAt: before(120), pickupAt, settings })).toBe(
      701,
    );
    expect(refundFor({ paid: 701, cause: 'passenger', cancelledAt: before(119), pickupAt, settings })).toBe(
      350,
    );
  });
  it('is full when the driver cancels, does not come, or staff approve the request', () => {
    for (const cause of ['driver', 'driver_no_show', 'staff_approved'] as const) {
      expect(refundFor({ paid: 701, cause, cancelledAt: before(5), pickupAt, settings })).toBe(701);
    }
  });
});

describe('the ledger', () => {
  it('settles a ridden advance: fees to Pothik first, the rest owed to the driver, the cash recorded', () => {
    expect(advanceCaptured(500).lines).toEqual([
      { account: 'gateway_clearing', amount: 500 },
      { account: 'passenger_advances', amount: -500 },
    ]);
    expect(rideCompleted({ advanceHeld: 500, fees: 150, cashDue: 4000 }).lines).toEqual([
      { account: 'passenger_advances', amount: 500 },
      { account: 'platform_fees', amount: -150 },
      { account: 'driver_payable', amount: -350 },
      { account: 'driver_cash_due', amount: 4000 },
      { account: 'cash_at_ride', amount: -4000 },
    ]);
  });
  it('refuses an entry that is not whole taka', () => {
    expect(() => advanceCaptured(10.5)).toThrow(RangeError);
  });
});
