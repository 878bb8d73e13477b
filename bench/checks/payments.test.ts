import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type PaymentsRun, paymentsChecks, reportPayments } from './payments';

const run = (change: Partial<PaymentsRun> = {}): PaymentsRun => ({
  bookings: 200,
  confirmedOnce: 200,
  confirmedTwice: 0,
  captured: 200,
  paidHolds: 200,
  refunds: 0,
  ledgerTotal: 0,
  serverErrors: 0,
  callbackFailures: 0,
  bookingsPerSecond: 41.5,
  bareRequestsPerSecond: 2500,
  ...change,
});

describe('bench payments', () => {
  it('passes when every booking is confirmed once and the ledger balances', () => {
    expect(paymentsChecks(run()).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportPayments(run())).exitCode).toBeUndefined();
  });

  it('misses a booking confirmed twice, a taka off the ledger, or a throughput never measured', () => {
    const { line, exitCode } = summaryOf(() =>
      reportPayments(
        run({ confirmedOnce: 199, confirmedTwice: 1, ledgerTotal: 1, bookingsPerSecond: Number.NaN }),
      ),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain('MISSED every booking confirmed exactly once (199)');
    expect(line).toContain('no booking confirmed twice (1)');
    expect(line).toContain('the ledger sums to zero (taka) (1)');
    expect(line).toContain('bookings a second (no figure (NaN))');
  });

  it('misses fewer bookings than the issue asks', () => {
    const small = run({ bookings: 20, confirmedOnce: 20, captured: 20, paidHolds: 20 });
    expect(
      paymentsChecks(small)
        .filter((c) => !c.ok)
        .map((c) => c.target),
    ).toEqual(['at least 200 concurrent bookings']);
  });
});
