import { isInvoiceOverdue, type SubscriptionInvoice } from '@pothik/domain';
import type { InvoiceWithPayment } from './invoices-repo';

/** An invoice's number: the month and the driver, so each driver has one per month. */
export const invoiceNumber = (invoice: { period: string; driverId: number }) =>
  `S-${invoice.period.replace('-', '')}-${String(invoice.driverId).padStart(5, '0')}`;

export function toInvoiceView({ invoice, gateway, transactionId }: InvoiceWithPayment, now: Date) {
  return {
    id: invoice.id,
    number: invoiceNumber(invoice),
    period: invoice.period,
    amount: invoice.amount,
    status: invoice.status,
    due_at: invoice.dueAt.toISOString(),
    grace_ends_at: invoice.graceEndsAt.toISOString(),
    overdue: isInvoiceOverdue(invoice, now),
    paid_at: invoice.paidAt?.toISOString() ?? null,
    gateway: invoice.status === 'paid' ? gateway : null,
    transaction_id: invoice.status === 'paid' ? transactionId : null,
  } satisfies SubscriptionInvoice;
}
