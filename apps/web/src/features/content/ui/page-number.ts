/** `?page=` as a page number: a positive whole number, else the first page. */
export function pageNumberOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The first value of a query parameter, trimmed; undefined when absent or blank. */
export function queryText(value: string | string[] | undefined, maxLength = 100): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, maxLength);
  return text ? text : undefined;
}
