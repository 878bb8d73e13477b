import { z } from 'zod';
import { isoTime, taka } from './common';
import { paymentGatewayKeys } from './trip';

// Issue 45 §5: the Smart Driver subscription, as the driver's page, the invoice and the console show it.

export const subscriptionInvoiceStatuses = ['due', 'paid'] as const;

export const subscriptionInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('the invoice number, one per driver and month'),
  period: z.string().describe('YYYY-MM, the Dhaka month the invoice covers'),
  amount: taka,
  status: z.enum(subscriptionInvoiceStatuses),
  due_at: isoTime,
  grace_ends_at: isoTime.describe('unpaid past this, bidding pauses'),
  overdue: z.boolean().describe('unpaid past its grace period'),
  paid_at: isoTime.nullable(),
  gateway: z.enum(paymentGatewayKeys).nullable().describe('how it was paid'),
  transaction_id: z.string().nullable().describe("the gateway's transaction id of the payment"),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

/** GET /driver/subscription → data. */
export const driverSubscriptionSchema = z.object({
  plan: z.object({
    monthly_price: taka.describe('0 while staff have not set a price: nothing is charged'),
    grace_days: z.number().int(),
  }),
  paused: z.boolean().describe('bidding is paused for an unpaid subscription'),
  due_total: taka.describe('the sum of the invoices not yet paid'),
  gateways: z.array(z.enum(paymentGatewayKeys)).describe('the gateways the driver can pay through'),
  invoices: z.array(subscriptionInvoiceSchema).describe('newest first'),
});
export type DriverSubscription = z.infer<typeof driverSubscriptionSchema>;

/** GET /driver/subscription/invoices/{id} → data: one invoice as its page and PDF show it. */
export const subscriptionInvoiceDocumentSchema = z.object({
  invoice: subscriptionInvoiceSchema,
  driver: z.object({ name: z.string(), mobile: z.string(), plate_number: z.string() }),
  company: z.object({
    name: z.string(),
    address: z.string().nullable(),
    trade_license: z.string().nullable(),
    bin: z.string().nullable(),
  }),
});
export type SubscriptionInvoiceDocument = z.infer<typeof subscriptionInvoiceDocumentSchema>;

/** GET /driver/earnings → data: per Dhaka month, what the driver earned and how it reached them. */
export const driverEarningsSchema = z.object({
  commission_percent: z.literal(0).describe('Pothik takes no commission on fares'),
  months: z
    .array(
      z.object({
        month: z.string().describe('YYYY-MM (Dhaka)'),
        completed_trips: z.number().int(),
        gross: taka.describe("the agreed fares of the trips completed in the month, the driver's whole"),
        advances: taka.describe(
          "advances passengers paid Pothik ahead, less Pothik's fees: owed to the driver by Pothik",
        ),
        cash: taka.describe('what passengers paid the driver in cash at the rides'),
      }),
    )
    .describe('newest first'),
});
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;

/** The invoice's words, one set for the web page and the PDF. */
export const invoiceText = {
  title: { en: 'Invoice', bn: 'ইনভয়েস' },
  plan: { en: 'Smart Driver subscription', bn: 'স্মার্ট ড্রাইভার সাবস্ক্রিপশন' },
  number: { en: 'Invoice no.', bn: 'ইনভয়েস নং' },
  period: { en: 'Month', bn: 'মাস' },
  driver: { en: 'Driver', bn: 'চালক' },
  mobile: { en: 'Mobile', bn: 'মোবাইল' },
  car: { en: 'Car', bn: 'গাড়ি' },
  dueAt: { en: 'Due', bn: 'পরিশোধের তারিখ' },
  graceEndsAt: { en: 'Pay by', bn: 'শেষ সময়' },
  amount: { en: 'Amount', bn: 'পরিমাণ' },
  status: { en: 'Status', bn: 'অবস্থা' },
  paid: { en: 'Paid', bn: 'পরিশোধিত' },
  due: { en: 'Due', bn: 'বকেয়া' },
  overdue: { en: 'Overdue', bn: 'মেয়াদোত্তীর্ণ' },
  paidAt: { en: 'Paid on', bn: 'পরিশোধের সময়' },
  paidThrough: { en: 'Paid through', bn: 'যেভাবে পরিশোধ' },
  transaction: { en: 'Transaction', bn: 'লেনদেন' },
  noCommission: {
    en: 'Pothik takes no commission on your fares.',
    bn: 'পথিক আপনার ভাড়া থেকে কোনো কমিশন নেয় না।',
  },
  tradeLicense: { en: 'Trade licence', bn: 'ট্রেড লাইসেন্স' },
  bin: { en: 'BIN', bn: 'বিআইএন' },
} as const;
