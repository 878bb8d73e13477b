// DESIGN.md §16 and issue 44: how much of a paid advance goes back when a booking ends without a ride.

/** Who ended the booking, and how. */
export type CancelCause =
  | 'passenger' // the passenger cancelled outright
  | 'driver' // the driver cancelled after booking
  | 'driver_no_show' // staff confirmed the driver did not come
  | 'staff_approved' // staff approved the passenger's cancel request
  | 'payment_lapsed'; // the window to pay ran out (nothing was captured, nothing to refund)

export type RefundSettings = {
  /** A passenger who cancels at least this long before the pickup gets everything back. */
  fullRefundBeforeMin: number;
  /** Later than that, this share of the advance (0–100, rounded down to the taka). */
  lateRefundPercent: number;
};

export const DEFAULT_REFUND_SETTINGS: RefundSettings = { fullRefundBeforeMin: 120, lateRefundPercent: 50 };

export type RefundInput = {
  /** What the gateway captured for this booking, whole taka. */
  paid: number;
  cause: CancelCause;
  cancelledAt: Date;
  pickupAt: Date;
  settings?: RefundSettings;
};

/**
 * The refund, whole taka, never more than was paid and never negative. Nobody pays for someone else's
 * failure: a driver's cancellation, a no-show and a cancellation staff approve are refunded in full.
 */
export function refundFor({
  paid,
  cause,
  cancelledAt,
  pickupAt,
  settings = DEFAULT_REFUND_SETTINGS,
}: RefundInput) {
  if (!Number.isSafeInteger(paid) || paid < 0)
    throw new RangeError(`paid must be whole taka ≥ 0, got ${paid}`);
  if (paid === 0) return 0;
  switch (cause) {
    case 'driver':
    case 'driver_no_show':
    case 'staff_approved':
    case 'payment_lapsed':
      return paid;
    case 'passenger': {
      const early = pickupAt.getTime() - cancelledAt.getTime() >= settings.fullRefundBeforeMin * 60_000;
      if (early) return paid;
      const percent = Math.min(100, Math.max(0, settings.lateRefundPercent));
      return Math.floor((paid * percent) / 100);
    }
  }
}
