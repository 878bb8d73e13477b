import {
  formatBanglaDateTime,
  formatLongDateTime,
  formatTaka,
  type Lang,
  receiptText,
  type SubscriptionInvoiceDocument,
  invoiceText as words,
} from '@pothik/domain';
import type { Config } from '../../config/types';
import type { DbOrTx } from '../../db/client';
import { startBilingualPdf } from '../../lib/bilingual-pdf';
import { refuse } from '../../lib/errors';
import { toInvoiceView } from './invoice-view';
import { invoiceHolder, invoiceOfDriver } from './invoices-repo';

/** One of the driver's own invoices as its page and PDF show it; 404 for another's. */
export async function buildInvoiceDocument(
  db: DbOrTx,
  {
    driverId,
    invoiceId,
    now,
    company,
  }: { driverId: number; invoiceId: number; now: Date; company: Config['company'] },
): Promise<SubscriptionInvoiceDocument> {
  const found = await invoiceOfDriver(db, driverId, invoiceId);
  const holder = found && (await invoiceHolder(db, driverId));
  if (!found || !holder) throw refuse('invoiceNotFound', 404);
  return {
    invoice: toInvoiceView(found, now),
    driver: { name: holder.name, mobile: holder.mobile, plate_number: holder.plateNumber },
    company: {
      name: company.name,
      address: company.address,
      trade_license: company.tradeLicense,
      bin: company.bin,
    },
  };
}

/** "November 2026" or its Bangla, for the invoice's month. */
function monthName(period: string, lang: Lang) {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1, 15));
  return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(date);
}

/** The invoice as a PDF in the reader's language, the same figures as its page (the receipt's writer). */
export function renderInvoicePdf(document: SubscriptionInvoiceDocument, lang: Lang): Promise<Buffer> {
  const w = (entry: { en: string; bn: string }) => entry[lang];
  const when = (iso: string) =>
    lang === 'bn' ? formatBanglaDateTime(new Date(iso)) : formatLongDateTime(new Date(iso));
  const { invoice, driver, company } = document;
  const { doc, row, write, heading, done, left } = startBilingualPdf({
    title: `${w(words.title)} ${invoice.number}`,
    author: company.name,
  });
  const legal = [
    company.trade_license ? `${w(words.tradeLicense)}: ${company.trade_license}` : null,
    company.bin ? `${w(words.bin)}: ${company.bin}` : null,
  ].filter((line): line is string => line !== null);
  heading({ name: company.name, address: company.address, legal }, w(words.title));
  write(w(words.plan), { x: left, y: doc.y, size: 12 });
  doc.moveDown(0.5);
  row(w(words.number), invoice.number);
  row(w(words.period), monthName(invoice.period, lang));
  row(w(words.driver), driver.name);
  row(w(words.mobile), driver.mobile);
  row(w(words.car), driver.plate_number);
  doc.moveDown(0.5);
  row(w(words.dueAt), when(invoice.due_at));
  row(w(words.amount), formatTaka(invoice.amount, lang), true);
  const status = invoice.status === 'paid' ? words.paid : invoice.overdue ? words.overdue : words.due;
  row(w(words.status), w(status), true);
  if (invoice.status === 'due') row(w(words.graceEndsAt), when(invoice.grace_ends_at));
  if (invoice.paid_at) row(w(words.paidAt), when(invoice.paid_at));
  if (invoice.gateway) row(w(words.paidThrough), w(receiptText.gateway[invoice.gateway]));
  if (invoice.transaction_id) row(w(words.transaction), invoice.transaction_id);
  doc.moveDown();
  write(w(words.noCommission), { x: left, y: doc.y, size: 10 });
  doc.end();
  return done;
}
