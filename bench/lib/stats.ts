/** The value at percentile p of an ascending list (nearest rank); NaN for an empty list (no figure). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The middle value (the upper one of an even count); NaN for an empty list. */
export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
