import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFare } from '../fare/calculate-fare';
import { inputArb } from '../testing/fare-arbitraries';
import { type AdvanceRule, splitAdvance } from './advance';
import {
  advanceCaptured,
  balances,
  cancellationKept,
  type LedgerEntry,
  refundPaid,
  refundRequested,
  rideCompleted,
  sumOf,
} from './ledger';
import { type CancelCause, refundFor } from './refund-policy';

// Issue 44: for every cancellation time, advance rule and promo, the refund never exceeds what was paid,
// and the ledger's entries for a trip sum to zero.
const runs = { numRuns: 1000 };
const pickupAt = new Date('2026-12-20T04:00:00Z');

const ruleArb: fc.Arbitrary<AdvanceRule> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('percent' as const), percent: fc.double({ min: 0, max: 100, noNaN: true }) }),
  fc.record({ kind: fc.constant('fixed' as const), amount: fc.integer({ min: 0, max: 50_000 }) }),
);
const causeArb = fc.constantFrom<CancelCause>(
  'passenger',
  'driver',
  'driver_no_show',
  'staff_approved',
  'payment_lapsed',
);
// From two days before the pickup to an hour after it (a no-show is reported late).
const cancelledAtArb = fc
  .integer({ min: -48 * 60, max: 60 })
  .map((minutes) => new Date(pickupAt.getTime() + minutes * 60_000));
const settingsArb = fc.record({
  fullRefundBeforeMin: fc.integer({ min: 0, max: 72 * 60 }),
  lateRefundPercent: fc.integer({ min: 0, max: 100 }),
});

const dueOf = (input: Parameters<typeof calculateFare>[0]) => calculateFare(input).breakdown.total;

describe('payments, for every fare, promo, advance rule and cancellation', () => {
  it('splits what is due into an advance and cash that add up, the advance never above it', () => {
    fc.assert(
      fc.property(inputArb, ruleArb, (input, rule) => {
        const due = dueOf(input);
        const { advance, cashDue } = splitAdvance(rule, due);
        expect(Number.isSafeInteger(advance) && Number.isSafeInteger(cashDue)).toBe(true);
        expect(advance).toBeGreaterThanOrEqual(0);
        expect(advance).toBeLessThanOrEqual(due);
        expect(advance + cashDue).toBe(due);
      }),
      runs,
    );
  });

  it('never refunds more than was paid, nor less than nothing; full when it is not the passenger’s doing', () => {
    fc.assert(
      fc.property(
        inputArb,
        ruleArb,
        causeArb,
        cancelledAtArb,
        settingsArb,
        (input, rule, cause, at, settings) => {
          const paid = splitAdvance(rule, dueOf(input)).advance;
          const refund = refundFor({ paid, cause, cancelledAt: at, pickupAt, settings });
          expect(Number.isSafeInteger(refund)).toBe(true);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(paid);
          if (cause !== 'passenger') expect(refund).toBe(paid);
        },
      ),
      runs,
    );
  });

  it('gives an earlier cancellation by the passenger at least the refund of a later one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        cancelledAtArb,
        cancelledAtArb,
        settingsArb,
        (paid, a, b, settings) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const refundAt = (at: Date) =>
            refundFor({ paid, cause: 'passenger', cancelledAt: at, pickupAt, settings });
          expect(refundAt(early)).toBeGreaterThanOrEqual(refundAt(late));
        },
      ),
      runs,
    );
  });

  it('keeps a trip’s ledger at zero, and each entry balanced, however the booking ends', () => {
    fc.assert(
      fc.property(
        inputArb,
        ruleArb,
        causeArb,
        cancelledAtArb,
        settingsArb,
        fc.boolean(),
        (input, rule, cause, at, settings, isRidden) => {
          const fare = calculateFare(input);
          const { advance, cashDue } = splitAdvance(rule, fare.breakdown.total);
          const entries: LedgerEntry[] = [];
          if (advance > 0) entries.push(advanceCaptured(advance));
          if (isRidden) {
            const fees = fare.breakdown.insurance_fee + fare.breakdown.platform_fee;
            entries.push(rideCompleted({ advanceHeld: advance, fees, cashDue }));
          } else {
            const refund = refundFor({ paid: advance, cause, cancelledAt: at, pickupAt, settings });
            if (refund > 0) entries.push(refundRequested(refund), refundPaid(refund));
            if (advance - refund > 0) entries.push(cancellationKept(advance - refund));
          }
          for (const e of entries) expect(sumOf(e.lines)).toBe(0);
          expect(sumOf(entries.flatMap((e) => e.lines))).toBe(0);
          // Nothing of the advance is left held once the booking has ended, either way, and the gateway
          // keeps exactly what was not refunded.
          const after = balances(entries);
          expect(after.passenger_advances ?? 0).toBe(0);
          const refund = isRidden
            ? 0
            : refundFor({ paid: advance, cause, cancelledAt: at, pickupAt, settings });
          expect(after.gateway_clearing ?? 0).toBe(advance - refund);
        },
      ),
      runs,
    );
  });
});
