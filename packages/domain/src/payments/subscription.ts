import { z } from 'zod';
import { dhakaIsoMonth, dhakaMonthRange } from '../format/dhaka-time';

// DESIGN.md §17 and issue 45 §5: the Smart Driver plan. Pothik takes no commission on fares; a driver
// pays a monthly subscription instead. Staff set its price and the grace days after an invoice falls
// due; until they set a price nothing is charged (as the advance is none until staff set it).

export const subscriptionSettingsSchema = z.object({
  /** Whole taka a month; 0 charges nothing and issues no invoice. */
  monthly_price: z.number().int().min(0).max(100_000),
  /** Days after an invoice falls due before an unpaid one pauses the driver's bidding. */
  grace_days: z.number().int().min(0).max(60),
});
export type SubscriptionSettings = z.infer<typeof subscriptionSettingsSchema>;

export const defaultSubscriptionSettings: SubscriptionSettings = { monthly_price: 0, grace_days: 7 };

export const subscriptionCharged = (settings: SubscriptionSettings) => settings.monthly_price > 0;

const DAY_MS = 86_400_000;

/**
 * The invoice of the Dhaka month `now` falls in, due when it is issued (the job issues it as the month
 * starts; a driver who joins mid-month is never overdue on their first day), its grace ending
 * `grace_days` after.
 */
export function invoiceFor(settings: SubscriptionSettings, now: Date) {
  return {
    period: dhakaIsoMonth(now),
    amount: settings.monthly_price,
    dueAt: now,
    graceEndsAt: new Date(now.getTime() + settings.grace_days * DAY_MS),
  };
}

/** The first moment of the month `period` (YYYY-MM, Dhaka). */
export const periodStart = (period: string) => dhakaMonthRange(period).start;

/** Past its grace period and unpaid: the driver's bidding pauses. */
export const isInvoiceOverdue = (invoice: { status: string; graceEndsAt: Date }, now: Date) =>
  invoice.status === 'due' && invoice.graceEndsAt.getTime() <= now.getTime();
