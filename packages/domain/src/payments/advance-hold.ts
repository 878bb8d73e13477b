import { z } from 'zod';
import { type TripType, tripTypeKeys } from '../reference/trip-types';
import { type AdvanceRule, DEFAULT_PAYMENT_WINDOW_MIN, splitAdvance } from './advance';
import { DEFAULT_REFUND_SETTINGS, type RefundSettings } from './refund-policy';

// Issue 44 §2: an accepted bid that needs an advance holds its driver for the passenger until the
// advance is paid (the booking is confirmed) or the window lapses (the trip is back to bidding). The trip
// stays requested meanwhile, so its other bids stay live; the hold is the only thing that changes.

export const holdStates = ['awaiting_payment', 'paid', 'lapsed', 'released'] as const;
export type HoldState = (typeof holdStates)[number];

/** Where a hold may go from each state; every change is one transaction that checks the current one. */
export const holdTransitions: { readonly [S in HoldState]: readonly HoldState[] } = {
  // Paid: the booking is confirmed. Lapsed: the window ran out. Released: the passenger took another bid
  // or cancelled, or the driver withdrew, before paying.
  awaiting_payment: ['paid', 'lapsed', 'released'],
  paid: [],
  lapsed: [],
  released: [],
};

export const canHoldMove = (from: HoldState, to: HoldState) => holdTransitions[from].includes(to);

const ruleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), percent: z.number().min(0).max(100) }),
  z.object({ kind: z.literal('fixed'), amount: z.number().int().min(0).max(1_000_000) }),
]);

/** Staff's payment settings (the console's admins): the advance per trip type, the window, the refunds. */
export const advanceSettingsSchema = z.object({
  rules: z.object(
    Object.fromEntries(tripTypeKeys.map((t) => [t, ruleSchema])) as Record<TripType, typeof ruleSchema>,
  ),
  window_min: z.number().int().min(5).max(120),
  refund: z.object({
    full_refund_before_min: z.number().int().min(0).max(10_080),
    late_refund_percent: z.number().int().min(0).max(100),
  }),
});
export type AdvanceSettings = z.infer<typeof advanceSettingsSchema>;

/** Until staff set them: no advance anywhere, so booking works as it always has. */
export const defaultAdvanceSettings: AdvanceSettings = {
  rules: Object.fromEntries(tripTypeKeys.map((t) => [t, { kind: 'none' }])) as Record<TripType, AdvanceRule>,
  window_min: DEFAULT_PAYMENT_WINDOW_MIN,
  refund: {
    full_refund_before_min: DEFAULT_REFUND_SETTINGS.fullRefundBeforeMin,
    late_refund_percent: DEFAULT_REFUND_SETTINGS.lateRefundPercent,
  },
};

export const refundSettingsOf = (settings: AdvanceSettings): RefundSettings => ({
  fullRefundBeforeMin: settings.refund.full_refund_before_min,
  lateRefundPercent: settings.refund.late_refund_percent,
});

/** What accepting a bid of `due` taka on a trip of `tripType` asks of the passenger now, and when it lapses. */
export function advanceFor(settings: AdvanceSettings, tripType: TripType, due: number, heldAt: Date) {
  const split = splitAdvance(settings.rules[tripType], due);
  return { ...split, lapsesAt: new Date(heldAt.getTime() + settings.window_min * 60_000) };
}

/** Whether a hold still binds its driver at `now`. */
export const isHoldAlive = (hold: { state: HoldState; lapsesAt: Date }, now: Date) =>
  hold.state === 'awaiting_payment' && now.getTime() < hold.lapsesAt.getTime();
