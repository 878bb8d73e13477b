/** One CSV cell (RFC 4180); a cell a spreadsheet would run as a formula is quoted as text. */
export const csvCell = (value: unknown) => {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A header row and the rows, CRLF line ends, as spreadsheets expect. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  `${[header.join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;
