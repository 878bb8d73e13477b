import {
  carTypes,
  formatBanglaDateTime,
  formatLongDateTime,
  formatTaka,
  type Lang,
  type Receipt,
  toBengaliDigits,
  tripTypeNames,
  receiptText as words,
} from '@pothik/domain';
import { startBilingualPdf } from '../../../lib/bilingual-pdf';

// The receipt as a PDF in the reader's language (issue 44 §5), the same figures as its page.

export { scriptRuns } from '../../../lib/bilingual-pdf';

export function renderReceiptPdf(receipt: Receipt, lang: Lang): Promise<Buffer> {
  const w = (entry: { en: string; bn: string }) => entry[lang];
  const digits = (value: string | number) => (lang === 'bn' ? toBengaliDigits(value) : String(value));
  const when = (iso: string) =>
    lang === 'bn' ? formatBanglaDateTime(new Date(iso)) : formatLongDateTime(new Date(iso));
  const money = (amount: number) => formatTaka(amount, lang);

  const { doc, row, heading, done } = startBilingualPdf({
    title: `${w(words.title)} ${receipt.number}`,
    author: receipt.company.name,
  });
  const legal = [
    receipt.company.trade_license ? `${w(words.tradeLicense)}: ${receipt.company.trade_license}` : null,
    receipt.company.bin ? `${w(words.bin)}: ${receipt.company.bin}` : null,
  ].filter((line): line is string => line !== null);
  heading({ name: receipt.company.name, address: receipt.company.address, legal }, w(words.title));
  row(w(words.number), receipt.number);
  row(w(words.issued), when(receipt.issued_at));
  doc.moveDown(0.5);

  const t = receipt.trip;
  row(w(words.trip), `#${digits(t.id)}`);
  row(w(words.tripType), tripTypeNames[t.trip_type][lang]);
  const car = carTypes.find((c) => c.key === t.car_type);
  row(
    w(words.car),
    [lang === 'bn' ? car?.name_bn : car?.name_en, t.plate_number].filter(Boolean).join(' · '),
  );
  if (t.driver_name) row(w(words.driver), t.driver_name);
  row(w(words.pickup), t.pickup);
  if (t.dropoff) row(w(words.dropoff), t.dropoff);
  row(w(words.pickupAt), when(t.pickup_at));
  if (t.completed_at) row(w(words.completedAt), when(t.completed_at));
  doc.moveDown(0.5);

  const f = receipt.fare;
  row(w(words.fare), money(f.fare));
  if (f.discount > 0)
    row(`${w(words.discount)}${f.promo_code ? ` (${f.promo_code})` : ''}`, `− ${money(f.discount)}`);
  if (f.insurance_fee > 0) row(w(words.insuranceFee), money(f.insurance_fee));
  if (f.platform_fee > 0) row(w(words.platformFee), money(f.platform_fee));
  row(w(words.total), money(f.total), true);
  if (receipt.advance) {
    row(
      `${w(words.advance)} (${w(words.gateway[receipt.advance.gateway])})`,
      `− ${money(receipt.advance.amount)}`,
    );
  }
  for (const refund of receipt.refunds) {
    row(`${w(words.refund)}: ${w(words.refundStatus[refund.status])}`, money(refund.amount));
  }
  if (t.status === 'completed') row(w(words.cashDue), money(receipt.cash_due), true);
  doc.end();
  return done;
}
