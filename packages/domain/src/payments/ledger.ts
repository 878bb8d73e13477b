// DESIGN.md §16: a double-entry ledger in whole taka. Every movement is a set of lines whose amounts sum
// to zero (debits positive, credits negative), written in the transaction of the change it belongs to.

export const ledgerAccounts = [
  /** Money the gateway holds for Pothik, until it is paid out or refunded. */
  'gateway_clearing',
  /** Advances held for trips not yet ridden: owed to the passenger until the ride or a refund. */
  'passenger_advances',
  /** Refunds decided and not yet confirmed by the gateway. */
  'refunds_payable',
  /** Advances collected on a driver's behalf for rides done: Pothik owes them to the driver. */
  'driver_payable',
  /** What the passenger pays the driver in cash at the ride (its memo pair: cash_at_ride). */
  'driver_cash_due',
  'cash_at_ride',
  /** Pothik's fees kept from the advance (platform and insurance fees); no commission on fares. */
  'platform_fees',
  /** What a late cancellation keeps of the advance (the refund policy's remainder). */
  'cancellation_fees',
  /** Drivers' Smart Driver subscriptions paid. */
  'subscriptions',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

export type LedgerLine = { account: LedgerAccount; amount: number };
export type LedgerEntry = { kind: LedgerEntryKind; lines: LedgerLine[] };
export type LedgerEntryKind =
  | 'advance_captured'
  | 'refund_requested'
  | 'refund_paid'
  | 'ride_completed'
  | 'cancellation_kept'
  | 'subscription_paid';

function entry(kind: LedgerEntryKind, lines: LedgerLine[]): LedgerEntry {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount))
      throw new RangeError(`${kind}: ${line.account} ${line.amount} is not whole taka`);
  }
  const kept = lines.filter((line) => line.amount !== 0);
  if (sumOf(kept) !== 0) throw new Error(`${kind} does not balance: ${JSON.stringify(kept)}`);
  return { kind, lines: kept };
}

export const sumOf = (lines: readonly LedgerLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The gateway confirmed the advance. */
export const advanceCaptured = (amount: number) =>
  entry('advance_captured', [
    { account: 'gateway_clearing', amount },
    { account: 'passenger_advances', amount: -amount },
  ]);

/** A refund was decided (the cancellation's transaction); the gateway is asked after. */
export const refundRequested = (amount: number) =>
  entry('refund_requested', [
    { account: 'passenger_advances', amount },
    { account: 'refunds_payable', amount: -amount },
  ]);

/** A cancelled booking's advance beyond its refund is kept (the same transaction as the refund's). */
export const cancellationKept = (amount: number) =>
  entry('cancellation_kept', [
    { account: 'passenger_advances', amount },
    { account: 'cancellation_fees', amount: -amount },
  ]);

/** The gateway confirmed the refund. */
export const refundPaid = (amount: number) =>
  entry('refund_paid', [
    { account: 'refunds_payable', amount },
    { account: 'gateway_clearing', amount: -amount },
  ]);

/**
 * The ride is done: the advance still held (what no refund took) is settled, Pothik's fees first and the
 * rest owed to the driver, and the cash the driver collects is recorded against the ride.
 */
export function rideCompleted({
  advanceHeld,
  fees,
  cashDue,
}: {
  advanceHeld: number;
  fees: number;
  cashDue: number;
}) {
  const kept = Math.min(fees, advanceHeld);
  return entry('ride_completed', [
    { account: 'passenger_advances', amount: advanceHeld },
    { account: 'platform_fees', amount: -kept },
    { account: 'driver_payable', amount: -(advanceHeld - kept) },
    { account: 'driver_cash_due', amount: cashDue },
    { account: 'cash_at_ride', amount: -cashDue },
  ]);
}

export const subscriptionPaid = (amount: number) =>
  entry('subscription_paid', [
    { account: 'gateway_clearing', amount },
    { account: 'subscriptions', amount: -amount },
  ]);

/** Each account's balance over some entries (a trip's, a day's). */
export function balances(entries: readonly LedgerEntry[]): Partial<Record<LedgerAccount, number>> {
  const out: Partial<Record<LedgerAccount, number>> = {};
  for (const line of entries.flatMap((e) => e.lines))
    out[line.account] = (out[line.account] ?? 0) + line.amount;
  return out;
}
