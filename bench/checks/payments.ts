import { type Check, exactly, measured, report, samples, shown } from '../lib/verdict';

/** What one run of the payments bench counted (bench/payments.ts). */
export type PaymentsRun = {
  bookings: number;
  /** Trips with exactly one move to confirmed, and with more than one. */
  confirmedOnce: number;
  confirmedTwice: number;
  /** Advances the gateway captured, and holds they paid. */
  captured: number;
  paidHolds: number;
  refunds: number;
  /** The sum of every ledger line: zero when every entry balances. */
  ledgerTotal: number;
  serverErrors: number;
  callbackFailures: number;
  bookingsPerSecond: number;
  bareRequestsPerSecond: number;
};

/** Issue 44: 200 concurrent bookings. */
export const paymentsTargets = { bookings: 200 };

export function paymentsChecks(r: PaymentsRun): Check[] {
  return [
    samples('concurrent bookings', r.bookings, paymentsTargets.bookings),
    exactly('every booking confirmed exactly once', r.confirmedOnce, r.bookings),
    exactly('no booking confirmed twice', r.confirmedTwice, 0),
    exactly('every advance captured once', r.captured, r.bookings),
    exactly('every hold paid', r.paidHolds, r.bookings),
    exactly('nothing refunded', r.refunds, 0),
    exactly('the ledger sums to zero (taka)', r.ledgerTotal, 0),
    exactly('no 5xx answer', r.serverErrors, 0),
    exactly('no callback failed', r.callbackFailures, 0),
    measured('bookings a second', r.bookingsPerSecond),
    measured('bare route requests a second', r.bareRequestsPerSecond),
  ];
}

export function reportPayments(r: PaymentsRun) {
  return report(
    'payments',
    `${r.confirmedOnce} of ${r.bookings} concurrent bookings confirmed exactly once through bKash with duplicated and reordered callbacks, ledger sum ${r.ledgerTotal} taka; ${shown(r.bookingsPerSecond)} bookings/s against ${shown(r.bareRequestsPerSecond, 0)} requests/s on the bare route`,
    paymentsChecks(r),
  );
}
