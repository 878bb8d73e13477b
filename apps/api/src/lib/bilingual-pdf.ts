import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

// A one-page A4 document in English or Bangla, for the trip receipt (issue 44 §5) and the subscription
// invoice (issue 45 §5). Bangla is set in Noto Sans Bengali, shaped by pdfkit's font engine; Latin runs
// (plates, names, the brand) in the same family's Latin face, so a mixed line reads as one.

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

export type WriteOptions = {
  x?: number;
  y?: number;
  width?: number;
  bold?: boolean;
  size?: number;
};

/** A company's heading lines: its name, address and legal numbers. */
export type PdfCompany = {
  name: string;
  address: string | null;
  legal: string[];
};

/**
 * A document to write lines and label–value rows in; `done` is the PDF's bytes once `doc.end()` is
 * called.
 */
export function startBilingualPdf(info: { title: string; author: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: info.title, Author: info.author } });
  doc.registerFont('bn', font('bengali', 400));
  doc.registerFont('bn-bold', font('bengali', 700));
  doc.registerFont('latin', font('latin', 400));
  doc.registerFont('latin-bold', font('latin', 700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const write = (text: string, options: WriteOptions = {}) => {
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
  /** The company's heading, then the document's title. */
  const heading = (company: PdfCompany, title: string) => {
    write(company.name, { x: left, y: 48, size: 16, bold: true });
    if (company.address) write(company.address, { size: 10 });
    if (company.legal.length > 0) write(company.legal.join(' · '), { size: 10 });
    doc.moveDown();
    write(title, { x: left, y: doc.y, size: 20, bold: true });
  };
  return { doc, write, row, heading, done, left };
}
