import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
import PDFDocument from 'pdfkit';

// The receipt as a PDF in the reader's language (issue 44 §5), the same figures as its page. Bangla is
// set in Noto Sans Bengali, shaped by pdfkit's font engine; Latin runs (plates, names, the brand) in
// the same family's Latin face, so a mixed line reads as one.

const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/package.json')),
  'files',
);
const font = (subset: 'bengali' | 'latin', weight: 400 | 700) =>
  join(fontsDir, `noto-sans-bengali-${subset}-${weight}-normal.woff`);

const bengaliRun = /[\u0980-\u09FF\u200C\u200D]/;

/**
 * Splits text into runs of one font: Bangla letters and digits in the Bengali face, everything else (Latin,
 * digits, punctuation, which the Bengali face lacks) in the Latin face; a space stays with the run before it.
 */
export function scriptRuns(text: string): { text: string; isBengali: boolean }[] {
  const runs: { text: string; isBengali: boolean }[] = [];
  for (const char of text) {
    const isBengali = bengaliRun.test(char);
    const last = runs.at(-1);
    if (last && (char === ' ' || last.isBengali === isBengali)) last.text += char;
    else runs.push({ text: char, isBengali });
  }
  return runs;
}

export function renderReceiptPdf(receipt: Receipt, lang: Lang): Promise<Buffer> {
  const w = (entry: { en: string; bn: string }) => entry[lang];
  const digits = (value: string | number) => (lang === 'bn' ? toBengaliDigits(value) : String(value));
  const when = (iso: string) =>
    lang === 'bn' ? formatBanglaDateTime(new Date(iso)) : formatLongDateTime(new Date(iso));
  const money = (amount: number) => formatTaka(amount, lang);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${w(words.title)} ${receipt.number}`, Author: receipt.company.name },
  });
  doc.registerFont('bn', font('bengali', 400));
  doc.registerFont('bn-bold', font('bengali', 700));
  doc.registerFont('latin', font('latin', 400));
  doc.registerFont('latin-bold', font('latin', 700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const write = (
    text: string,
    options: {
      x?: number;
      y?: number;
      width?: number;
      bold?: boolean;
      size?: number;
      align?: 'left' | 'right';
    } = {},
  ) => {
    const runs = scriptRuns(text);
    doc.fontSize(options.size ?? 11);
    runs.forEach((run, i) => {
      doc.font(`${run.isBengali ? 'bn' : 'latin'}${options.bold ? '-bold' : ''}`);
      const continued = i < runs.length - 1;
      if (i === 0 && options.x !== undefined) {
        doc.text(run.text, options.x, options.y, { width: options.width, continued });
      } else doc.text(run.text, { continued });
    });
  };
  const left = 48;
  const valueX = 250;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    write(label, { x: left, y, width: valueX - left - 12, bold });
    const afterLabel = doc.y;
    write(value, { x: valueX, y, width: 595 - 48 - valueX, bold });
    doc.y = Math.max(doc.y, afterLabel) + 4;
  };

  write(receipt.company.name, { x: left, y: 48, size: 16, bold: true });
  if (receipt.company.address) write(receipt.company.address, { size: 10 });
  const legal = [
    receipt.company.trade_license ? `${w(words.tradeLicense)}: ${receipt.company.trade_license}` : null,
    receipt.company.bin ? `${w(words.bin)}: ${receipt.company.bin}` : null,
  ].filter(Boolean);
  if (legal.length > 0) write(legal.join(' · '), { size: 10 });
  doc.moveDown();
  write(w(words.title), { x: left, y: doc.y, size: 20, bold: true });
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
