// DESIGN.md §16: staff set per trip type the advance a booking needs (none, a share of what is due, or
// a fixed amount) and the window to pay it in. Money is whole taka (DESIGN.md §4).

export type AdvanceRule =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'fixed'; amount: number };

/** Staff's default window to pay an advance in, from accepting the bid. */
export const DEFAULT_PAYMENT_WINDOW_MIN = 15;

export type AdvanceSplit = {
  /** Paid to Pothik through a gateway before the booking is confirmed. */
  advance: number;
  /** Paid to the driver in cash at the trip. */
  cashDue: number;
};

function assertTaka(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole taka ≥ 0, got ${value}`);
}

/**
 * What of `due` (the trip's total after any promo, SPEC §9) is paid ahead and what is left in cash. A
 * percentage rounds up to the taka, so a 10 % advance on ৳1,005 is ৳101; the advance never exceeds the
 * total, so a fixed advance on a cheaper trip is the whole of it.
 */
export function splitAdvance(rule: AdvanceRule, due: number): AdvanceSplit {
  assertTaka('due', due);
  let advance = 0;
  if (rule.kind === 'percent') {
    if (!(rule.percent >= 0 && rule.percent <= 100))
      throw new RangeError(`percent out of 0–100: ${rule.percent}`);
    advance = Math.ceil((due * rule.percent) / 100);
  } else if (rule.kind === 'fixed') {
    assertTaka('fixed advance', rule.amount);
    advance = rule.amount;
  }
  advance = Math.min(advance, due);
  return { advance, cashDue: due - advance };
}

export const needsAdvance = (rule: AdvanceRule, due: number) => splitAdvance(rule, due).advance > 0;
